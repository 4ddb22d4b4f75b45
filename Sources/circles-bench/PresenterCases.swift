import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesMVI
import CirclesMVP

/// Case 2: the same user event, typing a new name, handled by the legacy MVP
/// screen and by the MVI screen, each through its real console view.
///
/// MVP: the view stores the name and calls `onCheckFormRequested`, the
/// presenter runs the use case and calls `enableCTA` back; all synchronous on
/// the main actor. MVI: the view calls `onNameChanged`, the intent reduces the
/// state off the main actor, and the state comes back to the main actor, where
/// the view's `DiffRenderer` draws the changed name. The MVI figures end when
/// the view has drawn the state: for a burst, when the screen has settled
/// (one main-actor hop, shared by the whole burst); one at a time, when the
/// screen has settled after each change.
@MainActor
enum PresenterCases {
    /// Events per round of the MVP case and of the MVI burst.
    static let events = 100_000
    /// Events per round of the MVI one-at-a-time case.
    static let oneAtATime = 2_000
    /// Names short enough to be stored inline, so that no case pays for string
    /// storage; consecutive names differ, so every event is a change.
    static let names = (0..<64).map { "Circle \($0)" }

    private static let navigator = StayingNavigator()

    private static var dependencies: CircleFormDependencies {
        CircleFormDependencies(repository: InMemoryCirclesRepository())
    }

    /// Nanoseconds per name change handled by the MVP screen.
    static func mvp() -> Double {
        let screen = CirclesMVP.CreateOrEditCircleScreen(
            launch: .create, dependencies: dependencies, navigator: navigator)
        let start = Stopwatch.now
        for event in 0..<events {
            screen.handle(.name(names[event % names.count]))
        }
        let result = Stopwatch.perOperation(since: start, operations: events)
        return screen.display.isSaveEnabled ? result : .nan
    }

    /// Nanoseconds per name change handled by the MVI screen, for `events`
    /// changes typed back to back, until the view has drawn the last.
    static func mviBurst() async -> Double {
        let screen = CirclesMVI.CreateOrEditCircleScreen(
            launch: .create, dependencies: dependencies, navigator: navigator)
        let start = Stopwatch.now
        for event in 0..<events {
            screen.handle(.name(names[event % names.count]))
        }
        // Not a probe counting states: were two intents to run out of order,
        // equal neighbours would emit one state, and the count never arrive.
        await screen.settle()
        let result = Stopwatch.perOperation(since: start, operations: events)
        screen.close()
        return result
    }

    /// The median nanoseconds from a name change to the MVI view having drawn
    /// it, for changes typed one at a time.
    static func mviOneAtATime() async -> Double {
        let screen = CirclesMVI.CreateOrEditCircleScreen(
            launch: .create, dependencies: dependencies, navigator: navigator)
        var latencies: [Double] = []
        latencies.reserveCapacity(oneAtATime)
        for event in 0..<oneAtATime {
            let start = Stopwatch.now
            screen.handle(.name(names[event % names.count]))
            await screen.settle()
            latencies.append(Double(Stopwatch.now - start))
        }
        screen.close()
        return Summary(latencies).median
    }
}

/// A navigator for a form that stays on screen whatever happens, so that the
/// cases can keep looking at it (and keep typing into it) after a Save.
@MainActor
final class StayingNavigator: FormNavigator {
    /// Ignored: the cases look at the form only.
    func leaveForm(to destination: FormDestination) {}
}
