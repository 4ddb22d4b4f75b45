import Locking

/// A handle on a listener registered with a container (or a view's events);
/// cancel it to unregister.
///
/// Cancelling is idempotent and also happens when the subscription is
/// deinitialised, the way Combine's `AnyCancellable` behaves: keep the
/// subscription in a property for as long as you want to listen. After
/// cancellation the container holds no reference to the listener, so a view
/// captured by it can deallocate. Cancel on the main actor for the removal to
/// take effect at once; from elsewhere it takes effect on the main actor's next
/// turn.
public final class MviSubscription: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    /// Creates a subscription that runs `onCancel` the first time it is cancelled.
    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(onCancel)
    }

    deinit {
        cancel()
    }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool {
        onCancel.withLock { $0 == nil }
    }

    /// Unregisters the listener; calling it again does nothing.
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
