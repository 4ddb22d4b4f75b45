import CirclesDomain
import Foundation
import Testing

@testable import CirclesData

/// The store's JSON, read and written by hand: what it keeps exactly, what it refuses, and that any nesting is safe.
@Suite("CirclesStoreDocument: reading and writing the file")
struct StoreDocumentTests {
    private static func store(circles: String = "", extra: String = "") -> String {
        #"{\#(extra)"format": "circles-store", "version": 1, "nextId": 1, "circles": [\#(circles)]}"#
    }

    private static func read(_ text: String) throws(CirclesStoreError) -> CircleCollection {
        try read(bytes: Array(text.utf8))
    }

    private static func read(bytes: [UInt8]) throws(CirclesStoreError) -> CircleCollection {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(CirclesStoreError) in try CirclesStoreDocument.collection(decoding: raw, path: "s") }
        }.get()
    }

    private static func written(_ collection: CircleCollection) -> String {
        String(decoding: CirclesStoreDocument.encoded(collection), as: UTF8.self)
    }

    @Test("Unknown fields come back byte for byte: a 64-bit integer, -0.0, an unpaired surrogate, a repeated key")
    func unknownFieldsKeptExactly() throws {
        let fields = [
            #""big" : 18446744073709551615"#, #""huge" : 1E400"#, #""zero" : -0.0"#, #""sur" : "\ud800x""#,
            #""twice" : {"a": 1, "a": 2}"#, #""escaped" : "caf\u00e9 \/ \"q\"""#,
        ]
        let text = Self.store(
            circles: #"{"id": "a", "name": "A", "#
                + fields.map { $0.replacingOccurrences(of: " : ", with: ": ") }.joined(separator: ", ") + "}",
            extra: fields.map { $0.replacingOccurrences(of: " : ", with: ": ") }.joined(separator: ", ") + ", ")

        var collection = try Self.read(text)
        _ = try collection.create(.init(circleName: "Hikers"))
        let output = Self.written(collection)

        for field in fields {
            #expect(output.contains("  " + field + ",\n") || output.contains("  " + field + "\n"), "\(field)")
            #expect(output.contains("      " + field), "\(field) in the circle")
        }
        #expect(try Self.read(output).circles.map(\.name) == ["A", "Hikers"])
    }

    @Test("A store holding nothing unknown is written as Foundation's JSONEncoder writes it, pretty and sorted")
    func layoutMatchesJSONEncoder() throws {
        struct Plain: Encodable {
            struct Circle: Encodable {
                var coverPhoto: String?
                var id: String
                var name: String
            }
            var circles: [Circle]
            var format = "circles-store"
            var nextId: Int
            var version = 1
        }
        let circles = [
            CircleConfigModel(id: "a", name: #"Quote " and \ and / and é"#, coverPhoto: "https://x.test/a.jpg"),
            CircleConfigModel(id: "b", name: "B"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let plain = Plain(
            circles: circles.map { .init(coverPhoto: $0.coverPhoto, id: $0.id, name: $0.name) }, nextId: 7)

        let output = Self.written(CircleCollection(circles: circles, nextIdNumber: 7))

        #expect(output == String(decoding: try encoder.encode(plain), as: UTF8.self) + "\n")
    }

    @Test(
        "A field written twice where the program reads is refused, naming it, however its key is spelt",
        arguments: [
            (store(extra: #""nextId": 2, "#), #"it has "nextId" twice"#),
            (store(extra: #""x": 1, "x": 2, "#), #"it has "x" twice"#),
            (store(circles: #"{"id": "a", "name": "A", "name": "B"}"#), #"circles[0] has "name" twice"#),
            (store(circles: #"{"id": "a", "name": "A", "n\u0061me": "B"}"#), #"circles[0] has "name" twice"#),
            (store(circles: #"{"id": "a", "name": "A", "m": 1, "m": 1}"#), #"circles[0] has "m" twice"#),
        ])
    func repeatedKeysRefused(text: String, reason: String) {
        #expect(throws: CirclesStoreError.corrupt(path: "s", reason: reason)) { try Self.read(text) }
    }

    @Test("Keys that differ, one a lone surrogate escape and one a backslash before the same letters, are two keys")
    func loneSurrogateKeyIsItsOwn() throws {
        let fields = [#""\ud800" : 1"#, #""\\ud800" : 2"#, #""\udc00" : 3"#, #""\ufffd" : 4"#]
        let text = Self.store(extra: fields.map { $0.replacingOccurrences(of: " : ", with: ": ") + ", " }.joined())

        let output = Self.written(try Self.read(text))

        for field in fields { #expect(output.contains("\n  " + field), "\(field)") }
    }

    @Test(
        "Among a thousand unknown keys out of order, a repeated one is found, however it is escaped",
        arguments: [#""k500""#, #""k\u003500""#, nil])
    func repeatedAmongMany(repeated: String?) throws {
        let keys = (1...1_000).reversed().map { "\"k\($0)\": \($0), " }.joined()
        let text = Self.store(extra: keys + (repeated.map { "\($0): 0, " } ?? ""))

        if repeated != nil {
            #expect(throws: CirclesStoreError.corrupt(path: "s", reason: #"it has "k500" twice"#)) {
                try Self.read(text)
            }
        } else {
            let output = Self.written(try Self.read(text))
            let written = output.split(separator: "\n").filter { $0.hasPrefix("  \"k") }.map {
                $0.split(separator: "\"")[1]
            }
            #expect(written == (1...1_000).map { "k\($0)" }.sorted().map { Substring($0) })
        }
    }

    @Test(
        "version and nextId are whole numbers however JSON writes them: 1, 1.0 and 1e0 alike; 1.5 is refused",
        arguments: [
            ("1.0", "1.0", nil), ("1e0", "10E-1", nil),
            ("1.5", "1", "version 1.5 is not a whole number between -9007199254740992 and 9007199254740992"),
            ("1", "2.5", "nextId 2.5 is not a whole number between 1 and 9007199254740992"),
        ] as [(String, String, String?)])
    func wholeNumbers(version: String, nextId: String, refusal: String?) throws {
        let text = #"{"format": "circles-store", "version": \#(version), "nextId": \#(nextId), "circles": []}"#

        if let refusal {
            #expect(throws: CirclesStoreError.corrupt(path: "s", reason: refusal)) { try Self.read(text) }
        } else {
            #expect(try Self.read(text).nextIdNumber == 1)
        }
    }

    @Test("An unpaired surrogate in a field the program reads is refused, naming the field")
    func surrogateInKnownField() {
        let text = Self.store(circles: #"{"id": "a", "name": "A\udc00"}"#)

        let reason = #"circles[0].name holds half a surrogate pair (an unpaired \uD800-\uDFFF escape)"#
        #expect(throws: CirclesStoreError.corrupt(path: "s", reason: reason)) { try Self.read(text) }
    }

    @Test("Escapes in read text are decoded, a surrogate pair included")
    func escapesDecoded() throws {
        let text = Self.store(circles: #"{"id": "a\/b", "name": "Caf\u00e9 \ud83d\ude00 \"x\""}"#)

        let circle = try #require(try Self.read(text).circles.first)

        #expect(circle == CircleConfigModel(id: "a/b", name: "Café 😀 \"x\""))
    }

    @Test(
        "Any depth of nesting in an unknown field is read and written back, without the stack",
        arguments: [512, 100_000])
    func deepNesting(depth: Int) throws {
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var collection = try Self.read(Self.store(extra: #""deep": \#(deep), "#))

        _ = try collection.create(.init(circleName: "Hikers"))

        let output = Array(CirclesStoreDocument.encoded(collection))
        let key = Array(#""deep" : "#.utf8)
        let start = try #require(output.indices.first { output[$0...].starts(with: key) })
        #expect(output[(start + key.count)...].starts(with: Array(deep.utf8) + [UInt8(ascii: ",")]))
    }

    @Test(
        "Bytes that are not one JSON text in UTF-8 are refused as not valid JSON",
        arguments: [
            "{", "{}}", #"{"a" 1}"#, "[1,]", "[01]", "[1.]", "[.5]", "[1e]", "[-]", "[+1]", #"["\x"]"#, #"["\u12G4"]"#,
            "[\"\u{1}\"]", "[tru]", "[nul]", "{} x", "[1] [2]", "",
        ])
    func notJSON(text: String) {
        let reason = text.isEmpty ? "the file is empty" : "it is not valid JSON"
        #expect(throws: CirclesStoreError.corrupt(path: "s", reason: reason)) { try Self.read(text) }
    }

    @Test(
        "Byte sequences that are not UTF-8 are refused, even inside a string of an unknown field",
        arguments: [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF]])
    func notUTF8(sequence: [UInt8]) {
        let bytes = Array(#"{"x": ""#.utf8) + sequence + Array(#"", "format": "circles-store"}"#.utf8)

        #expect(throws: CirclesStoreError.corrupt(path: "s", reason: "it is not valid JSON")) {
            try Self.read(bytes: bytes)
        }
    }

    @Test(
        "A repeated id is found among many, the first repeated in file order named; ids are compared by their bytes, as keys are",
        arguments: [
            (["a", "b", "c"], nil), (["x", "a", "b", "a", "x"], "a"), (["caf\u{E9}", "cafe\u{301}"], nil),
            (["caf\u{E9}", "cafe\u{301}", "caf\u{E9}"], "caf\u{E9}"),
            ((1...20_000).map { "circle-\($0)" } + ["circle-7"], "circle-7"),
            ((1...20_000).map { "circle-\($0)" }, nil),
        ] as [([String], String?)])
    func repeatedIds(ids: [String], repeated: String?) {
        let circles = ids.map { CircleConfigModel(id: $0, name: "N") }

        #expect(StoreDocumentReader.firstRepeatedId(in: circles) == repeated)
    }

    @Test(
        "The shortcut for plain ASCII names accepts only names the name rule accepts",
        arguments: [
            "A", "Book club", String(repeating: "x", count: 50), String(repeating: "x", count: 51), " A", "A ", "  ",
            "a~b!c", "Tab\there", "\u{7F}", "Café",
        ])
    func plainNameShortcut(name: String) {
        if StoreDocumentReader.isPlainName(name) {
            #expect(ShouldAllowFormSubmissionUseCase.problem(withName: name) == nil)
        }
        #expect(
            StoreDocumentReader.isPlainName(name)
                == ["A", "Book club", String(repeating: "x", count: 50), "a~b!c"].contains(name))
    }
}
