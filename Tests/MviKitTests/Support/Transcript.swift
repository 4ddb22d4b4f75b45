import MviKit

/// Everything a container's observers get, as log lines, in the order it came.
///
/// It observes from the moment it is made until it is released, so a test
/// keeps it in a local and compares ``lines`` whole at the end.
@MainActor
final class Transcript {
    private(set) var lines: [String] = []
    private var subscription: MviSubscription?

    init<State, SideEffect>(of container: MviContainer<State, SideEffect>) {
        subscription = container.observe { [weak self] event in
            self?.lines.append(event.description)
        }
    }
}
