import MviKitLocking

/// A listener's registration with a container; cancel it, or let it go, to unregister.
///
/// Keep it in a property for as long as you want to listen, as with Combine's
/// `AnyCancellable`. It does not keep the container alive: the host owns that.
/// Once it is cancelled, or released, on any thread, the container holds
/// nothing of the listener, so a view captured by it can go away, and the
/// listener is not called again. Cancelling twice does nothing.
public final class MviSubscription: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    /// A subscription that runs `onCancel` the first time it is cancelled.
    package init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    deinit {
        cancel()
    }

    /// Unregisters the listener.
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
