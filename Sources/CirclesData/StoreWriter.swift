/// The bytes of a store file as this program writes them, built up field by field.
///
/// Pretty-printed with sorted keys and a final new line, so a person can read
/// and diff the file: the layout Foundation's `JSONEncoder` gives with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`, keys sorted
/// by their UTF-8 bytes. Unknown fields are written as they were read.
///
/// A store may hold a million circles, and a save writes them all, so the
/// bytes go straight into the repository's ``StoreBuffer``, made large enough
/// for them beforehand; text without an escape is copied whole, and a
/// circle's fields are merged with its unknown ones (which the reader keeps
/// sorted) rather than sorted again.
struct StoreWriter {
    private let buffer: StoreBuffer

    /// A field this program writes, by its key.
    private struct KnownField {
        let key: StaticString
        let write: (inout StoreWriter) -> Void
    }

    /// Writes the whole file for `collection` into `buffer`, replacing what it held.
    static func write(_ collection: CircleCollection, into buffer: StoreBuffer) {
        buffer.removeAll()
        buffer.reserve(expectedSize(of: collection))
        var writer = StoreWriter(buffer: buffer)
        let known = [
            KnownField(key: "circles") { $0.appendCircles(collection) },
            KnownField(key: "format") { $0.appendString(CirclesStoreDocument.formatMarker) },
            KnownField(key: "nextId") { $0.appendNumber(collection.nextIdNumber) },
            KnownField(key: "version") { $0.appendNumber(CirclesStoreDocument.supportedVersion) },
        ]
        writer.append("{\n")
        writer.appendFields(known, merging: collection.unknownFields.documentFields, of: collection, indentation: "  ")
        writer.append("\n}\n")
    }

    /// The size of the file for `collection` when no text needs an escape; a little more when some does.
    private static func expectedSize(of collection: CircleCollection) -> Int {
        var size = 256 + collection.unknownFields.byteCount + collection.unknownFields.count * 12
        for circle in collection.circles {
            size +=
                64 + circle.id.utf8.count + circle.name.utf8.count + (circle.coverPhoto.map { $0.utf8.count + 24 } ?? 0)
        }
        return size
    }

    /// Appends `known`, sorted, and the `unknown` fields of `collection` in one sorted run, one a line after
    /// `indentation`.
    private mutating func appendFields(
        _ known: [KnownField],
        merging unknown: Range<Int>,
        of collection: CircleCollection,
        indentation: StaticString
    ) {
        let fields = collection.unknownFields
        let unknown = fields.sorted(unknown)
        var knownIndex = 0
        var unknownIndex = 0
        while knownIndex < known.count || unknownIndex < unknown.count {
            if knownIndex + unknownIndex > 0 { append(",\n") }
            append(indentation)
            if knownIndex < known.count,
                unknownIndex == unknown.count || !fields.key(of: unknown[unknownIndex], precedes: known[knownIndex].key)
            {
                append("\"")
                append(known[knownIndex].key)
                append("\" : ")
                known[knownIndex].write(&self)
                knownIndex += 1
            } else {
                fields.withText(of: unknown[unknownIndex]) { key, value in
                    append(key)
                    append(" : ")
                    append(value)
                }
                unknownIndex += 1
            }
        }
    }

    private mutating func appendCircles(_ collection: CircleCollection) {
        guard !collection.circles.isEmpty else { return append("[\n\n  ]") }
        append("[\n")
        for index in collection.circles.indices {
            let circle = collection.circles[index]
            if index > 0 { append(",\n") }
            append("    {\n")
            let unknown = collection.unknownFields.fields(ofCircle: index)
            if !unknown.isEmpty {
                var known: [KnownField] = []
                if let cover = circle.coverPhoto {
                    known.append(KnownField(key: "coverPhoto") { $0.appendString(cover) })
                }
                known.append(KnownField(key: "id") { $0.appendString(circle.id) })
                known.append(KnownField(key: "name") { $0.appendString(circle.name) })
                appendFields(known, merging: unknown, of: collection, indentation: "      ")
            } else {
                if let cover = circle.coverPhoto {
                    append("      \"coverPhoto\" : ")
                    appendString(cover)
                    append(",\n")
                }
                append("      \"id\" : ")
                appendString(circle.id)
                append(",\n      \"name\" : ")
                appendString(circle.name)
            }
            append("\n    }")
        }
        append("\n  ]")
    }

    /// Appends `text` as a JSON string: quoted, `"` and `\` escaped, control characters written as escapes.
    private mutating func appendString(_ text: String) {
        append("\"")
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
            append(bytes)
            return true
        }
        if copied != true {
            for byte in text.utf8 {
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { appendEscape(of: byte) } else { append(byte) }
            }
        }
        append("\"")
    }

    private mutating func appendEscape(of byte: UInt8) {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
            let digits: StaticString = "0123456789abcdef"
            append("\\u00")
            append(digits.utf8Start[Int(byte >> 4)])
            append(digits.utf8Start[Int(byte & 0xF)])
        }
    }

    private mutating func appendNumber(_ number: Int) {
        append(Array(String(number).utf8))
    }

    private mutating func append(_ text: StaticString) {
        buffer.append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer.append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UnsafeRawBufferPointer(bytes))
    }

    private mutating func append(_ byte: UInt8) {
        buffer.append(byte)
    }
}
