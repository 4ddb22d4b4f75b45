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
/// repository, `validate()` and the list. A create is one `createCircle` on
/// an opened repository, from the call to the durable rename (the file and
/// its folder flushed). A create after another process's change reads the
/// whole file again: two repositories take turns on one store. The round trip
/// decodes the 100,000-circle file into plain `Codable` structs with
/// `JSONDecoder` and encodes them back with `JSONEncoder`, pretty-printed with
/// sorted keys as the store is written.
@MainActor
enum StoreCase {
    /// The medians the ratios divide, in milliseconds.
    struct Figures {
        /// `JSONDecoder` then `JSONEncoder` over the 100,000-circle file.
        let codableRoundTrip: Double
        /// Opening the 100,000-circle store.
        let open100k: Double
        /// Opening the 1,000,000-circle store.
        let open1m: Double
        /// One create on the opened 100,000-circle store.
        let create100k: Double
        /// One create on the opened 1,000,000-circle store.
        let create1m: Double
    }

    /// Runs the case, adding its rows to `report`; `nil` when a store could not be made or used.
    static func run(into report: inout Report) async -> Figures? {
        let folder = FileManager.default.temporaryDirectory.appending(component: "circles-bench-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let small = await measureStore(of: 100_000, in: folder, into: &report),
            let large = await measureStore(of: 1_000_000, in: folder, into: &report)
        else { return nil }
        guard let roundTrip = small.roundTrip else { return nil }
        return Figures(
            codableRoundTrip: roundTrip, open100k: small.open, open1m: large.open, create100k: small.create,
            create1m: large.create)
    }

    private struct Medians {
        let roundTrip: Double?
        let open: Double
        let create: Double
    }

    private static func measureStore(of count: Int, in folder: URL, into report: inout Report) async -> Medians? {
        let url = folder.appending(component: "store-\(count).json")
        let bytes = storeText(circles: count)
        guard (try? bytes.write(to: url)) != nil else { return nil }
        let label = count == 100_000 ? "100,000" : "1,000,000"
        let rounds = CirclesBench.rounds
        report.add("5. store of \(label) circles", unit: "MiB", .exact(Double(bytes.count) / 1_048_576))
        // Only the smaller store is compared with Codable: the ratios need that one, and at a million circles
        // the round trip alone would take minutes.
        let roundTrip =
            count == 100_000
            ? report.add(
                "5. Codable round trip, \(label)", unit: "ms", await timed(rounds: rounds) { codableRoundTrip(bytes) })
            : nil
        let opening = report.add(
            "5. open (validate, list), \(label)", unit: "ms",
            await timed(rounds: rounds) { try await Self.open(url) })
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
        guard [roundTrip ?? 1, opening, creating].allSatisfy({ $0 > 0 }) else { return nil }
        return Medians(roundTrip: roundTrip, open: opening, create: creating)
    }

    /// Measures `round` in milliseconds; a round that throws counts as 0, which the caller refuses.
    private static func timed(rounds: Int, _ round: () async throws -> Double) async -> Summary {
        await measure(rounds: rounds) { (try? await round()) ?? 0 }
    }

    private static func open(_ url: URL) async throws -> Double {
        let start = Stopwatch.now
        let repository = JSONFileCirclesRepository(fileURL: url)
        try await repository.validate()
        _ = try await repository.allCircles()
        return Double(Stopwatch.now - start) / 1_000_000
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
    private static func storeText(circles count: Int) -> Data {
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
