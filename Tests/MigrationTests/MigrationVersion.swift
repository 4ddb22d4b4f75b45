/// One version of a screen in the migration's order, with where its code and tests live.
struct MigrationVersion: Sendable {
    /// The step number: for the form 0 is the legacy MVP version and 7 the final MVI version; the
    /// list's versions are steps 0, 1, 2, 4 and 6, as it merges 3 with 4 and 5 with 6.
    let step: Int
    /// The folder holding the version's own Swift files (not its tests).
    let folder: String
    /// The folder holding its presenter tests.
    let testFolder: String

    /// Every version, step 0 to step 7.
    static let all: [MigrationVersion] = [
        MigrationVersion(step: 0, folder: "Sources/CirclesMVP", testFolder: "Tests/CirclesMVPTests"),
        step(1, "Step1-TranslateContract"),
        step(2, "Step2-ProcessingInBackground"),
        step(3, "Step3-TranslateViewInteractions"),
        step(4, "Step4-RefactorView"),
        step(5, "Step5-SingleSourceOfTruth"),
        step(6, "Step6-ViewModel"),
        MigrationVersion(step: 7, folder: "Sources/CirclesMVI", testFolder: "Tests/CirclesMVITests"),
    ]

    /// Every version of the list of all circles, whose legacy and final code sit in a folder of their own
    /// inside the form's.
    static let list: [MigrationVersion] = [
        MigrationVersion(
            step: 0, folder: "Sources/CirclesMVP/CirclesList", testFolder: "Tests/CirclesMVPTests/CirclesList"),
        step(1, "List1-TranslateContract"),
        step(2, "List2-ProcessingInBackground"),
        step(4, "List4-RefactorView"),
        MigrationVersion(
            step: 6, folder: "Sources/CirclesMVI/CirclesList", testFolder: "Tests/CirclesMVITests/CirclesList"),
    ]

    private static func step(_ number: Int, _ folderName: String) -> MigrationVersion {
        MigrationVersion(step: number, folder: "Migration/\(folderName)", testFolder: "Migration/\(folderName)/Tests")
    }

    /// The same file in every version of its screen, `path` included: for a file of a version's code
    /// or tests, the path at the same place in each version's folder; for any other file, `path` alone.
    static func counterparts(of path: String) -> [String] {
        if let listed = counterparts(of: path, among: list) { return listed }
        return counterparts(of: path, among: all) ?? [path]
    }

    private static func counterparts(of path: String, among all: [MigrationVersion]) -> [String]? {
        for version in all {
            for (folder, pick) in [(version.testFolder, \MigrationVersion.testFolder), (version.folder, \.folder)]
            where path.hasPrefix(folder + "/") {
                let relative = path.dropFirst(folder.count + 1)
                return all.map { "\($0[keyPath: pick])/\(relative)" }
            }
        }
        return nil
    }

    /// The version's Swift files, by name, directly in its folder.
    func swiftFiles(in files: RepositoryFiles) -> [String] {
        files.files(in: folder, withExtension: "swift")
    }

    /// The lines of code in the version's own files (see ``swiftFiles(in:)``).
    func codeLineCount(in files: RepositoryFiles) -> Int {
        swiftFiles(in: files).reduce(0) { total, name in
            total + Self.codeLines(of: files.text(at: "\(folder)/\(name)") ?? "").count
        }
    }

    /// The lines of code in `text`: lines that hold something other than a comment.
    static func codeLines(of text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }

    /// The lines of code in every Swift file directly in `folder`.
    static func codeLineCount(of folder: String, in files: RepositoryFiles) -> Int {
        files.files(in: folder, withExtension: "swift").reduce(0) { total, name in
            total + codeLines(of: files.text(at: "\(folder)/\(name)") ?? "").count
        }
    }
}
