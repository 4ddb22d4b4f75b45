import CirclesConsole

/// A navigator that records where the form went, in order.
@MainActor
final class RecordingNavigator: FormNavigator {
    private(set) var destinations: [FormDestination] = []

    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
    }
}
