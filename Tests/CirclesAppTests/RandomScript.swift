import Foundation

/// A random session script: valid and invalid commands, on the list and the
/// form, injected failures, reshows, dialogs answered or abandoned, and an end
/// of input anywhere.
/// Numbers are drawn from a small range and from the edges of what can be
/// typed (``NumericArgumentTests/edges``: Int's own, a sign on zero, a plus
/// sign, forty digits).
///
/// Built from a seed alone, so a failing session is replayed by its seed.
struct RandomScript {
    /// The commands after which versions may rightly differ (the divergence scenarios and time travel).
    static let divergenceTriggers: Set<String> = ["reshow", "history", "rewind"]

    /// Whether a command, after the commands before it, may make versions differ: one of the
    /// ``divergenceTriggers``; `back` once a call may be held, which is `back-while-saving`; or
    /// `delete N` once a call may be held, which is `delete-while-deleting`.
    static func triggersDivergence(_ line: Substring, afterHold sawHold: Bool) -> Bool {
        let words = line.split(separator: " ")
        let verb = words.first.map(String.init) ?? ""
        let isListDeletion = verb == "delete" && words.count > 1
        return divergenceTriggers.contains(verb) || (sawHold && (verb == "back" || isListDeletion))
    }

    /// The script's bytes, as a pipe would deliver them.
    let bytes: Data
    /// The index of the first line that may make versions differ, or `nil` when none does.
    let firstDivergingLine: Int?

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 5...40, using: &random)
        var lines: [[UInt8]] = []
        var firstDivergingLine: Int?
        var sawHold = false
        for index in 0..<count {
            let line = Self.line(using: &random)
            let text = Substring(String(decoding: line, as: UTF8.self))
            let verb = text.split(separator: " ").first.map(String.init) ?? ""
            if firstDivergingLine == nil, Self.triggersDivergence(text, afterHold: sawHold) {
                firstDivergingLine = index
            }
            sawHold = sawHold || verb == "hold"
            lines.append(line)
        }
        var bytes = Data(lines.map { Data($0) + Data("\n".utf8) }.joined())
        if Int.random(in: 0..<4, using: &random) == 0, !bytes.isEmpty {
            bytes = bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))
        }
        self.bytes = bytes
        self.firstDivergingLine = firstDivergingLine
    }

    private static func line(using random: inout SplitMix64) -> [UInt8] {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<12: return pick(["new", "edit", "edit", "list", "back", "back"], using: &random)
        case 12..<20:
            let verb = pick(["open", "open", "edit", "delete"], using: &random) as String
            return Array("\(verb) \(Int.random(in: -1...7, using: &random))".utf8)
        case 20..<22: return Array("open \(pick(NumericArgumentTests.edges, using: &random))".utf8)
        case 22..<40: return Array("name \(pick(names, using: &random))".utf8)
        case 40..<46: return pick(["cover -", "cover https://example.com/\(roll).jpg"], using: &random)
        case 46..<58: return pick(["save", "delete", "yes", "no", "ok"], using: &random)
        case 58..<66: return Array("fail \(pick(["create", "edit", "delete", "load", "nothing"], using: &random))".utf8)
        case 66..<72: return pick(["hold", "release", "release"], using: &random)
        case 72..<76: return Array("reshow".utf8)
        case 76..<79:
            let edge: String = pick(NumericArgumentTests.edges, using: &random)
            return pick(
                ["history", "rewind \(Int.random(in: 0...5, using: &random))", "rewind \(edge)"], using: &random)
        case 79..<84: return pick(["help", "save now", "open", "name", "frobnicate", ""], using: &random)
        case 84..<87: return Array("name ".utf8) + [0xFF, 0xFE]
        case 87..<88: return Array(repeating: UInt8(ascii: "x"), count: 5000)
        default: return pick(["resume", "discard", "# a comment", "list", "refresh"], using: &random)
        }
    }

    private static let names = [
        "Climbing", "Book club", "  padded  ", "   ", "e\u{301}te", "👨‍👩‍👧‍👦 family",
        String(repeating: "a", count: 50), String(repeating: "b", count: 51), "tab\there", "Readers",
        "Family\u{E0041}\u{E0042}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ]

    private static func pick(_ options: [String], using random: inout SplitMix64) -> [UInt8] {
        Array(pick(options, using: &random).utf8)
    }

    private static func pick(_ options: [String], using random: inout SplitMix64) -> String {
        options[Int.random(in: 0..<options.count, using: &random)]
    }
}
