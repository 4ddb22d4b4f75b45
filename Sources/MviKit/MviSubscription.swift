/// A listener's registration with a container; cancel it, or let it go, to unregister.
///
/// Keep it in a property for as long as you want to listen, as with Combine's
/// `AnyCancellable`. Like a Combine subscription, it keeps its container alive
/// until it is cancelled or released, so a listener should capture the view
/// weakly. Once it is cancelled the container holds nothing of the listener,
/// so a view captured by it can go away. Cancelling twice does nothing;
/// releasing it off the main actor cancels it on the main actor's next turn.
@MainActor
public final class MviSubscription {
    private var onCancel: (@MainActor () -> Void)?

    /// A subscription that runs `onCancel` the first time it is cancelled.
    package init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    isolated deinit {
        cancel()
    }

    /// Unregisters the listener.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }
}
