/// A cursor over bytes that ``JSONSyntax`` found well formed, reading only the values the store needs.
///
/// Nothing is built that is not asked for: objects are walked member by
/// member, a value is skipped as a range of bytes, and a string is decoded
/// only when its text is wanted. Every read stays within the bytes, whatever
/// they hold, so a reader given bytes that were not checked returns wrong
/// answers but never reads outside them.
struct JSONReader {
    /// The kinds of value, told apart by their first byte.
    enum Kind: Equatable {
        case object
        case array
        case string
        case number
        case boolean
        case null
    }

    /// A string as written: where its content lies, between the quotes, and whether it holds an escape.
    struct StringToken {
        /// The bytes between the quotes.
        let content: Range<Int>
        /// Whether a backslash appears, so that the content is not the text as it stands.
        let hasEscapes: Bool
    }

    /// The bytes read.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next read starts.
    var position = 0

    /// A reader at the start of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The byte at `index`, or 0 past the end.
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// The kind of the value starting at the position, white space skipped.
    mutating func kind() -> Kind {
        skipWhitespace()
        switch byte(at: position) {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }

    /// Moves past the `{` or `[` that opens the container at the position.
    mutating func enterContainer() {
        skipWhitespace()
        position += 1
    }

    /// The key of the next member of the object being walked, the position then at its value; `nil`, past the `}`, when there is none.
    mutating func nextKey() -> StringToken? {
        guard nextItem(closing: UInt8(ascii: "}")) else { return nil }
        let key = string()
        skipWhitespace()
        position += 1  // The colon.
        skipWhitespace()
        return key
    }

    /// Whether the array being walked has another element, the position then at it; past the `]` when not.
    mutating func nextElement() -> Bool {
        nextItem(closing: UInt8(ascii: "]"))
    }

    private mutating func nextItem(closing: UInt8) -> Bool {
        skipWhitespace()
        if byte(at: position) == UInt8(ascii: ",") {
            position += 1
            skipWhitespace()
        }
        guard position < bytes.count, bytes[position] != closing else {
            position += 1
            return false
        }
        return true
    }

    /// Reads the string at the position and moves past it.
    mutating func string() -> StringToken {
        skipWhitespace()
        position += 1
        let start = position
        var hasEscapes = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1
            }
            position += 1
        }
        let end = min(position, bytes.count)
        position += 1
        return StringToken(content: start..<end, hasEscapes: hasEscapes)
    }

    /// Moves past the value at the position and returns the bytes it took, white space around it excluded.
    @discardableResult
    mutating func skipValue() -> Range<Int> {
        skipWhitespace()
        let start = position
        switch byte(at: position) {
        case UInt8(ascii: "\""):
            _ = string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    _ = string()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                default:
                    break
                }
                position += 1
                if depth == 0 { break }
            }
        default:
            while position < bytes.count, !Self.endsScalar(bytes[position]) {
                position += 1
            }
        }
        return start..<min(position, bytes.count)
    }

    /// The text of a string's content, escapes decoded; `nil` when an escape names half a surrogate pair alone.
    func text(of token: StringToken) -> String? {
        let content = UnsafeBufferPointer(rebasing: bytes[token.content])
        guard token.hasEscapes else { return String(decoding: content, as: UTF8.self) }
        let decoded = Self.decoded(content)
        return decoded.holdsLoneSurrogate ? nil : String(decoding: decoded.bytes, as: UTF8.self)
    }

    /// The bytes a string's `content` stands for, escapes decoded, and whether an escape named half a surrogate
    /// pair alone.
    ///
    /// Such a half is written as generalised UTF-8 writes it (`\uD800` as
    /// `ED A0 80`), which no valid UTF-8 holds: the result tells apart any
    /// two different strings, `"\uD800"` and `"\\uD800"` included, and
    /// for every other string it is its UTF-8.
    static func decoded(_ content: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], holdsLoneSurrogate: Bool) {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var holdsLoneSurrogate = false
        var index = 0
        while index < content.count {
            guard content[index] == UInt8(ascii: "\\"), index + 1 < content.count else {
                decoded.append(content[index])
                index += 1
                continue
            }
            let escaped = content[index + 1]
            index += 2
            guard escaped == UInt8(ascii: "u") else {
                decoded.append(unescaped(escaped))
                continue
            }
            var value = hexQuad(content, at: index)
            index += 4
            if (0xD800...0xDBFF).contains(value), index + 6 <= content.count, content[index] == UInt8(ascii: "\\"),
                content[index + 1] == UInt8(ascii: "u"), (0xDC00...0xDFFF).contains(hexQuad(content, at: index + 2))
            {
                value = 0x10000 + (value - 0xD800) << 10 + (hexQuad(content, at: index + 2) - 0xDC00)
                index += 6
            }
            if let scalar = Unicode.Scalar(value) {
                UTF8.encode(scalar) { decoded.append($0) }
            } else {
                holdsLoneSurrogate = true
                decoded += [0xE0 | UInt8(value >> 12), 0x80 | UInt8(value >> 6 & 0x3F), 0x80 | UInt8(value & 0x3F)]
            }
        }
        return (decoded, holdsLoneSurrogate)
    }

    /// The number four hexadecimal digits at `index` write; digits past the end count as 0.
    private static func hexQuad(_ content: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            let digit = offset < content.count ? Self.hexValue(content[offset]) ?? 0 : 0
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Whether the UTF-8 at `range`, which holds no escape, encodes a control character: DEL or one of C1.
    ///
    /// C0 characters cannot be there: ``JSONSyntax`` refuses them unescaped.
    func holdsRawControl(_ range: Range<Int>) -> Bool {
        for index in range {
            let byte = bytes[index]
            if byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < range.upperBound, (0x80...0x9F).contains(bytes[index + 1]) { return true }
        }
        return false
    }

    /// Whether the bytes at `range` are exactly `text`'s UTF-8.
    func bytes(_ range: Range<Int>, equal text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != text.utf8Start[offset] {
            return false
        }
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The value of a hexadecimal digit, or `nil` for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `byte` ends a number or a literal.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }

    /// The character a one-letter escape stands for: `n` for a line feed.
    private static func unescaped(_ letter: UInt8) -> UInt8 {
        switch letter {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: letter
        }
    }
}
