#!/usr/bin/env bash
# Shows what one migration step changed: the diff of two versions' folders.
#   Migration/diff-steps.sh 2 3                the form's code at step 2 against step 3
#   Migration/diff-steps.sh --tests 2 3        their tests
#   Migration/diff-steps.sh --list 2 4         the list's code at step 2 against step 4
#   Migration/diff-steps.sh --list --tests 2 4 the list's tests
# The form: step 0 is the legacy MVP version (Sources/CirclesMVP, Tests/CirclesMVPTests),
# step 7 the final MVI version (Sources/CirclesMVI, Tests/CirclesMVITests), steps 1
# to 6 Migration/StepN-*. The list: steps 0 and 6 are the CirclesList folders in
# those, steps 1, 2 and 4 Migration/ListN-* (the list merges steps 3 and 4, and 5
# and 6). A file new in one of the two is printed in full, as added or removed
# lines (diff -N), so a step's new types show up in its diff, and the diff is the
# smallest there is (diff -d), the one the Sizes tables count. The READMEs are left
# out. Exits as diff does: 0 when the two are the same, 1 when they differ, 2 on
# trouble (a step that does not exist, for one).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: Migration/diff-steps.sh [--list] [--tests] FROM TO   (the form: steps 0 to 7; the list: 0, 1, 2, 4, 6)" >&2
    exit 2
}

tests=false
list=false
while [ "${1:-}" = "--tests" ] || [ "${1:-}" = "--list" ]; do
    if [ "$1" = "--tests" ]; then tests=true; else list=true; fi
    shift
done
[ $# -eq 2 ] || usage

# The folder of a step's code, or of its tests with --tests.
folder() {
    local prefix=Step first=0 last=7 sub=""
    if $list; then prefix=List last=6 sub=/CirclesList; fi
    case "$1" in
        "$first") if $tests; then echo "Tests/CirclesMVPTests$sub"; else echo "Sources/CirclesMVP$sub"; fi ;;
        "$last") if $tests; then echo "Tests/CirclesMVITests$sub"; else echo "Sources/CirclesMVI$sub"; fi ;;
        [1-6])
            local step
            step=$(cd Migration && ls -d "$prefix$1"-*/ 2> /dev/null | head -n 1) || true
            [ -n "$step" ] || usage
            if $tests; then echo "Migration/${step%/}/Tests"; else echo "Migration/${step%/}"; fi
            ;;
        *) usage ;;
    esac
}

from=$(folder "$1")
to=$(folder "$2")
# The form's folders hold the list's in a CirclesList folder of their own, left out here.
if $tests; then
    exec diff -ruNd -x CirclesList "$from" "$to"
else
    exec diff -ruNd -x README.md -x Tests -x CirclesList "$from" "$to"
fi
