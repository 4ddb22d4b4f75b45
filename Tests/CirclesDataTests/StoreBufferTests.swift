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
    private static func read(_ text: [UInt8], into buffer: StoreBuffer, comparing: Bool = true) async throws -> Bool {
        try await withTemporaryDirectory { directory in
            let url = directory.appending(component: "file")
            try Data(text).write(to: url)
            let descriptor = open(url.path(percentEncoded: false), O_RDONLY)
            defer { close(descriptor) }
            return try buffer.read(descriptor, upTo: 1 << 30, comparing: comparing)
        }
    }

    private static let large = (0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    @Test(
        "A file read after another is called unchanged only when it is byte for byte the same, and is then held",
        arguments: [
            ("same", large, false),
            ("first byte differs", [large[0] &+ 1] + large.dropFirst(), true),
            ("a byte in the second chunk differs", Array(large.prefix(300_000)) + [9] + large.dropFirst(300_001), true),
            ("last byte differs", large.dropLast() + [large[large.count - 1] &+ 1], true),
            ("one byte shorter", Array(large.dropLast()), true),
            ("one byte longer", large + [1], true),
            ("empty", [], true),
        ] as [(String, [UInt8], Bool)])
    func comparing(name: String, next: [UInt8], changed: Bool) async throws {
        let buffer = StoreBuffer()
        _ = try await Self.read(Self.large, into: buffer)

        let differs = try await Self.read(next, into: buffer)

        #expect(differs == changed, "\(name)")
        #expect(Array(buffer.bytes) == next, "\(name)")
    }

    @Test("Without comparing, any file counts as changed, the same one included")
    func notComparing() async throws {
        let buffer = StoreBuffer()
        _ = try await Self.read(Self.large, into: buffer)

        #expect(try await Self.read(Self.large, into: buffer, comparing: false))
        #expect(Array(buffer.bytes) == Self.large)
    }

    @Test("A file larger than the limit is refused from its size alone")
    func tooLarge() async throws {
        try await withTemporaryDirectory { directory in
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
