import CirclesData
import Foundation
import Testing

@testable import CirclesApp

/// Random sessions against every version (``RandomSessionPlan/defaultCount``
/// by default, many more in CI): none may crash, the store must stay
/// decodable, and every version must print the same transcript until a
/// command that may rightly make them differ.
///
/// Replay one seed: `CIRCLES_RANDOM_SEED=1234 swift test --filter RandomSessionTests`.
/// A longer run: `CIRCLES_RANDOM_SESSIONS=50000 swift test --filter RandomSessionTests`.
@Suite("Random sessions", .timeLimit(.minutes(20)))
@MainActor
struct RandomSessionTests {
    @Test("Random sessions end cleanly, keep the store decodable, and agree across versions until a divergence")
    func randomSessions() async throws {
        let plan = try RandomSessionPlan(environment: ProcessInfo.processInfo.environment)
        var failures = 0

        for seed in plan.seeds where failures < 3 {
            let replay = "Replay it: CIRCLES_RANDOM_SEED=\(seed) swift test --filter RandomSessionTests"
            switch await SessionDeadline.run(limit: .seconds(60), { await RandomSessionCheck.problem(seed: seed) }) {
            case .finished(problem: nil):
                continue
            case .finished(problem: let problem?):
                failures += 1
                Issue.record("Seed \(seed): \(problem)\n\(replay)")
            case .timedOut:
                Issue.record("Seed \(seed): a version did not settle within 60 seconds.\n\(replay)")
                return
            }
        }

        #expect(failures == 0, "\(failures) of \(plan.seeds.count) random sessions failed")
    }

    @Test("A script is a function of its seed, and the seeds cover both stores and divergences")
    func scriptsAreReproducible() {
        let seeds: [UInt64] = Array(1...200)

        let first = seeds.map { RandomScript(seed: $0).bytes }
        let second = seeds.map { RandomScript(seed: $0).bytes }
        let diverging = seeds.filter { RandomScript(seed: $0).firstDivergingLine != nil }

        #expect(first == second)
        #expect(Set(first).count == seeds.count)
        #expect(!diverging.isEmpty && diverging.count < seeds.count)
    }
}
