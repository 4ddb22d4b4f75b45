import CirclesTestSupport
import Foundation
import Testing

@testable import CirclesData

#if canImport(Glibc)
    import Glibc
#endif

/// The buffer a repository keeps the store's bytes in: it tells a changed file from an unchanged one, and always ends
/// up holding the file.
@Suite("StoreBuffer")
struct StoreBufferTests {
    /// Reads `text` through `buffer`, as a file, and returns whether it differed.
    private static func read(_ text: Data, into buffer: StoreBuffer, comparing: Bool = true) async throws -> Bool {
        try await withTemporaryFolder { directory in
            let url = directory.appending(component: "file")
            try text.write(to: url)
            let descriptor = open(url.path(percentEncoded: false), O_RDONLY)
            defer { close(descriptor) }
            return try buffer.read(descriptor, upTo: 1 << 30, comparing: comparing)
        }
    }

    /// More than two of the chunks a comparison reads at a time.
    private static let large = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    /// `large` with the byte at `index` changed.
    private static func large(changedAt index: Int) -> Data {
        var changed = large
        changed[index] &+= 1
        return changed
    }

    @Test(
        "A file read after another is called unchanged only when it is byte for byte the same, and is then held",
        arguments: [
            ("same", large, false),
            ("first byte differs", large(changedAt: 0), true),
            ("a byte in the second chunk differs", large(changedAt: 300_000), true),
            ("last byte differs", large(changedAt: large.count - 1), true),
            ("one byte shorter", large.dropLast(), true),
            ("one byte longer", large + [1], true),
            ("empty", Data(), true),
        ] as [(String, Data, Bool)])
    func comparing(name: String, next: Data, changed: Bool) async throws {
        let buffer = StoreBuffer()
        _ = try await Self.read(Self.large, into: buffer)

        let differs = try await Self.read(next, into: buffer)

        #expect(differs == changed, "\(name)")
        #expect(Data(buffer.bytes) == next, "\(name)")
    }

    @Test("Without comparing, any file counts as changed, the same one included")
    func notComparing() async throws {
        let buffer = StoreBuffer()
        _ = try await Self.read(Self.large, into: buffer)

        #expect(try await Self.read(Self.large, into: buffer, comparing: false))
        #expect(Data(buffer.bytes) == Self.large)
    }

    @Test("A file larger than the limit is refused from its size alone")
    func tooLarge() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.appending(component: "file").path(percentEncoded: false)
            let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
            defer { close(descriptor) }
            #expect(ftruncate(descriptor, 4 << 30) == 0)

            #expect(throws: FileProblem.tooLarge(limit: 1 << 20)) {
                try StoreBuffer().read(descriptor, upTo: 1 << 20, comparing: false)
            }
        }
    }
}
