import MviKit

/// The smallest host: a counter, written the way the project's presenters are
/// (a main-actor final class with a plain `let container`).
@MainActor
final class CounterHost: MviContainerHost {
    enum SideEffect: Equatable, Sendable {
        case reachedLimit
    }

    let container: MviContainer<Int, SideEffect>
    private let limit: Int

    init(count: Int = 0, limit: Int = .max) {
        container = MviContainer(initialState: count)
        self.limit = limit
    }

    func onIncrement() {
        intent { [limit] mvi in
            mvi.reduce { $0 + 1 }
            if mvi.state >= limit {
                mvi.postSideEffect(.reachedLimit)
            }
        }
    }
}
