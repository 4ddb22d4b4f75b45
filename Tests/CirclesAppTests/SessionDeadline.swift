/// Runs a random session with a deadline, so a session that never settles is
/// reported by its seed instead of stalling the whole test run.
@MainActor
enum SessionDeadline {
    /// How a session ended: with its verdict, or not within the deadline.
    enum Outcome: Equatable {
        case finished(problem: String?)
        case timedOut
    }

    /// The verdict of `work`, or ``Outcome/timedOut`` once `limit` has passed.
    ///
    /// A session that times out is left running: nothing can stop an await
    /// that never resumes, and the test stops right after reporting it.
    static func run(limit: Duration, _ work: @escaping @MainActor () async -> String?) async -> Outcome {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            let timer = Task {
                try? await Task.sleep(for: limit)
                once.resume(with: .timedOut)
            }
            Task {
                let problem = await work()
                timer.cancel()
                once.resume(with: .finished(problem: problem))
            }
        }
    }
}

/// Resumes a continuation with the first outcome offered, and ignores the rest.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<SessionDeadline.Outcome, Never>?

    init(_ continuation: CheckedContinuation<SessionDeadline.Outcome, Never>) {
        self.continuation = continuation
    }

    func resume(with outcome: SessionDeadline.Outcome) {
        continuation?.resume(returning: outcome)
        continuation = nil
    }
}
