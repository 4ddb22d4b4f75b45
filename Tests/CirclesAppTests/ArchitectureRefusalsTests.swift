import CirclesConsole
import CirclesData
import CirclesVersions
import Testing

@testable import CirclesApp

/// The lines a version gives for `history`, `rewind` and quitting when it cannot do what they ask.
@Suite("Architecture: what a version cannot do, and why")
@MainActor
struct ArchitectureRefusalsTests {
    @Test(
        "A version explains why it cannot travel in time exactly when its form is not time-travelling",
        arguments: Architecture.allCases)
    func timeTravel(architecture: Architecture) {
        let form = Self.form(of: architecture)

        let canTravel = form is any TimeTravellingFormScreen

        #expect(canTravel == (architecture.timeTravelRefusal == nil))
        form.close()
    }

    @Test(
        "A version explains why it keeps nothing at quit exactly when its form does not save its state",
        arguments: Architecture.allCases)
    func stateSaving(architecture: Architecture) {
        let form = Self.form(of: architecture)

        let canSave = form is any StateSavingFormScreen

        #expect(canSave == (architecture.stateSavingRefusal == nil))
        form.close()
    }

    private static func form(of architecture: Architecture) -> any CircleFormScreen {
        architecture.makeFormScreen(
            launch: .create, dependencies: CircleFormDependencies(repository: InMemoryCirclesRepository(circles: [])),
            navigator: NowhereNavigator())
    }
}

/// A navigator for a form that is opened and closed without going anywhere.
@MainActor
private final class NowhereNavigator: FormNavigator {
    func leaveForm(to destination: FormDestination) {}
}
