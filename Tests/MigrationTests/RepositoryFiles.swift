import Foundation

/// The repository's files as the docs tests read them: paths relative to the root, text as UTF-8.
struct RepositoryFiles: Sendable {
    /// The repository's root folder.
    let root: URL

    /// The checkout this test file belongs to, two folders above it.
    static let checkout = RepositoryFiles(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())

    /// The text of the file at `path`, or `nil` when there is none.
    func text(at path: String) -> String? {
        guard let data = try? Data(contentsOf: root.appending(path: path)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Replaces the file at `path` with `text`, atomically.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appending(path: path), options: .atomic)
    }

    /// Every Markdown document a reader is pointed at: the README, every step's README, and docs/.
    func documents() -> [String] {
        var paths = ["README.md", "Migration/README.md"]
        paths += subfolders(of: "Migration").map { "Migration/\($0)/README.md" }
        paths += files(in: "docs", withExtension: "md").map { "docs/\($0)" }
        return paths.filter { text(at: $0) != nil }
    }

    /// The relative paths of the Swift files under `folder`, recursively, sorted.
    func swiftFiles(under folder: String) -> [String] {
        let base = root.appending(path: folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let prefix = base.standardizedFileURL.path(percentEncoded: false)
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { folder + "/" + $0.standardizedFileURL.path(percentEncoded: false).dropFirst(prefix.count + 1) }
            .sorted()
    }

    /// The names of the folders directly inside `folder`, sorted.
    func subfolders(of folder: String) -> [String] {
        entries(of: folder).filter { name in
            var isFolder: ObjCBool = false
            let path = root.appending(path: "\(folder)/\(name)").path(percentEncoded: false)
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The names of the files directly inside `folder` that end in `.pathExtension`, sorted.
    func files(in folder: String, withExtension pathExtension: String) -> [String] {
        entries(of: folder).filter { $0.hasSuffix("." + pathExtension) }
    }

    private func entries(of folder: String) -> [String] {
        let path = root.appending(path: folder).path(percentEncoded: false)
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
