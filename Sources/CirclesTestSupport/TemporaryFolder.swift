import Foundation

/// Runs `body` with a new, empty folder that is removed afterwards, whatever happens.
///
/// Each test gets its own folder, so tests running in parallel never share a store.
/// The body runs in the caller's isolation, so a main-actor test can drive a session in it.
public func withTemporaryFolder<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> Result
) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appending(component: "circles-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

extension URL {
    /// The file system path, without percent escapes, as a command line and error messages spell it.
    public var filePath: String { path(percentEncoded: false) }
}

/// The names in `folder`, sorted, to compare a whole folder at once.
public func contentsOfFolder(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.filePath).sorted()
}
