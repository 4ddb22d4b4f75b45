import CirclesDomain

extension SimulatedConditionsRepository: CirclesRepository {
    /// Creates the circle in the wrapped store, after the simulated conditions of `.create`.
    public func createCircle(
        _ request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try await perform(.create) { try await wrapped.createCircle(request) }
    }

    /// Edits the circle in the wrapped store, after the simulated conditions of `.edit`.
    public func editCircle(
        _ circleId: String,
        with request: CreateOrEditCircleRequestDomain
    ) async throws -> CircleConfigModel {
        try await perform(.edit) { try await wrapped.editCircle(circleId, with: request) }
    }

    /// Deletes the circle from the wrapped store, after the simulated conditions of `.delete`.
    public func deleteCircle(_ circleId: String) async throws {
        try await perform(.delete) { try await wrapped.deleteCircle(circleId) }
    }

    /// Loads the circle from the wrapped store, after the simulated conditions of `.load`.
    public func circle(withId circleId: String) async throws -> CircleConfigModel {
        try await perform(.load) { try await wrapped.circle(withId: circleId) }
    }

    /// Lists the wrapped store's circles, after the simulated conditions of `.load`.
    public func allCircles() async throws -> [CircleConfigModel] {
        try await perform(.load) { try await wrapped.allCircles() }
    }
}
