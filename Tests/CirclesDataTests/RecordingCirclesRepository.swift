import CirclesData
import CirclesDomain
import MviKitLocking

/// What a test saw happen, in order: a simulated latency, or a call reaching the store.
enum RecordedEvent: Equatable, Sendable {
    case slept(Duration)
    case reachedStore(RepositoryOperation)
}

/// An ordered record of events, shared by a fake store and a fake sleep.
final class EventLog: Sendable {
    private let recorded = Locked<[RecordedEvent]>([])

    var events: [RecordedEvent] { recorded.withLock { $0 } }

    func append(_ event: RecordedEvent) {
        recorded.withLock { $0.append(event) }
    }

    /// A sleep that records its duration instead of waiting.
    @Sendable func sleep(for duration: Duration) async throws {
        append(.slept(duration))
    }
}

/// A hand-written fake store: records each call that reaches it, then answers from memory.
final class RecordingCirclesRepository: CirclesRepository {
    let log: EventLog
    let store: InMemoryCirclesRepository

    init(
        log: EventLog = EventLog(),
        circles: [CircleConfigModel] = InMemoryCirclesRepository.sampleCircles
    ) {
        self.log = log
        store = InMemoryCirclesRepository(circles: circles)
    }

    func createCircle(
        _ request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        log.append(.reachedStore(.create))
        return try await store.createCircle(request)
    }

    func editCircle(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        log.append(.reachedStore(.edit))
        return try await store.editCircle(circleId, with: request)
    }

    func deleteCircle(_ circleId: String) async throws {
        log.append(.reachedStore(.delete))
        try await store.deleteCircle(circleId)
    }

    func circle(withId circleId: String) async throws -> CircleConfigModel {
        log.append(.reachedStore(.load))
        return try await store.circle(withId: circleId)
    }

    func allCircles() async throws -> [CircleConfigModel] {
        log.append(.reachedStore(.load))
        return try await store.allCircles()
    }
}
