/// Which seeds a random-session run uses, read from the environment.
struct RandomSessionPlan {
    /// How many sessions an ordinary `swift test` runs: a few seconds' worth, so
    /// that a newcomer's run stays short; CI sets `CIRCLES_RANDOM_SESSIONS` higher.
    static let defaultCount = 20

    let seeds: [UInt64]

    /// `CIRCLES_RANDOM_SEED` replays one seed; `CIRCLES_RANDOM_SESSIONS` sets how many run
    /// (seeds 1 to N); neither gives the default count.
    init(environment: [String: String]) throws(PlanError) {
        if let text = environment["CIRCLES_RANDOM_SEED"] {
            guard let seed = UInt64(text) else { throw .notANumber(name: "CIRCLES_RANDOM_SEED", value: text) }
            seeds = [seed]
        } else if let text = environment["CIRCLES_RANDOM_SESSIONS"] {
            guard let count = UInt64(text), count > 0 else {
                throw .notANumber(name: "CIRCLES_RANDOM_SESSIONS", value: text)
            }
            seeds = Array(1...count)
        } else {
            seeds = Array(1...UInt64(Self.defaultCount))
        }
    }

    /// An environment variable that is not a usable number.
    enum PlanError: Error, CustomStringConvertible {
        case notANumber(name: String, value: String)

        var description: String {
            switch self {
            case .notANumber(let name, let value): "\(name) must be a positive whole number, not \"\(value)\""
            }
        }
    }
}
