/// Checks that bytes are exactly one JSON text (RFC 8259) in valid UTF-8, without building anything.
///
/// The store is checked whole before any field is looked at, so that a file
/// that is not JSON is called that, whatever its fields say, and so that the
/// reader that follows can take the grammar for granted. The check walks the
/// bytes once, keeping only a stack of the open arrays and objects: nesting
/// costs a byte of memory per level, never a frame of the call stack, so no
/// depth can crash it. Every number, string escape and literal is checked as
/// the grammar spells it; a `\uD800` escape without its pair is grammatical
/// and passes, while bytes that are not UTF-8 (overlong forms, encoded
/// surrogates, anything past U+10FFFF) do not.
enum JSONSyntax {
    /// Whether `bytes` hold one JSON value, with nothing but white space around it.
    static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = Scanner(bytes: bytes)
        return scanner.scanDocument()
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The containers open around the position: `true` for an object.
        var openObjects: [Bool] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func scanDocument() -> Bool {
            while true {
                skipWhitespace()
                guard position < bytes.count else { return false }
                switch bytes[position] {
                case UInt8(ascii: "{"):
                    position += 1
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                        position += 1
                    } else {
                        openObjects.append(true)
                        guard scanKey() else { return false }
                        continue
                    }
                case UInt8(ascii: "["):
                    position += 1
                    skipWhitespace()
                    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                        position += 1
                    } else {
                        openObjects.append(false)
                        continue
                    }
                case UInt8(ascii: "\""):
                    guard scanString() else { return false }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard scanNumber() else { return false }
                case UInt8(ascii: "t"):
                    guard scanLiteral("true") else { return false }
                case UInt8(ascii: "f"):
                    guard scanLiteral("false") else { return false }
                case UInt8(ascii: "n"):
                    guard scanLiteral("null") else { return false }
                default:
                    return false
                }
                // A value has ended: close containers until one takes another value.
                while true {
                    skipWhitespace()
                    guard let isObject = openObjects.last else { return position == bytes.count }
                    guard position < bytes.count else { return false }
                    let byte = bytes[position]
                    position += 1
                    if byte == UInt8(ascii: ",") {
                        if isObject { guard scanKey() else { return false } }
                        break
                    }
                    guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                    openObjects.removeLast()
                }
            }
        }

        /// Scans `"key" :`, leaving the position at the value.
        private mutating func scanKey() -> Bool {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), scanString() else { return false }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
            position += 1
            return true
        }

        private mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        private mutating func scanLiteral(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
                return false
            }
            position += count
            return true
        }

        private mutating func scanNumber() -> Bool {
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count else { return false }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                guard scanDigits() else { return false }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard scanDigits() else { return false }
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard scanDigits() else { return false }
            }
            return true
        }

        /// Scans one or more digits.
        private mutating func scanDigits() -> Bool {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            return position > start
        }

        /// Scans a string from its opening quote to just past its closing one.
        private mutating func scanString() -> Bool {
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return true
                } else if byte == UInt8(ascii: "\\") {
                    guard scanEscape() else { return false }
                } else if byte < 0x20 {
                    return false
                } else if byte < 0x80 {
                    position += 1
                } else {
                    guard scanMultibyteCharacter() else { return false }
                }
            }
            return false
        }

        private mutating func scanEscape() -> Bool {
            guard position + 1 < bytes.count else { return false }
            switch bytes[position + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                position += 2
                return true
            case UInt8(ascii: "u"):
                guard position + 6 <= bytes.count else { return false }
                for offset in 2..<6 where JSONReader.hexValue(bytes[position + offset]) == nil {
                    return false
                }
                position += 6
                return true
            default:
                return false
            }
        }

        /// Scans one character of two to four bytes, as UTF-8 allows it (RFC 3629, table 3-7 of Unicode).
        private mutating func scanMultibyteCharacter() -> Bool {
            let lead = bytes[position]
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            case 0xF1...0xF3: length = 4
            default: return false
            }
            guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
                return false
            }
            position += length
            return true
        }
    }
}
