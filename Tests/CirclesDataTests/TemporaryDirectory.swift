import Foundation

/// Runs `body` with a new, empty folder that is removed afterwards, whatever happens.
///
/// Each test gets its own folder, so that tests running in parallel never
/// share a store file.
func withTemporaryDirectory<Result>(
    _ body: (URL) async throws -> Result
) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appending(component: "circles-data-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// The names in `directory`, sorted, to compare a whole folder at once.
func contentsOfDirectory(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
        .sorted()
}
