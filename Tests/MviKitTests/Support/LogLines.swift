import MviKit

/// A container with an ``MviLogger`` writing into a list, so a test can read
/// back every event in the order the container reported it.
struct LogLines<State: Sendable, SideEffect: Sendable> {
    let lines = Recorded<String>()
    let subscription: MviSubscription

    init(_ container: MviContainer<State, SideEffect>, label: String? = nil) {
        subscription = container.addObserver(MviLogger(label: label) { [lines] in lines.append($0) })
    }
}
