import CirclesConsole

/// A navigator that records where the form went, in order.
@MainActor
final class RecordingNavigator: FormNavigator {
    /// Every destination the form asked for, in order.
    private(set) var destinations: [FormDestination] = []

    /// Records `destination`.
    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
    }
}
