import CirclesData
import CirclesDomain
import Foundation

/// Case 5: the JSON store at 100,000 and 1,000,000 circles, against a plain
/// `Codable` round trip of the same file in the same run.
///
/// Each store is generated in a temporary folder, removed afterwards: circles
/// named and numbered as the demo makes them, a cover on every third, and
/// fields this program does not know (a list of members, a number too big for
/// any integer type) on every tenth, so that keeping them is part of the cost.
/// Opening is what the command does before its first screen: a new
/// repository, `validate()` and the list, on a file no cache still holds,
/// the two sizes in alternation. A create is one `createCircle` on
/// an opened repository, from the call to the durable rename (the file and
/// its folder flushed). A create after another process's change reads the
/// whole file again: two repositories take turns on one store. The round trip
/// decodes the 100,000-circle file into plain `Codable` structs with
/// `JSONDecoder` and encodes them back with `JSONEncoder`, pretty-printed with
/// sorted keys as the store is written.
@MainActor
enum StoreCase {
    /// The figures the ratios come from.
    struct Figures {
        /// `JSONDecoder` then `JSONEncoder` over the 100,000-circle file, median milliseconds.
        let codableRoundTrip: Double
        /// The median, over the rounds, of one round's 1,000,000-circle open over its 100,000-circle one.
        let openGrowth: Double
        /// One create on the opened 100,000-circle store, median milliseconds.
        let create100k: Double
        /// One create on the opened 1,000,000-circle store, median milliseconds.
        let create1m: Double
    }

    /// Runs the case, adding its rows to `report`; `nil` when a store could not be made or used.
    static func run(into report: inout Report) async -> Figures? {
        let folder = FileManager.default.temporaryDirectory.appending(component: "circles-bench-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        // The command opens its store once, cold. So that each round does too, rather than finding the last
        // round's file in the processor's caches, the smaller store is opened from ten copies, as large
        // together as the larger store.
        guard let small = makeStore(of: 100_000, "100,000", copies: 10, in: folder, into: &report),
            let large = makeStore(of: 1_000_000, "1,000,000", copies: 1, in: folder, into: &report)
        else { return nil }
        let opening = await openAlternately([small, large])
        let open100k = report.add("5. open (validate, list), 100,000", unit: "ms", Summary(opening[0]))
        let open1m = report.add("5. open (validate, list), 1,000,000", unit: "ms", Summary(opening[1]))
        // The two opens of a round run back to back, at the machine's speed of that moment, so each round's
        // quotient compares like with like even when that speed changes between rounds.
        let openGrowth = report.add(
            "5. open, 1,000,000 over 100,000, by round", unit: "x",
            Summary(zip(opening[1], opening[0]).map { $1 > 0 ? $0 / $1 : 0 }))
        // Only the smaller store is compared with Codable: the ratios need that one, and at a million circles
        // the round trip alone would take minutes.
        guard let bytes = try? Data(contentsOf: small[0]) else { return nil }
        let roundTrip = report.add(
            "5. Codable round trip, 100,000", unit: "ms",
            await timed(rounds: CirclesBench.rounds) { codableRoundTrip(bytes) })
        guard let create100k = await measureCreates(on: small[0], label: "100,000", into: &report),
            let create1m = await measureCreates(on: large[0], label: "1,000,000", into: &report),
            [roundTrip, open100k, open1m, openGrowth].allSatisfy({ $0 > 0 })
        else { return nil }
        return Figures(
            codableRoundTrip: roundTrip, openGrowth: openGrowth, create100k: create100k, create1m: create1m)
    }

    /// Writes `copies` files of a store of `count` circles (`label` in the report) and returns them.
    private static func makeStore(
        of count: Int, _ label: String, copies: Int, in folder: URL, into report: inout Report
    ) -> [URL]? {
        let files = (0..<copies).map { folder.appending(component: "store-\(count)-\($0).json") }
        let bytes = storeText(circles: count)
        guard files.allSatisfy({ (try? bytes.write(to: $0)) != nil }) else { return nil }
        report.add("5. store of \(label) circles", unit: "MiB", .exact(Double(bytes.count) / 1_048_576))
        return files
    }

    /// Opens each store in turn, one round of each at a time after a warm-up round of each, so that a
    /// change in the machine's speed while the case runs meets both sizes alike. A store with copies
    /// opens the next copy each round. Returns each store's milliseconds, round by round; an open that
    /// throws counts as 0, which the caller refuses.
    private static func openAlternately(_ stores: [[URL]]) async -> [[Double]] {
        var samples = Array(repeating: [Double](), count: stores.count)
        for round in 0...CirclesBench.rounds {
            for (index, copies) in stores.enumerated() {
                let elapsed = (try? await open(copies[round % copies.count])) ?? 0
                if round > 0 { samples[index].append(elapsed) }
            }
        }
        return samples
    }

    /// Measures one create on an opened store at `url`, then one after another repository's change;
    /// returns the median of the first.
    private static func measureCreates(on url: URL, label: String, into report: inout Report) async -> Double? {
        let rounds = CirclesBench.rounds
        let opened = JSONFileCirclesRepository(fileURL: url)
        guard (try? await opened.validate()) != nil else { return nil }
        let creating = report.add(
            "5. create on an opened store, \(label)", unit: "ms",
            await timed(rounds: rounds) { try await Self.create(on: opened) })
        let other = JSONFileCirclesRepository(fileURL: url)
        report.add(
            "5. create after another's change, \(label)", unit: "ms",
            await timed(rounds: rounds) {
                _ = try await other.createCircle(.init(circleName: "Elsewhere"))
                return try await Self.create(on: opened)
            })
        return creating > 0 ? creating : nil
    }

    /// Measures `round` in milliseconds; a round that throws counts as 0, which the caller refuses.
    private static func timed(rounds: Int, _ round: () async throws -> Double) async -> Summary {
        await measure(rounds: rounds) { (try? await round()) ?? 0 }
    }

    /// Opens the store at `url` as the command does and returns the milliseconds it took.
    private static func open(_ url: URL) async throws -> Double {
        let start = Stopwatch.now
        let repository = JSONFileCirclesRepository(fileURL: url)
        try await repository.validate()
        _ = try await repository.allCircles()
        let elapsed = Stopwatch.now - start
        // The repository's queue may hold the last reference a moment longer and free its circles there, during
        // the next round; waiting for it frees them here, outside any time measured.
        repository.waitForCallsInFlight()
        return Double(elapsed) / 1_000_000
    }

    private static func create(on repository: JSONFileCirclesRepository) async throws -> Double {
        let start = Stopwatch.now
        _ = try await repository.createCircle(.init(circleName: "Hikers", coverPhoto: "https://example.com/h.jpg"))
        return Double(Stopwatch.now - start) / 1_000_000
    }

    private static func codableRoundTrip(_ bytes: Data) -> Double {
        let start = Stopwatch.now
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let store = try? JSONDecoder().decode(PlainStore.self, from: bytes),
            (try? encoder.encode(store)) != nil
        else { return 0 }
        return Double(Stopwatch.now - start) / 1_000_000
    }

    /// The store file with `count` circles, in the store's own layout.
    static func storeText(circles count: Int) -> Data {
        var text = "{\n  \"circles\" : [\n"
        text.reserveCapacity(count * 90)
        for number in 1...count {
            text += number == 1 ? "    {\n" : ",\n    {\n"
            if number % 3 == 0 { text += "      \"coverPhoto\" : \"https://example.com/\(number).jpg\",\n" }
            text += "      \"id\" : \"circle-\(number)\",\n"
            if number % 10 == 0 { text += "      \"members\" : [\"ann\", \"bob\"],\n" }
            text += "      \"name\" : \"Circle \(number)\""
            if number % 10 == 0 { text += ",\n      \"stamp\" : 18446744073709551615" }
            text += "\n    }"
        }
        text += "\n  ],\n  \"format\" : \"circles-store\",\n  \"nextId\" : \(count + 1),\n  \"version\" : 1\n}\n"
        return Data(text.utf8)
    }

    /// The store's shape as a plain `Codable` struct would take it.
    private struct PlainStore: Codable {
        struct Circle: Codable {
            var coverPhoto: String?
            var id: String
            var members: [String]?
            var name: String
            var stamp: UInt64?
        }

        var circles: [Circle]
        var format: String
        var nextId: Int
        var version: Int
    }
}
