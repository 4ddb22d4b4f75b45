#!/usr/bin/env bash
# Shows what one migration step changed: the diff of two versions' folders.
#   Migration/diff-steps.sh 2 3           the code of step 2 against step 3
#   Migration/diff-steps.sh --tests 2 3   their tests
# Step 0 is the legacy MVP version (Sources/CirclesMVP, Tests/CirclesMVPTests),
# step 7 the final MVI version (Sources/CirclesMVI, Tests/CirclesMVITests).
# A file new in one of the two is printed in full, as added or removed lines
# (diff -N), so a step's new types show up in its diff. The READMEs are left
# out. Exits as diff does: 0 when the two are the same, 1 when they differ,
# 2 on trouble (a step that does not exist, for one).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: Migration/diff-steps.sh [--tests] FROM TO   (steps 0 to 7)" >&2
    exit 2
}

tests=false
if [ "${1:-}" = "--tests" ]; then
    tests=true
    shift
fi
[ $# -eq 2 ] || usage

# The folder of a step's code, or of its tests with --tests.
folder() {
    case "$1" in
        0) if $tests; then echo Tests/CirclesMVPTests; else echo Sources/CirclesMVP; fi ;;
        7) if $tests; then echo Tests/CirclesMVITests; else echo Sources/CirclesMVI; fi ;;
        [1-6])
            local step
            step=$(cd Migration && ls -d Step"$1"-*/ 2> /dev/null | head -n 1) || true
            [ -n "$step" ] || usage
            if $tests; then echo "Migration/${step%/}/Tests"; else echo "Migration/${step%/}"; fi
            ;;
        *) usage ;;
    esac
}

from=$(folder "$1")
to=$(folder "$2")
if $tests; then
    exec diff -ruN "$from" "$to"
else
    exec diff -ruN -x README.md -x Tests "$from" "$to"
fi
