import Foundation

/// The blocks marked `<!-- generated: NAME -->` in the docs: sizes the tests count, so no number can drift.
///
/// Lines of code are the lines of a Swift file that hold something other
/// than a comment or white space; a test's size is the number of non-blank
/// lines between its region markers.
struct GeneratedBlocks {
    /// Where the counted files are read from.
    let files: RepositoryFiles

    /// The block called `name`, or `nil` when there is no such generator.
    func text(named name: String) -> String? {
        switch name {
        case "lines-of-code": linesOfCode(of: MigrationVersion.all)
        case "list-lines-of-code": linesOfCode(of: MigrationVersion.list)
        case "framework-size": frameworkSize()
        case "step-costs": stepCosts(of: MigrationVersion.all)
        case "list-step-costs": stepCosts(of: MigrationVersion.list)
        case "test-sizes": testSizes()
        case "ceremony": ceremony()
        default: nil
        }
    }

    /// The count called `name`, for a number a sentence claims (see ``DocNumber``), or `nil` when there is none.
    ///
    /// A sentence that states a size of the code marks it, so that prose cannot drift either.
    func count(named name: String) -> Int? {
        switch name {
        case "mvp-view-calls": functionCount(in: "Sources/CirclesMVP/CreateOrEditCircleContract.swift", of: "View")
        case "step3-view-calls":
            functionCount(in: "Migration/Step3-TranslateViewInteractions/CreateOrEditCircleContract.swift", of: "View")
        case "mvikit-files": files.files(in: "Sources/MviKit", withExtension: "swift").count
        case "mvikit-lines": MigrationVersion.codeLineCount(of: "Sources/MviKit", in: files)
        case "container-lines":
            MigrationVersion.codeLines(of: files.text(at: "Sources/MviKit/MviContainer.swift") ?? "").count
        case "channel-lines":
            MigrationVersion.codeLines(of: files.text(at: "Sources/MviKit/StateChannel.swift") ?? "").count
        case "mvikit-testing-lines": MigrationVersion.codeLineCount(of: "Sources/MviKitTesting", in: files)
        case "versions": MigrationVersion.all.count
        case "list-versions": MigrationVersion.list.count
        case "list-steps": MigrationVersion.list.count - 1
        case "form-steps": MigrationVersion.all.count - 1
        case "list-view-calls":
            functionCount(in: "Sources/CirclesMVP/CirclesList/CirclesListContract.swift", of: "View")
        case "list-presenter-tests":
            testCount(in: "Tests/CirclesMVPTests/CirclesList", files: ["CirclesListPresenterTests.swift"])
        case "list-step0-lines": MigrationVersion.list[0].codeLineCount(in: files)
        case "list-lines-added": totalCost(of: MigrationVersion.list).added
        case "list-lines-removed": totalCost(of: MigrationVersion.list).removed
        case "form-lines-added": totalCost(of: MigrationVersion.all).added
        case "form-lines-removed": totalCost(of: MigrationVersion.all).removed
        case "mvp-presenter-tests": testCount(in: "Tests/CirclesMVPTests", files: Self.legacyTestFiles)
        case "step1-state-fields":
            lineCount(in: "Migration/Step1-TranslateContract/CreateOrEditState.swift", startingWith: "public let ")
        case "step1-side-effects":
            lineCount(in: "Migration/Step1-TranslateContract/CreateOrEditSideEffect.swift", startingWith: "case ")
        case "mvi-with-copies":
            lineCount(in: "Sources/CirclesMVI/CreateOrEditState.swift", startingWith: "public func with")
        case "bridge-lines":
            MigrationVersion.codeLines(
                of: files.text(at: "Migration/Step3-TranslateViewInteractions/LegacyViewBridge.swift") ?? ""
            ).count
        case "random-sessions":
            constant("defaultCount", in: "Tests/CirclesAppTests/RandomSessionPlan.swift")
        case "input-read-ahead": constant("readAhead", in: "Sources/CirclesApp/InputLines.swift")
        case "name-characters": constant("maximumNameLength", in: Self.nameRule)
        case "name-bytes": constant("maximumNameBytes", in: Self.nameRule)
        case "ci-random-sessions": randomSessionCount(inCIStep: "swift test")
        case "ci-sanitizer-random-sessions":
            randomSessionCount(inCIStep: "swift test --sanitize=thread --scratch-path .build-tsan")
        default: versionCount(named: name)
        }
    }

    /// The file holding the name rule's limits.
    private static let nameRule = "Sources/CirclesDomain/ShouldAllowFormSubmissionUseCase.swift"

    /// The whole number a `static let NAME = N` line sets in the file at `path`, public or not; `nil` when there is none.
    private func constant(_ name: String, in path: String) -> Int? {
        let prefix = "static let \(name) = "
        return files.text(at: path)?.split(separator: "\n").lazy
            .map { $0.trimmingPrefix(while: \.isWhitespace) }
            .map { $0.hasPrefix("public ") ? $0.dropFirst("public ".count) : $0 }
            .first { $0.hasPrefix(prefix) }
            .flatMap { Int($0.dropFirst(prefix.count).filter { $0 != "_" }) }
    }

    /// The `CIRCLES_RANDOM_SESSIONS` that `.ci/run` sets for `command`, which is the rest of that line.
    private func randomSessionCount(inCIStep command: String) -> Int? {
        let setting = "CIRCLES_RANDOM_SESSIONS="
        let lines = files.text(at: ".ci/run")?.split(separator: "\n") ?? []
        for line in lines where line.hasPrefix(setting) {
            let words = line.dropFirst(setting.count).split(separator: " ", maxSplits: 1)
            if words.count == 2, words[1] == command { return Int(words[0]) }
        }
        return nil
    }

    /// The legacy presenter's test files, which every version keeps under the same names.
    static let legacyTestFiles = [
        "CreateOrEditCirclePresenterTests.swift", "EditAndDeletePresenterTests.swift", "ExitPresenterTests.swift",
    ]

    /// The lines of code of one version, named `stepN-lines`.
    private func versionCount(named name: String) -> Int? {
        guard name.hasPrefix("step"), name.hasSuffix("-lines"), let step = Int(name.dropFirst(4).dropLast(6)),
            let version = MigrationVersion.all.first(where: { $0.step == step })
        else { return nil }
        return version.codeLineCount(in: files)
    }

    /// How many `@Test` attributes the named files in `folder` hold together; `nil` when one is missing.
    private func testCount(in folder: String, files names: [String]) -> Int? {
        var count = 0
        for name in names {
            guard let text = files.text(at: "\(folder)/\(name)") else { return nil }
            count += text.split(separator: "\n").count { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("@Test") }
        }
        return count
    }

    /// How many lines of the file at `path` start with `prefix` once indented; `nil` when there is no such file.
    private func lineCount(in path: String, startingWith prefix: String) -> Int? {
        files.text(at: path).map { text in
            text.split(separator: "\n").count { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix(prefix) }
        }
    }

    /// How many `func` requirements the protocol `name` declares in the file at `path`.
    private func functionCount(in path: String, of name: String) -> Int? {
        guard let text = files.text(at: path), let start = text.range(of: "protocol \(name)") else { return nil }
        var depth = 0
        var count = 0
        for line in text[start.lowerBound...].split(separator: "\n") {
            if line.trimmingPrefix(while: \.isWhitespace).hasPrefix("func ") { count += 1 }
            depth += line.count { $0 == "{" } - line.count { $0 == "}" }
            if depth == 0, line.contains("}") { break }
        }
        return count
    }

    /// The behaviours whose tests the testing guide compares, the region each version's test is in, and its file,
    /// which has the same name in every version.
    static let comparedTests: [(behaviour: String, region: String, file: String)] = [
        ("delete succeeds", "delete-succeeds-test", "EditAndDeletePresenterTests.swift"),
        ("delete fails", "delete-fails-test", "EditAndDeletePresenterTests.swift"),
        ("create succeeds", "create-succeeds-test", "CreateOrEditCirclePresenterTests.swift"),
    ]

    /// The region of `version`'s test of the compared behaviour at `index`.
    static func testRegion(_ index: Int, of version: MigrationVersion) -> SourceRegion.Reference {
        let compared = comparedTests[index]
        return SourceRegion.Reference(path: "\(version.testFolder)/\(compared.file)", name: compared.region)
    }

    private func linesOfCode(of versions: [MigrationVersion]) -> String {
        let rows = versions.map { version in
            [
                "step \(version.step)", version.folder, "\(version.swiftFiles(in: files).count)",
                "\(version.codeLineCount(in: files))",
            ]
        }
        return Self.table([["step", "folder", "files", "lines of code"]] + rows)
    }

    private func frameworkSize() -> String {
        let rows = ["Sources/MvpKit", "Sources/MviKit", "Sources/MviKitTesting"].map { folder in
            [
                folder, "\(files.files(in: folder, withExtension: "swift").count)",
                "\(MigrationVersion.codeLineCount(of: folder, in: files))",
            ]
        }
        return Self.table([["framework", "files", "lines of code"]] + rows)
    }

    private func stepCosts(of versions: [MigrationVersion]) -> String {
        let rows = zip(versions, versions.dropFirst()).map { old, new in
            let cost = stepCost(from: old, to: new)
            return ["\(old.step) → \(new.step)", "\(cost.files)", "+\(cost.added)", "-\(cost.removed)"]
        }
        return Self.table([["step", "files changed", "lines added", "lines removed"]] + rows)
    }

    /// What one step changed in its code, counted as `Migration/diff-steps.sh` prints it: every line
    /// of every Swift file, comments and blank lines included.
    func stepCost(from old: MigrationVersion, to new: MigrationVersion) -> (files: Int, added: Int, removed: Int) {
        let names = Set(old.swiftFiles(in: files) + new.swiftFiles(in: files)).sorted()
        let diffs = names.map { name in
            RegionDiff(old: fileText(of: "\(old.folder)/\(name)"), new: fileText(of: "\(new.folder)/\(name)"))
        }
        return (
            diffs.count { $0.addedCount + $0.removedCount > 0 }, diffs.map(\.addedCount).reduce(0, +),
            diffs.map(\.removedCount).reduce(0, +)
        )
    }

    /// What every step of `versions` changed together, as their `diff-steps.sh` runs print it.
    private func totalCost(of versions: [MigrationVersion]) -> (added: Int, removed: Int) {
        zip(versions, versions.dropFirst()).map { stepCost(from: $0, to: $1) }.reduce((0, 0)) {
            ($0.0 + $1.added, $0.1 + $1.removed)
        }
    }

    private func testSizes() -> String {
        let header =
            ["behaviour".padding(toLength: 17, withPad: " ", startingAt: 0)]
            + MigrationVersion.all.map { "step \($0.step)" }
        let rows = Self.comparedTests.indices.map { index in
            [Self.comparedTests[index].behaviour.padding(toLength: 17, withPad: " ", startingAt: 0)]
                + MigrationVersion.all.map { version in
                    let region = Self.testRegion(index, of: version)
                    let size = files.text(at: region.path).flatMap {
                        try? SourceRegion.named(region.name, in: $0).get().nonBlankLineCount
                    }
                    return (size.map(String.init) ?? "-").leftPadded(to: 6)
                }
        }
        return ([header] + rows).map { $0.joined(separator: "  ") }.joined(separator: "\n")
    }

    /// Files that exist only because of MVI's ceremony, or of the migration's scaffolding.
    static let ceremonyFiles = [
        "Sources/CirclesMVI/FormViewModel.swift",
        "Sources/CirclesMVI/MviScope+Committing.swift",
        "Migration/Step3-TranslateViewInteractions/LegacyViewBridge.swift",
    ]

    private func ceremony() -> String {
        let rows = Self.ceremonyFiles.map { path in
            [path, "\(MigrationVersion.codeLines(of: files.text(at: path) ?? "").count)"]
        }
        return Self.table([["file", "lines of code"]] + rows)
    }

    /// The text of the file at `path` without its last line's new line, as `diff` reads lines;
    /// empty when there is no such file.
    private func fileText(of path: String) -> String {
        let text = files.text(at: path) ?? ""
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Rows as aligned columns, two spaces apart; columns of numbers align to the right.
    private static func table(_ rows: [[String]]) -> String {
        let columns = rows[0].indices
        let widths = columns.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let isNumeric = columns.map { column in
            rows.dropFirst().allSatisfy { $0[column].allSatisfy { "0123456789+-".contains($0) } }
        }
        return rows.map { row in
            columns.map { column in
                isNumeric[column]
                    ? row[column].leftPadded(to: widths[column])
                    : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingSuffix()
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string with spaces in front, `width` characters at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    /// The string without the spaces a last, left-aligned column was padded with.
    fileprivate func trimmingSuffix() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
