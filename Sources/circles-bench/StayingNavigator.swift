import CirclesConsole

/// A navigator for a form that stays on screen whatever happens, so that the
/// cases can keep looking at it (and keep typing into it) after a Save.
@MainActor
final class StayingNavigator: FormNavigator {
    /// Ignored: the cases look at the form only.
    func leaveForm(to destination: FormDestination) {}
}
