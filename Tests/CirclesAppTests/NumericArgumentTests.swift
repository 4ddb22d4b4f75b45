import CirclesCommandLine
import CirclesVersions
import Foundation
import Testing

@testable import CirclesApp

/// Every numeric argument (`open N`, `rewind N`, `--latency MS`) at its edges
/// and under fuzzing: no value a person can type traps, and each mistake gets
/// one line that says what a number must be.
@Suite("Numeric arguments: edges and fuzzing")
struct NumericArgumentTests {
    /// The edges of a number as typed: Int's own, zero with a sign, a plus sign, and numbers Int cannot hold.
    static let edges = [
        "\(Int.min)", "\(Int.max)", "-0", "+0", "+1", "0", "1", "-1", "0001",
        String(repeating: "1234567890", count: 4), "-" + String(repeating: "9", count: 40),
        "9223372036854775808", "-9223372036854775809", "1e3", "0x10", "1_000", "٣", "１",
    ]

    @Test("open and rewind take digits with or without a minus sign; other text is not a number")
    func parsedEdges() {
        let parsed = Self.edges.map { CommandParser.parse("open \($0)") }

        let forty = String(repeating: "1234567890", count: 4)
        let fortyNines = "-" + String(repeating: "9", count: 40)
        #expect(
            parsed == [
                .success(.open(Int.min)), .success(.open(Int.max)), .success(.open(0)),
                .failure(.notANumber(verb: "open", argument: "+0")),
                .failure(.notANumber(verb: "open", argument: "+1")), .success(.open(0)), .success(.open(1)),
                .success(.open(-1)), .success(.open(1)),
                .failure(.numberOutOfRange(verb: "open", argument: forty)),
                .failure(.numberOutOfRange(verb: "open", argument: fortyNines)),
                .failure(.numberOutOfRange(verb: "open", argument: "9223372036854775808")),
                .failure(.numberOutOfRange(verb: "open", argument: "-9223372036854775809")),
                .failure(.notANumber(verb: "open", argument: "1e3")),
                .failure(.notANumber(verb: "open", argument: "0x10")),
                .failure(.notANumber(verb: "open", argument: "1_000")),
                .failure(.notANumber(verb: "open", argument: "٣")),
                .failure(.notANumber(verb: "open", argument: "１")),
            ])
    }

    @Test(
        "--latency takes digits alone, from 0 to 60000; a sign, even on zero, is refused like any bad number",
        arguments: edges + ["60000", "60001", "00060000"])
    func latencyEdges(value: String) {
        let accepted = ["0", "1", "0001", "00060000", "60000"]

        let parsed = Options.parse(["--latency", value])

        if accepted.contains(value) {
            #expect(parsed.map(\.latencyMilliseconds) == .success(Int(value) ?? -1))
        } else {
            #expect(
                parsed
                    == .failure(
                        .invalidValue(
                            flag: "--latency", value: value, expected: "milliseconds from 0 to 60000, in digits")))
        }
    }

    @Test(
        "Every edge typed after open or rewind, on the list and on the form, gets at most one line back",
        arguments: Architecture.allCases)
    func edgesInSessions(architecture: Architecture) async {
        let lines = Self.edges.flatMap { ["open \($0)", "rewind \($0)", "list"] }
        let script = (lines + ["new"] + lines).joined(separator: "\n") + "\n"

        let transcript = await ScriptedSession.transcript(of: Data(script.utf8), architecture: architecture)

        let replies = Self.replyLineCounts(in: transcript)
        #expect(replies.count == lines.count * 2 + 1)
        #expect(replies.allSatisfy { $0 <= 1 }, "\(transcript)")
        #expect(transcript.hasSuffix("> list\nLeave the form first: type back.\n"))
    }

    @Test("Fuzzed lines never trap the parser, and every refusal is one sentence on one line")
    func fuzzedCommands() {
        var random = SplitMix64(seed: 20)
        let verbs = ["open", "rewind", "OPEN", "name", "cover", "fail", "list", "", "   "]
        let pieces = Self.edges + ["-", "+", "--1", "1-", " ", "  2", "3 ", "\t", "é", "\u{1B}[2J", "\u{0}", "999"]

        for _ in 0..<5_000 {
            let count = Int.random(in: 0...3, using: &random)
            let argument = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let line = (verbs.randomElement(using: &random) ?? "") + " " + argument

            if case .failure(let error) = CommandParser.parse(line) {
                #expect(!error.description.contains("\n"), "\(line.debugDescription)")
                #expect(error.description.hasSuffix("."), "\(line.debugDescription)")
            }
        }
    }

    @Test("Fuzzed --latency values never trap, and each is taken exactly when it is 0 to 60000 in digits")
    func fuzzedLatency() {
        var random = SplitMix64(seed: 13)
        let pieces = Self.edges + ["-", "+", "6", "0", "00", "59999", " ", "\u{0}"]

        for _ in 0..<5_000 {
            let count = Int.random(in: 1...3, using: &random)
            let value = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let isDigits = value.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            let expected = isDigits ? Int(value).flatMap { (0...60_000).contains($0) ? $0 : nil } : nil

            let parsed = try? Options.parse(["--latency=\(value)"]).get().latencyMilliseconds

            #expect(parsed == expected, "\(value.debugDescription)")
        }
    }

    /// For each command echoed in `transcript`, how many lines answer it outside a screen.
    private static func replyLineCounts(in transcript: String) -> [Int] {
        var counts: [Int] = []
        var isInScreen = false
        for line in transcript.split(separator: "\n") {
            if line.hasPrefix("> ") {
                counts.append(0)
                isInScreen = false
            } else if line.hasPrefix("[ ") {
                isInScreen = true
            } else if !isInScreen, !counts.isEmpty {
                counts[counts.count - 1] += 1
            }
        }
        return counts
    }
}
