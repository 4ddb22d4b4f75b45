import Foundation
import MviKit

/// Case 4: resident memory while a container with a time-travel recorder runs
/// a million intents. The recorder's history is bounded, so memory should stop
/// growing once it is full.
///
/// Intents go in bursts of ``chunk``, each awaited before the next, as a user
/// (or a test) would produce them; a single burst of a million would measure
/// the million queued intents instead of the recorder.
@MainActor
enum MemoryCase {
    /// What `/proc/self/status` says, in MiB.
    struct Reading {
        /// Resident now (`VmRSS`).
        let resident: Double
        /// The most resident so far (`VmHWM`), the process's peak.
        let peak: Double
    }

    /// Intents started back to back before waiting for them.
    static let chunk = 10_000

    /// What the case read: after 100,000 intents, after 1,000,000, and the
    /// resident size after every 100,000 in between (to show the spread).
    struct Readings {
        /// After the first 100,000 intents.
        let early: Reading
        /// After all 1,000,000.
        let late: Reading
        /// Resident sizes after 100,000, 200,000, … 1,000,000 intents.
        let residentEvery100k: [Double]
    }

    /// Runs the million intents, or returns `nil` where the system has no `/proc/self/status`.
    static func run() async -> Readings? {
        let container = MviContainer<Tally, Never>(initialState: Tally())
        let recorder = MviTimeTravelRecorder(container: container)
        let probe = DeliveryProbe()
        let subscription = container.subscribeToState { _ in probe.receive() }
        var readings: [Reading] = []
        for _ in 0..<10 {
            await runIntents(100_000, on: container)
            guard let reading = read() else { return nil }
            readings.append(reading)
        }
        recorder.stop()
        subscription.cancel()
        guard container.state.count == 1_000_000, let early = readings.first, let late = readings.last else {
            return nil
        }
        return Readings(early: early, late: late, residentEvery100k: readings.map(\.resident))
    }

    private static func runIntents(_ count: Int, on container: MviContainer<Tally, Never>) async {
        for _ in 0..<(count / chunk) {
            for _ in 0..<chunk {
                container.intent("advance") { mvi in mvi.reduce(Tally.advanced) }
            }
            await container.idle()
        }
    }

    /// Reads the resident and peak sizes of this process.
    static func read() -> Reading? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func mebibytes(_ field: String) -> Double? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
                let kibibytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({
                    Double($0)
                })
            else { return nil }
            return kibibytes / 1024
        }
        guard let resident = mebibytes("VmRSS"), let peak = mebibytes("VmHWM") else { return nil }
        return Reading(resident: resident, peak: peak)
    }
}
