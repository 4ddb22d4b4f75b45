import CirclesConsole

/// The navigator of a form resumed from its saved copy: it deletes the copy once the form is left.
///
/// Resuming keeps the saved copy, since until the form is saved or closed a
/// kill or a crash would otherwise lose it. However the form is left (the
/// circle saved or deleted, the form discarded), the session moves on as
/// usual and the copy goes. The form holds its navigator weakly, so the
/// session's ``SavedForms`` keeps this one while the form is open.
@MainActor
final class ResumedFormNavigator: FormNavigator {
    private weak var session: CirclesSession?

    /// A navigator that leaves forms through `session`.
    init(session: CirclesSession) {
        self.session = session
    }

    /// Leaves the form as the session does, then deletes the saved copy it was resumed from.
    func leaveForm(to destination: FormDestination) {
        session?.leaveForm(to: destination)
        session?.removeResumedCopy()
    }
}
