import MviKit
import MviKitLocking
import MviKitTesting

/// A gate a fake's calls pass through, where a test holds one call, named, in flight, to act
/// while it is under way: submit twice, leave the screen, delete another row.
///
/// The fake names each call as it passes; a call nobody holds goes straight through:
///
/// ```swift
/// func deleteCircle(_ id: String) async throws {
///     await gate.pass("delete")
///     // ... the fake's work
/// }
/// ```
///
/// A test holds the next call of a name, starts the work that makes it, waits until *that*
/// call is held (another call held meanwhile does not count), acts, then releases it:
///
/// ```swift
/// repository.gate.hold("delete")
/// presenter.onDeleteCircleConfirmed("sample-3")
/// await repository.gate.waitUntilHeld("delete")
/// presenter.onDeleteCircleConfirmed("sample-1")
/// await presenter.container.idle(exceptHeldAt: repository.gate)
/// repository.gate.release("delete")
/// ```
///
/// Nothing here waits for ever. Each wait gives up after ``timeout``, fails the running
/// test naming what it waited for, and returns. A call held and not released within
/// ``timeout`` fails the test too, at the line that held it, and goes on: a test that
/// forgot to release it gets that message rather than an `idle()` that never returns.
/// Failures go to the running Swift Testing test, or else to XCTest.
public final class CallGate: Sendable {
    /// How long each wait lasts before it fails the test: a wait until a call is held, a call
    /// held and not released, ``MviKit/MviContainer/idle(exceptHeldAt:fileID:filePath:line:column:)``.
    public let timeout: Duration

    /// Fails the running test; the gate's own tests keep the messages instead, to check them.
    let report: @Sendable (_ message: String, _ location: FailureLocation) -> Void
    private let state = Locked(State())

    /// A gate that holds nothing yet; its waits give up after `timeout`.
    ///
    /// The default leaves room for a loaded machine running the thread sanitizer; only a
    /// test that is failing waits that long.
    public convenience init(timeout: Duration = .seconds(120)) {
        self.init(timeout: timeout) { $1.report($0) }
    }

    init(timeout: Duration, report: @escaping @Sendable (_ message: String, _ location: FailureLocation) -> Void) {
        self.timeout = timeout
        self.report = report
    }

    /// The names of the calls held now, in the order they arrived.
    public var heldCalls: [String] {
        state.withLock { $0.held.map(\.call) }
    }

    /// Holds the next call named `call`, and only that one: it waits at the gate until ``release(_:fileID:filePath:line:column:)``.
    ///
    /// Calling it twice holds the next two such calls.
    public func hold(
        _ call: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        state.withLock { $0.holds.append((.named(call), FailureLocation(fileID, filePath, line, column))) }
    }

    /// Where the fake's call named `call` passes: it returns at once unless the call is held,
    /// else once the test releases it or ``timeout`` has passed, which fails the test.
    public func pass(_ call: String) async {
        let waiting = state.withLock { state -> HeldCall? in
            guard let location = state.takeHold(for: call) else { return nil }
            return HeldCall(id: state.addWaiter(), call: call, location: location)
        }
        guard let waiting else { return }
        // Held only once it waits: a release after `waitUntilHeld` always finds it waiting.
        let released = await wait(waiting.id) { state in
            state.held.append(waiting)
            return state.takeSatisfiedWatchers()
        }
        guard !released else { return }
        report(
            "The call \"\(call)\" was held for \(timeout) and never released, so the work waiting for it could "
                + "not end; it goes on now. Release it with release(\"\(call)\") once the test has done what it "
                + "held it for.", waiting.location)
    }

    /// Returns once a call named `call` is held; fails the test if none is within ``timeout``.
    ///
    /// A call of another name held meanwhile does not count: each call is waited for by its name.
    public func waitUntilHeld(
        _ call: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        await waitUntilHeld(call, count: 1, at: FailureLocation(fileID, filePath, line, column))
    }

    /// Lets the held call named `call` go on (the first to arrive, when several are held).
    ///
    /// With no such call held, the test is failed, and a hold of that name not reached yet is
    /// dropped, so that the call it would catch goes through.
    public func release(
        _ call: String, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let (released, held) = state.withLock { state -> (CheckedContinuation<Bool, Never>?, [String]) in
            guard let index = state.held.firstIndex(where: { $0.call == call }) else {
                if let hold = state.holds.firstIndex(where: { $0.hold == .named(call) }) {
                    state.holds.remove(at: hold)
                }
                return (nil, state.held.map(\.call))
            }
            return (state.end(state.held.remove(at: index).id), [])
        }
        if let released {
            released.resume(returning: true)
        } else {
            report(
                "release(\"\(call)\"): no call \"\(call)\" is held (held: \(Self.list(held))). Wait for it with "
                    + "waitUntilHeld(\"\(call)\") before releasing it.", FailureLocation(fileID, filePath, line, column)
            )
        }
    }

    /// Lets every held call go on, and drops every hold not reached yet.
    public func releaseAll() {
        let released = state.withLock { state in
            state.holds.removeAll()
            defer { state.held.removeAll() }
            return state.held.compactMap { state.end($0.id) }
        }
        for continuation in released { continuation.resume(returning: true) }
    }

    // MARK: Holds by count, for a fake that holds whatever comes next

    /// Holds every later call, whatever its name, until ``releaseAll()``.
    package func holdEveryCall(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        state.withLock { $0.holds.append((.everyCall, FailureLocation(fileID, filePath, line, 1))) }
    }

    /// Holds the next call, whatever its name.
    package func holdNextCall(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        state.withLock { $0.holds.append((.nextCall, FailureLocation(fileID, filePath, line, 1))) }
    }

    /// Returns once `count` calls are held, whatever their names; fails the test if not within ``timeout``.
    package func waitUntilHeld(
        count: Int, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line
    ) async {
        await waitUntilHeld(nil, count: count, at: FailureLocation(fileID, filePath, line, 1))
    }

    // MARK: Waiting

    private func waitUntilHeld(_ call: String?, count: Int, at location: FailureLocation) async {
        let id = state.withLock { state -> UInt64? in
            guard state.heldCount(of: call) < count else { return nil }
            let id = state.addWaiter()
            state.watchers.append((id, call, count))
            return id
        }
        guard let id, await !wait(id) else { return }
        let awaited = call.map { "the call \"\($0)\"" } ?? "\(count) calls"
        report(
            "Waited \(timeout) for \(awaited) to be held; held: \(Self.list(heldCalls)). Hold it before starting "
                + "the work that makes it, and have the fake pass it through the gate under that name.", location)
    }

    /// Suspends until waiter `id` is ended by a release, or by ``timeout``; returns whether it was released.
    ///
    /// `register` runs as the wait suspends, in the same critical section, unless the wait has already
    /// ended; it returns the watchers it satisfied, to be resumed.
    private func wait(
        _ id: UInt64, registering register: (inout State) -> [CheckedContinuation<Bool, Never>] = { _ in [] }
    ) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled else { return }
                let expired = state.withLock { state in
                    state.held.removeAll { $0.id == id }
                    state.watchers.removeAll { $0.id == id }
                    return state.end(id, released: false)
                }
                expired?.resume(returning: false)
            }
            let released = await withCheckedContinuation { continuation in
                let (outcome, ready) = state.withLock { state -> (Bool?, [CheckedContinuation<Bool, Never>]) in
                    if let outcome = state.attach(continuation, to: id) { return (outcome, []) }
                    return (nil, register(&state))
                }
                for watcher in ready { watcher.resume(returning: true) }
                if let outcome { continuation.resume(returning: outcome) }
            }
            group.cancelAll()
            return released
        }
    }

    /// `calls` quoted, or "none".
    fileprivate static func list(_ calls: [String]) -> String {
        calls.isEmpty ? "none" : calls.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension CallGate {
    /// Which calls a hold catches.
    private enum Hold: Equatable {
        /// The next call of this name.
        case named(String)
        /// The next call, whatever its name.
        case nextCall
        /// Every call, until released.
        case everyCall

        func catches(_ call: String) -> Bool {
            switch self {
            case .named(let name): name == call
            case .nextCall, .everyCall: true
            }
        }
    }

    /// One wait, ended once, by a release or by its time running out, before or after it suspends.
    private struct Waiter {
        var continuation: CheckedContinuation<Bool, Never>?
        /// Whether it was released, once it has ended before suspending.
        var outcome: Bool?
    }

    /// A call waiting at the gate, and where the test held it.
    private struct HeldCall {
        let id: UInt64
        let call: String
        let location: FailureLocation
    }

    private struct State {
        var holds: [(hold: Hold, location: FailureLocation)] = []
        var held: [HeldCall] = []
        /// Waits until `count` calls of this name (of any, when `nil`) are held.
        var watchers: [(id: UInt64, call: String?, count: Int)] = []
        var waiters: [UInt64: Waiter] = [:]
        var lastID: UInt64 = 0

        mutating func addWaiter() -> UInt64 {
            lastID += 1
            waiters[lastID] = Waiter()
            return lastID
        }

        /// Ends waiter `id`: returns its continuation to resume, or keeps the outcome for it to find.
        mutating func end(_ id: UInt64, released: Bool = true) -> CheckedContinuation<Bool, Never>? {
            guard let waiter = waiters[id], waiter.outcome == nil else { return nil }
            guard let continuation = waiter.continuation else {
                waiters[id]?.outcome = released
                return nil
            }
            waiters[id] = nil
            return continuation
        }

        /// Stores `continuation` for waiter `id`; returns the outcome instead when it has already ended.
        mutating func attach(_ continuation: CheckedContinuation<Bool, Never>, to id: UInt64) -> Bool? {
            guard let outcome = waiters[id]?.outcome else {
                waiters[id]?.continuation = continuation
                return nil
            }
            waiters[id] = nil
            return outcome
        }

        /// Where the hold that catches `call` was made, taking it unless it holds every call; `nil` when none does.
        mutating func takeHold(for call: String) -> FailureLocation? {
            guard let index = holds.firstIndex(where: { $0.hold.catches(call) }) else { return nil }
            let location = holds[index].location
            if holds[index].hold != .everyCall { holds.remove(at: index) }
            return location
        }

        func heldCount(of call: String?) -> Int {
            held.count { call == nil || $0.call == call }
        }

        mutating func takeSatisfiedWatchers() -> [CheckedContinuation<Bool, Never>] {
            let satisfied = watchers.filter { heldCount(of: $0.call) >= $0.count }.map(\.id)
            watchers.removeAll { satisfied.contains($0.id) }
            return satisfied.compactMap { end($0) }
        }
    }
}

extension MviContainer {
    /// Returns once every intent has ended but those waiting at the calls `gate` holds now,
    /// and every change has reached the listeners: how a test waits while it keeps a call in flight.
    ///
    /// It counts the calls held when it is called, so wait until a call is held
    /// (``CallGate/waitUntilHeld(_:fileID:filePath:line:column:)``) before waiting past it.
    /// If the container is not idle so within the gate's ``CallGate/timeout``, it fails the
    /// running test, naming the calls it left out, and returns.
    public func idle(
        exceptHeldAt gate: CallGate, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        let held = gate.heldCalls
        let isIdle = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.idle(allowingUnfinished: held.count)
                return !Task.isCancelled
            }
            group.addTask {
                try? await Task.sleep(for: gate.timeout)
                return false
            }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
        guard !isIdle else { return }
        gate.report(
            "Waited \(gate.timeout) for every intent to end but the \(held.count) waiting at the calls held "
                + "(\(CallGate.list(held))); some did not. An intent awaiting "
                + "something else, or a call held after this wait began, keeps the container busy.",
            FailureLocation(fileID, filePath, line, column))
    }
}
