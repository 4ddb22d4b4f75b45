import CirclesData
import Testing

/// A path kept as the bytes it was given: its parts, and how a message shows it.
@Suite("FileSystemPath: a path as bytes")
struct FileSystemPathTests {
    @Test(
        "A message shows the UTF-8 of a path as it stands, and each byte that is not UTF-8 as \\x{…}",
        arguments: [
            ([0xE9] + Array(".json".utf8), #"\x{E9}.json"#), (Array("café/ü.json".utf8), "café/ü.json"),
            ([0x61, 0xE2, 0x82], #"a\x{E2}\x{82}"#), ([0xED, 0xA0, 0x80], #"\x{ED}\x{A0}\x{80}"#),
        ] as [([UInt8], String)])
    func description(bytes: [UInt8], shown: String) throws {
        let path = try #require(FileSystemPath(bytes: bytes))

        #expect(path.description == shown)
    }

    @Test("The folder and the name are split at the last slash, whatever bytes surround it")
    func parts() throws {
        let path = try #require(FileSystemPath(bytes: Array("/data/".utf8) + [0xE9, 0x2F, 0xFF]))

        #expect(path.folder == FileSystemPath(bytes: Array("/data/".utf8) + [0xE9]))
        #expect(path.name == [0xFF])
        #expect(path.appending(".lock").name == [0xFF] + Array(".lock".utf8))
        #expect(FileSystemPath("/x").folder == FileSystemPath("/"))
        #expect(FileSystemPath("x").folder == FileSystemPath("."))
        #expect(FileSystemPath(bytes: [0x61, 0]) == nil)
    }
}
