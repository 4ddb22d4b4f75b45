import Locking

extension MviContainer {
    /// Registers an observer that sees every later event, in order, until the
    /// returned subscription is cancelled (or released).
    ///
    /// Observers are called with the container locked; see
    /// ``MviContainerObserver`` for what that asks of them.
    public func addObserver<Observer: MviContainerObserver>(
        _ observer: Observer
    ) -> MviSubscription where Observer.State == State, Observer.SideEffect == SideEffect {
        addObserver(observe: { observer.observe($0) })
    }

    /// Registers an observer closure.
    ///
    /// `onAttach` runs in the same locked moment as the registration, with the
    /// state the observer starts from and whether the container is closed, so
    /// whatever it records comes strictly before the first event. With
    /// `newState`, the state is first replaced silently (test mode's start).
    func addObserver(
        replacingStateWith newState: State? = nil,
        onAttach: (_ state: State, _ isClosed: Bool) -> Void = { _, _ in },
        observe: @escaping @Sendable (MviEvent<State, SideEffect>) -> Void
    ) -> MviSubscription {
        let id = core.withLock { core in
            if let newState {
                core.state = newState
                core.version &+= 1
            }
            core.nextObserverID += 1
            core.observers.append(.init(id: core.nextObserverID, observe: observe))
            onAttach(core.state, core.isClosed)
            return core.nextObserverID
        }
        return MviSubscription { [weak self] in
            self?.core.withLock { core in
                core.observers.removeAll { $0.id == id }
            }
        }
    }

    /// Registers a state recorder: `record` gets each state a reduction
    /// makes, with the intent's name, until the returned subscription is
    /// cancelled (or released). Restored states are not reported.
    ///
    /// `onAttach` runs in the same locked moment as the registration, with the
    /// state the recorder starts from, so nothing is missed or seen twice.
    /// `record` is called with the container locked, like an observer.
    @usableFromInline
    func addStateRecorder(
        onAttach: (_ state: State) -> Void,
        record: @escaping @Sendable (_ state: State, _ intent: String) -> Void
    ) -> MviSubscription {
        let id = core.withLock { core in
            core.nextObserverID += 1
            core.stateRecorders.append(.init(id: core.nextObserverID, record: record))
            onAttach(core.state)
            return core.nextObserverID
        }
        return MviSubscription { [weak self] in
            self?.core.withLock { core in
                core.stateRecorders.removeAll { $0.id == id }
            }
        }
    }
}
