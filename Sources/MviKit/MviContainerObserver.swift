/// Something that watches every event of an ``MviContainer``: a logger, a
/// time-travel recorder, a test recorder.
///
/// The container calls ``observe(_:)`` while it holds its lock, which is what
/// makes the order of events exact even when intents run concurrently. So an
/// observer must be quick and must never call back into the container (not even
/// to read `state`): that would deadlock. Copy what you need and return.
public protocol MviContainerObserver<State, SideEffect>: Sendable {
    /// The state type of the containers this observer can watch.
    associatedtype State: Sendable
    /// The side-effect type of the containers this observer can watch.
    associatedtype SideEffect: Sendable

    /// Receives one event, in the order events happened.
    ///
    /// Called on whichever thread caused the event, with the container locked.
    func observe(_ event: MviEvent<State, SideEffect>)
}
