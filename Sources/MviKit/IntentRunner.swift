import CirclesLocking
import Dispatch
import Synchronization

/// Runs a container's intent bodies: in call order, on a serial queue of their
/// own, each on its own task, so that one waiting at an `await` holds back
/// nothing; and keeps each started body's task, so that it can be cancelled.
///
/// It knows nothing of states: ``MviContainer`` hands it each body with its
/// scope already made, and hears of each body's start and end.
@usableFromInline
final class IntentRunner: Sendable {
    /// A body with its scope, as the container hands it over.
    @usableFromInline
    enum Work: Sendable {
        /// A body with no `await`: it runs right on the drainer, with no task of its own.
        case synchronous(@Sendable () -> Void)
        /// A body that may wait: it runs on a task of its own, so that it holds back nothing.
        case asynchronous(@Sendable () async -> Void)
    }

    /// Whom the runner tells of an intent that never runs (its body reports its own start and end).
    @usableFromInline
    protocol Reporter: AnyObject, Sendable {
        /// Intent `name` was cancelled before it started, or the runner stopped first.
        func intentSkipped(_ name: String)
    }

    private struct Intent: Sendable {
        let id: UInt64
        let name: String
        let reporter: any Reporter
        let work: Work
    }

    /// Intents not started yet, behind a lock of their own, so that the view
    /// calling `intent` never waits for a body or a reduction.
    private struct Inbox: Sendable {
        var waiting: [Intent] = []
        var lastID: UInt64 = 0
        /// A drainer runs on the body queue; it ends once `waiting` is empty.
        var isDraining = false
    }

    /// The bodies started and not finished, so that ``MviIntent/cancel()`` and ``cancelAll()`` can reach them.
    private struct Started: Sendable {
        /// Intents start in id order: an id above this one has not started.
        var lastStarted: UInt64 = 0
        /// The body running its first stretch on the drainer: its task is not known until that stretch ends.
        var inFirstStretch: UInt64?
        /// Bodies waiting at an `await`, by intent id.
        var suspended: [UInt64: Task<Void, Never>] = [:]
        /// Intents cancelled before their task was known.
        var cancelled: Set<UInt64> = []
    }

    private let bodyQueue = BodyQueue()
    /// Whether a body's first stretch runs right on the drainer (`Task.immediate`), or as a task
    /// queued behind it on older systems; both keep the call order (see ``start(_:)``).
    private let startsBodiesImmediately: Bool
    private let inbox = Locked(Inbox())
    private let started = Locked(Started())
    private let isStopped = Atomic<Bool>(false)

    init(startsBodiesImmediately: Bool) {
        self.startsBodiesImmediately = startsBodiesImmediately
    }

    /// Queues `work` and returns its id at once; bodies start in the order they were queued.
    @usableFromInline
    func enqueue(_ name: String, reportingTo reporter: any Reporter, _ work: Work) -> UInt64 {
        let (id, mustStartDrainer) = inbox.withLock { inbox in
            inbox.lastID += 1
            inbox.waiting.append(Intent(id: inbox.lastID, name: name, reporter: reporter, work: work))
            defer { inbox.isDraining = true }
            return (inbox.lastID, !inbox.isDraining)
        }
        // One task per busy spell, not one hop per intent: it starts every waiting body, then ends.
        if mustStartDrainer {
            Task(executorPreference: bodyQueue) { [self] in drain() }
        }
        return id
    }

    /// Starts the waiting bodies in call order until none is left; runs on the body queue.
    private func drain() {
        var batch: [Intent] = []
        while inbox.withLock({ inbox -> Bool in
            guard !inbox.waiting.isEmpty else {
                inbox.isDraining = false
                return false
            }
            swap(&inbox.waiting, &batch)
            return true
        }) {
            for intent in batch {
                start(intent)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Starts one body: one that cannot wait runs right here; one that can, on
    /// its own task, so that it can wait without holding back the next.
    private func start(_ intent: Intent) {
        let mayStart = started.withLock { started in
            started.lastStarted = intent.id
            let isCancelled = !started.cancelled.isEmpty && started.cancelled.remove(intent.id) != nil
            guard !isCancelled, !isStopped.load(ordering: .acquiring) else { return false }
            if case .asynchronous = intent.work { started.inFirstStretch = intent.id }
            return true
        }
        guard mayStart else { return intent.reporter.intentSkipped(intent.name) }
        switch intent.work {
        case .synchronous(let work): work()
        case .asynchronous(let work): startTask(intent, work)
        }
    }

    /// Runs `work` on a task of its own, kept while it waits so that it can be cancelled.
    ///
    /// With `Task.immediate` the task runs right here until the body first
    /// awaits. On systems without it, the task is queued on the body queue
    /// behind the drainer: the bodies still start in call order and never run
    /// at the same time, at the cost of one queue hop per such intent.
    private func startTask(_ intent: Intent, _ work: @escaping @Sendable () async -> Void) {
        let task: Task<Void, Never>
        if startsBodiesImmediately, #available(macOS 26.0, iOS 26.0, *) {
            task = Task.immediate(executorPreference: bodyQueue) { [self] in await run(intent, work) }
        } else {
            task = Task(executorPreference: bodyQueue) { [self] in await run(intent, work) }
        }
        // The body cannot go on meanwhile: it needs the body queue, which this drainer holds.
        started.withLock { started in
            guard started.inFirstStretch == intent.id else { return }
            started.inFirstStretch = nil
            started.suspended[intent.id] = task
            if started.cancelled.remove(intent.id) != nil || isStopped.load(ordering: .acquiring) {
                task.cancel()
            }
        }
    }

    private func run(_ intent: Intent, _ work: @Sendable () async -> Void) async {
        // A queued task can be cancelled before it runs; its body then never starts.
        guard !Task.isCancelled else {
            forget(intent)
            return intent.reporter.intentSkipped(intent.name)
        }
        await work()
        forget(intent)
    }

    /// Lets go of a body that ended.
    private func forget(_ intent: Intent) {
        started.withLock { started in
            if started.inFirstStretch == intent.id {
                started.inFirstStretch = nil
            } else {
                started.suspended[intent.id] = nil
            }
            if !started.cancelled.isEmpty { started.cancelled.remove(intent.id) }
        }
    }

    /// Cancels intent `id`: its body never starts, or sees cancellation at its next `await`.
    func cancel(_ id: UInt64) {
        let task = started.withLock { started -> Task<Void, Never>? in
            if let task = started.suspended[id] { return task }
            if id > started.lastStarted || started.inFirstStretch == id {
                started.cancelled.insert(id)
            }
            return nil
        }
        task?.cancel()
    }

    /// Cancels every body, and lets none start from now on.
    func cancelAll() {
        isStopped.store(true, ordering: .releasing)
        let running = started.withLock { started in
            defer { started.suspended = [:] }
            return Array(started.suspended.values)
        }
        for task in running { task.cancel() }
    }
}

/// Where a container's bodies run: a serial queue of its own, off the main actor.
///
/// Given as the task executor preference of every body's task, it keeps the
/// body there after each `await` too (a plain nonisolated task would go on
/// on any thread of the pool), so two bodies' code never runs at the same time.
private final class BodyQueue: TaskExecutor {
    private let queue = DispatchQueue(label: "MviContainer bodies", qos: .userInitiated)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
