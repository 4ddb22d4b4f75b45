import CirclesDomain

extension CirclesRepository {
    /// This repository wrapped in a ``SimulatedConditionsRepository`` with `latency`.
    ///
    /// Reads as a sentence where the demo builds its store, for example
    /// `InMemoryCirclesRepository().withSimulatedConditions(latency: .milliseconds(300))`.
    public func withSimulatedConditions(
        latency: Duration = .zero
    ) -> SimulatedConditionsRepository {
        SimulatedConditionsRepository(wrapping: self, latency: latency)
    }
}
