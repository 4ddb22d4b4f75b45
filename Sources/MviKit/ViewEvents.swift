/// The producing half of a view: it publishes what the user did, and whoever
/// binds the view to a presenter listens.
///
/// A view owns one and calls ``dispatch(_:)`` from its controls; the binding
/// code calls ``subscribe(_:)`` and forwards each event to the presenter. The
/// view never needs to know its presenter, which keeps it easy to test.
@MainActor
public final class ViewEvents<Event> {
    private var listeners: [(id: Int, handle: @MainActor (Event) -> Void)] = []
    private var nextID = 0

    /// Creates an event channel with no listeners.
    public nonisolated init() {}

    /// Hands `event` to every current listener, in subscription order.
    ///
    /// A listener cancelled by an earlier one during this dispatch is skipped.
    public func dispatch(_ event: Event) {
        for listener in listeners where listeners.contains(where: { $0.id == listener.id }) {
            listener.handle(event)
        }
    }

    /// Calls `listener` with each later event until the subscription is cancelled.
    public func subscribe(_ listener: @escaping @MainActor (Event) -> Void) -> MviSubscription {
        nextID += 1
        let id = nextID
        listeners.append((id, listener))
        return MviSubscription { [weak self] in
            performOnMainActor {
                self?.listeners.removeAll { $0.id == id }
            }
        }
    }
}
