import Foundation
import Testing

/// A line of input the demo cannot use, with how the transcript echoes it and the one line it gets back.
enum BadLine: String, CaseIterable, CustomTestStringConvertible {
    case unknownCommand = "an unknown command"
    case nameWithoutText = "name without a text"
    case openWithoutNumber = "open without a number"
    case extraArgument = "an argument after save"
    case numberOutOfRange = "a number out of range"
    case notANumber = "a number that is not one"
    case smallestInt = "the smallest Int"
    case largestInt = "the largest Int"
    case minusZero = "minus zero"
    case plusSign = "a number with a plus sign"
    case fortyDigits = "a number of forty digits"
    case belowSmallestInt = "a number below the smallest Int"
    case escapeSequence = "an escape sequence"
    case invalidUTF8 = "bytes that are not UTF-8"
    case megabyte = "a line of one megabyte"

    var testDescription: String { rawValue }

    /// The line's bytes, without its new line.
    var bytes: Data {
        switch self {
        case .unknownCommand: Data("frobnicate".utf8)
        case .nameWithoutText: Data("name".utf8)
        case .openWithoutNumber: Data("open".utf8)
        case .extraArgument: Data("save now".utf8)
        case .numberOutOfRange: Data("open 99".utf8)
        case .notANumber: Data("open x".utf8)
        case .smallestInt: Data("open \(Int.min)".utf8)
        case .largestInt: Data("open \(Int.max)".utf8)
        case .minusZero: Data("open -0".utf8)
        case .plusSign: Data("open +1".utf8)
        case .fortyDigits: Data("open \(String(repeating: "1234567890", count: 4))".utf8)
        case .belowSmallestInt: Data("open -9223372036854775809".utf8)
        case .escapeSequence: Data("open \u{1B}[2J".utf8)
        case .invalidUTF8: Data("name Caf".utf8) + Data([0xE9, 0xFF])
        case .megabyte: Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        }
    }

    /// What the transcript shows after the prompt.
    var echo: String {
        switch self {
        case .escapeSequence: #"open \u{1B}[2J"#
        case .invalidUTF8: "name Caf\u{FFFD}\u{FFFD}"
        case .megabyte: "(1048576 bytes)"
        default: String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The one line of reply.
    var reply: String {
        switch self {
        case .unknownCommand: #"Unknown command "frobnicate". Type help to see the commands."#
        case .nameWithoutText: "name needs a name. Use: name TEXT, for example: name Book club."
        case .openWithoutNumber: "open needs a number. Use: open N, for example: open 2."
        case .extraArgument: "save takes nothing after it."
        case .numberOutOfRange: "Pick a circle from 1 to 4."
        case .notANumber: #"open needs a number in digits, such as open 2, not "x"."#
        case .smallestInt, .largestInt, .minusZero: "Pick a circle from 1 to 4."
        case .plusSign: #"open needs a number in digits, such as open 2, not "+1"."#
        case .fortyDigits:
            #"open takes numbers from 1 up; "1234567890123456789012345678901234567890" is far out of range."#
        case .belowSmallestInt: #"open takes numbers from 1 up; "-9223372036854775809" is far out of range."#
        case .escapeSequence: #"open needs a number in digits, such as open 2, not "\u{1B}[2J"."#
        case .invalidUTF8: "That line is not valid UTF-8; it was ignored."
        case .megabyte: "That line is 1048576 bytes long; lines are at most 4096 bytes. It was ignored."
        }
    }
}
