import CirclesConsole
import CirclesDomain

extension CirclesSession: FormNavigator {
    /// Notes where the form goes; the session closes it and shows `destination`
    /// once the command's work has settled, so the form's log ends the same way every run.
    func leaveForm(to destination: FormDestination) {
        guard case .form(_, let returnPlace) = place else { return }
        switch (destination, returnPlace) {
        case (.previousScreen, .allCircles): pendingDestination = .allCircles
        case (.previousScreen, .circleFeed(let circleId)): pendingDestination = .circleFeed(circleId: circleId)
        default: pendingDestination = destination
        }
    }

    /// Moves to the screen the form asked for, loading what it shows.
    func arriveAtPendingDestination() async {
        guard let destination = pendingDestination else { return }
        pendingDestination = nil
        if case .form(let form, _) = place {
            form.close()
            // A call the form left held has nobody waiting for it any more; if it
            // stayed held, the next form would take it for its own when settling.
            // What it does once released (the legacy form's save goes on, a closed
            // container's is cancelled) is over before the next screen loads.
            controls.releaseHeldCalls()
            await form.settle()
        }
        switch destination {
        case .allCircles, .previousScreen: await showAllCircles()
        case .circleFeed(let circleId): await showCircle(id: circleId, as: Place.circleFeed)
        case .circleInvite(let circleId): await showCircle(id: circleId, as: Place.circleInvite)
        }
    }

    /// Loads every circle and shows the list.
    func showAllCircles() async {
        do {
            place = .allCircles(try await browsing.allCircles())
        } catch {
            output.line("The circles could not be loaded: \(error)")
            place = .allCircles([])
        }
    }

    /// Loads the circle with `id` and shows it on the screen `makePlace` builds.
    func showCircle(id: String, as makePlace: (CircleConfigModel) -> Place) async {
        do {
            place = makePlace(try await browsing.circle(withId: id))
        } catch {
            output.line("That circle could not be loaded: \(error)")
            await showAllCircles()
        }
    }
}
