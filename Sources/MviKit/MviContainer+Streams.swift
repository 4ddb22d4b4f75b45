extension MviContainer {
    /// A new stream of the current state, then every later state, for async code.
    ///
    /// Fed as the changes happen rather than through the main actor, so it
    /// suits background consumers. Each access makes an independent stream; it
    /// finishes when the container closes or the consumer stops iterating.
    public var states: AsyncStream<State> {
        AsyncStream { continuation in
            var isClosed = false
            let subscription = addObserver(
                onAttach: { current, closed in
                    continuation.yield(current)
                    isClosed = closed
                },
                observe: { event in
                    switch event {
                    case .stateChanged(_, let new, _), .restored(_, let new):
                        continuation.yield(new)
                    case .closed:
                        continuation.finish()
                    case .intentStarted, .sideEffectPosted, .intentFinished, .intentFailed:
                        break
                    }
                }
            )
            finish(continuation, subscription: subscription, ifClosed: isClosed)
        }
    }

    /// A new stream of every side effect posted from now on, for async code.
    ///
    /// A stream is a tap, not a subscriber: it does not take the side effects
    /// kept for the next ``subscribeToSideEffects(_:)`` listener, nor count as
    /// one. It finishes when the container closes or the consumer stops.
    public var sideEffects: AsyncStream<SideEffect> {
        AsyncStream { continuation in
            var isClosed = false
            let subscription = addObserver(
                onAttach: { _, closed in isClosed = closed },
                observe: { event in
                    switch event {
                    case .sideEffectPosted(let sideEffect, _):
                        continuation.yield(sideEffect)
                    case .closed:
                        continuation.finish()
                    case .intentStarted, .stateChanged, .intentFinished, .intentFailed, .restored:
                        break
                    }
                }
            )
            finish(continuation, subscription: subscription, ifClosed: isClosed)
        }
    }

    /// Ties the observer's lifetime to the stream's and ends a stream born closed.
    private func finish<Element>(
        _ continuation: AsyncStream<Element>.Continuation,
        subscription: MviSubscription,
        ifClosed isClosed: Bool
    ) {
        continuation.onTermination = { _ in
            subscription.cancel()
        }
        if isClosed {
            continuation.finish()
        }
    }
}
