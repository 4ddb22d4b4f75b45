/// One item waiting in the container's queue for the main actor.
///
/// States and side effects share a single queue so that the view sees them in
/// the order the intents produced them. A state carries its version so that a
/// subscriber who joined later (and was handed a newer state straight away) can
/// skip the older ones still queued.
@usableFromInline
enum MviPendingDelivery<State: Sendable, SideEffect: Sendable>: Sendable {
    case state(State, version: UInt64)
    case sideEffect(SideEffect)
}
