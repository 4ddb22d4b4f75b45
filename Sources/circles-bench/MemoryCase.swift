import Foundation
import MviKit

/// Case 6: resident memory while a container with a time-travel recorder runs
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

    /// Readings after 100,000 and after 1,000,000 intents, or `nil` where the
    /// system has no `/proc/self/status`.
    static func run() async -> (early: Reading, late: Reading)? {
        let container = MviContainer<Tally, Never>(initialState: Tally())
        let recorder = MviTimeTravelRecorder(container: container)
        let probe = DeliveryProbe()
        let subscription = container.subscribeToState { _ in probe.receive() }
        await runIntents(100_000, on: container)
        guard let early = read() else { return nil }
        await runIntents(900_000, on: container)
        guard let late = read() else { return nil }
        recorder.stop()
        subscription.cancel()
        return container.state.count == 1_000_000 ? (early, late) : nil
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
