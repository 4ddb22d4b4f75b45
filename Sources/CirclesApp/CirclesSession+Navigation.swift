import CirclesCommandLine
import CirclesConsole
import CirclesDomain
import CirclesVersions

/// A screen the list asked to open over itself.
enum ListOpening: Equatable {
    /// The form, as this launch says.
    case form(FormLaunch)
    /// The feed of the circle with this id.
    case circleFeed(circleId: String)
}

extension CirclesSession: FormNavigator, ListNavigator {
    /// Notes where the form goes; the session closes it and shows `destination`
    /// once the command's work has settled, so the form's log ends the same way every run.
    func leaveForm(to destination: FormDestination) {
        guard case .form = place else { return }
        pendingDestination = destination
    }

    /// Notes that the list asked for the form; it opens once the command's work has settled.
    func openForm(_ launch: FormLaunch) {
        pendingOpening = .form(launch)
    }

    /// Notes that the list asked for a circle's feed; it opens once the command's work has settled.
    func openCircleFeed(circleId: String) {
        pendingOpening = .circleFeed(circleId: circleId)
    }

    /// Opens what the list asked for, or closes the form and goes where it asked, telling the list what it did;
    /// returns whether a screen opened whose work is yet to settle.
    func arriveAtPendingDestination() async -> Bool {
        if let opening = pendingOpening {
            pendingOpening = nil
            switch opening {
            case .form(let launch):
                openForm(launch, returningTo: .allCircles)
                return true
            case .circleFeed(let circleId): await showCircle(id: circleId, as: Place.circleFeed)
            }
        }
        guard let destination = pendingDestination, case .form(let form, let returnPlace) = place else { return false }
        pendingDestination = nil
        form.close()
        // A call the form left held has nobody waiting for it any more; if it
        // stayed held, the next screen would take it for its own when settling.
        // What it does once released (the legacy form's save goes on, a closed
        // container's is cancelled) is over before the next screen shows.
        controls.releaseHeldCalls()
        await form.settle()
        let deletedCircleId = formCircleId
        formCircleId = nil
        switch (destination, returnPlace) {
        case (.previousScreen, .allCircles): place = .list
        case (.previousScreen, .circleFeed(let circleId)): await showCircle(id: circleId, as: Place.circleFeed)
        case (.allCircles, _):
            if let deletedCircleId { list.receive(.deleted(circleId: deletedCircleId)) }
            place = .list
        case (.circleFeed(let circleId), _):
            await showCircle(id: circleId, as: Place.circleFeed, telling: FormResult.changed)
        case (.circleInvite(let circleId), _):
            await showCircle(id: circleId, as: Place.circleInvite, telling: FormResult.created)
        }
        await list.settle()
        return false
    }

    /// Opens the form as `launch` says, to return to `returnPlace` when it closes without going anywhere else.
    func openForm(_ launch: FormLaunch, returningTo returnPlace: ReturnPlace) {
        let form = architecture.makeFormScreen(
            launch: launch, dependencies: dependencies, navigator: self, probe: probe)
        if case .edit(let circleId) = launch { formCircleId = circleId }
        place = .form(form, returnTo: returnPlace)
    }

    /// Loads the circle with `id` and shows it on the screen `makePlace` builds; with `result`, tells the
    /// list first what a form did to it. A circle that cannot be loaded leaves the list on top.
    func showCircle(
        id: String, as makePlace: (CircleConfigModel) -> Place,
        telling result: ((CircleConfigModel) -> FormResult)? = nil
    ) async {
        do {
            let circle = try await browsing.circle(withId: id)
            if let result { list.receive(result(circle)) }
            place = makePlace(circle)
        } catch {
            output.line("That circle could not be loaded: \(error)")
            place = .list
        }
    }
}
