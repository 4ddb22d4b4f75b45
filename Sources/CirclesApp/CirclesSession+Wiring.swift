import CirclesCommandLine
import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesSavedForms
import CirclesVersions
import Foundation

extension CirclesSession {
    /// A session over `store`, wired as the `circles` command runs it.
    ///
    /// The feeds read the store directly; the list and the form go through
    /// simulated conditions, which `--latency`, `fail`, `hold` and `release`
    /// switch, then through the gate the session closes at its end
    /// (``StoreChangeGate``), each calling as itself (``RepositoryCaller``),
    /// so that the store checks each change against what its screen showed,
    /// and the gate tells the form's changes from the list's; `--log` lines are collected for the session to write; and an
    /// unfinished form is saved next to `storeFile` when there is one, and a
    /// resumed one's circle is passed to `noteOpenedCircle`. The
    /// command and the tests both build sessions here, so the tests run the
    /// command's own wiring.
    static func wired(
        architecture: Architecture,
        listVersion: ListVersion? = nil,
        store: any CirclesRepository,
        storeFile: FileSystemPath?,
        noteOpenedCircle: @escaping @Sendable (CircleConfigModel) -> Void = { _ in },
        output: ConsoleOutput,
        latency: Duration = .zero,
        log: Bool = false,
        presenterCall: (@MainActor (PresenterCall) -> Void)? = nil
    ) -> CirclesSession {
        let gate = StoreChangeGate(wrapping: store)
        let conditions = SimulatedConditionsRepository(wrapping: gate, latency: latency)
        let session = CirclesSession(
            architecture: architecture,
            listVersion: listVersion ?? architecture.listVersion,
            browsing: store,
            listing: RepositoryCaller.list.attributing(conditions),
            dependencies: CircleFormDependencies(repository: RepositoryCaller.form.attributing(conditions)),
            controls: conditions,
            output: output
        )
        if log || presenterCall != nil {
            session.probe = FormProbe(isLogging: log, onCall: presenterCall)
        }
        session.changeGate = gate
        session.savedForms = storeFile.map(SavedForms.init(storePath:))
        session.noteOpenedCircle = noteOpenedCircle
        return session
    }
}
