import CirclesCommandLine
import CirclesConsole
import CirclesDomain
import CirclesSavedForms
import CirclesVersions

/// The demo's session: it takes one command at a time, drives the screens, and
/// writes what changed.
///
/// Every version of the list and of the form runs behind the same session,
/// screens and renderer, so the same commands print the same transcript
/// whatever the versions, except where a version really behaves differently.
/// The session is the screens' coordinator: it opens what they ask for, and
/// hands the list what a form did once the form closes.
@MainActor
final class CirclesSession {
    /// Whether the session goes on after a command.
    enum Step: Equatable {
        case proceed
        case quit
    }

    let architecture: Architecture
    let listVersion: ListVersion
    let browsing: any CirclesRepository
    let listing: any CirclesRepository
    let dependencies: CircleFormDependencies
    let controls: any RepositoryControls
    let output: ConsoleOutput
    var place: Place = .list {
        didSet { noteFormOpened(replacing: oldValue) }
    }
    /// Where the form on top asked to go; the session goes there once the command's work has settled.
    var pendingDestination: FormDestination?
    /// What the list asked to open; the session opens it once the command's work has settled.
    var pendingOpening: ListOpening?
    /// The circle the open form was opened on, so that its deletion can be told to the list.
    var formCircleId: String?
    /// The row at the top of the list's page, which `list N` and `more` move (``ListScreen/topRow``).
    var listTopRow = 0
    /// The list of all circles, open beneath every other screen from the start to the end of the session.
    private(set) lazy var list: any CircleListScreen = listVersion.makeListScreen(
        repository: listing, navigator: self)
    /// Animates while a change is committed; only set on a terminal, so scripted output stays still.
    var spinner: ProgressSpinner?
    /// Records what passes between the form's view and presenter, for `--log` and the
    /// interaction tests; `nil` when nobody listens.
    var probe: FormProbe?
    /// Where unfinished forms are kept between runs; `nil` with `--store :memory:`.
    var savedForms: SavedForms?
    /// Tells the store which version of its circle a resumed edit form loaded before the demo last quit.
    var noteOpenedCircle: @Sendable (CircleConfigModel) -> Void = { _ in }
    /// The form's way to the store, closed when the session ends; `nil` when nothing is kept for the next start.
    var changeGate: StoreChangeGate?
    /// How many changes had gone through ``changeGate`` when the form shown opened.
    var changesBeforeForm = 0
    /// Whether an unfinished form could not be saved at the end, so that the demo exits with a failure.
    var lostUnfinishedForm = false
    /// The form whose last change was a deletion, so that its failure is named as one.
    weak var deletingForm: (any CircleFormScreen)?
    private var lastRendered: String?

    /// Creates a session; `browsing` loads feeds, `listing` serves the list, `dependencies` the form.
    init(
        architecture: Architecture,
        listVersion: ListVersion,
        browsing: any CirclesRepository,
        listing: any CirclesRepository,
        dependencies: CircleFormDependencies,
        controls: any RepositoryControls,
        output: ConsoleOutput
    ) {
        self.architecture = architecture
        self.listVersion = listVersion
        self.browsing = browsing
        self.listing = listing
        self.dependencies = dependencies
        self.controls = controls
        self.output = output
    }

    /// Opens the first screen, the list of all circles, and shows it once it has loaded.
    func start() async {
        await list.settle()
        render(force: true)
        await offerSavedForms()
    }

    /// Handles one line of input and reports whether to go on.
    func handle(_ line: String) async -> Step {
        switch CommandParser.parse(line) {
        case .failure(let error):
            output.line(error.description)
            return .proceed
        case .success(.quit):
            return .quit
        case .success(let command):
            let forceRender = await perform(command)
            await settle()
            if await arriveAtPendingDestination() { await settle() }
            writeLog()
            render(force: forceRender)
            return .proceed
        }
    }

    /// Closes whatever is open, at the end of the session, first saving an unfinished form when the version can.
    ///
    /// Changes not yet at the store are refused from now on, and those at
    /// the store are waited for, so that a form whose change went through is
    /// not kept as unfinished (``keepOpenForm(_:)``). Forms offered and not
    /// resumed go back for the next start. Calling it again does nothing more.
    func finish() async {
        if let gate = changeGate, gate.close() { await gate.changesEnded() }
        list.close()
        if case .form(let form, _) = place {
            keepOpenForm(form)
            form.close()
            writeLog()
            place = .list
        }
        savedForms?.putBackOffered()
    }

    /// Writes the log lines collected since the last call, each after `log: `.
    func writeLog() {
        for line in probe?.drainLog() ?? [] {
            output.line("log: " + line.printable)
        }
    }

    /// What to say when the input ends while a dialog waits for an answer, or `nil`.
    ///
    /// A script that stops mid-dialog would otherwise end without a word on
    /// what became of the form.
    var endOfInputNote: String? {
        guard case .form(let form, _) = place, form.display.dialog != nil else { return nil }
        return "The input ended before the dialog was answered; the form was closed and nothing more was changed."
    }

    /// Waits until the work the last command started on the screen on top has finished or is held,
    /// animating the spinner meanwhile when there is one.
    func settle() async {
        switch place {
        case .form(let form, _):
            await animating(
                { await waitForWork(settling: { await form.settle(leavingHeld: $0) }) }, form.display.progress?.caption)
        case .list:
            let list = list
            await animating(
                { await waitForWork(settling: { await list.settle(leavingHeld: $0) }) }, list.display.progressCaption)
        case .circleFeed, .circleInvite:
            return
        }
    }

    private func animating(_ work: () async -> Void, _ caption: @autoclosure @escaping @MainActor () -> String?)
        async
    {
        guard let spinner else { return await work() }
        await spinner.animate(while: work, progress: caption)
    }

    /// Waits until the form's work has finished, but for the pieces waiting at held repository calls.
    ///
    /// A held call keeps one piece of work waiting until `release`, and the
    /// user goes on meanwhile (typing, Save, Back), so the form settles around
    /// it: each round waits for the form with the calls held so far left out,
    /// or for one more call to be held, whichever comes first, and a new hold
    /// starts another round. What the form did before its call reached the
    /// hold (a spinner) was queued on the main actor before the hold woke this
    /// task, and the main actor runs its jobs in order, so the view shows it by then.
    private func waitForWork(settling settle: @escaping @MainActor (_ leavingHeld: Int) async -> Void) async {
        while true {
            let held = controls.heldCallCount
            guard held > 0 || controls.isHolding else { return await settle(0) }
            let (ended, signal) = AsyncStream<Bool>.makeStream()
            // Left running when a new hold wins: it ends once the calls are released or the form closes.
            Task {
                await settle(held)
                signal.yield(true)
            }
            let holding = Task { [controls] in
                try? await controls.waitUntilHeld(moreThan: held)
                signal.yield(false)
            }
            var isSettled = false
            for await settled in ended {
                isSettled = settled
                break
            }
            holding.cancel()
            if isSettled { return }
        }
    }

    /// Writes the screen if it changed since it was last written, or always when `force` is set.
    func render(force: Bool = false) {
        let screen = shownScreen
        let text = output.renderer(plain: true).text(for: screen)
        guard force || text != lastRendered else { return }
        lastRendered = text
        output.write(output.renderer(plain: false).text(for: screen))
    }

    /// The screen as the console shows it.
    ///
    /// Every version's view answers a failed edit and a failed delete with
    /// the same dialog, since the talk's contract has one call for both. The
    /// console saw which the user asked for, so a failed deletion is named
    /// as one rather than called a change that could not be saved.
    var shownScreen: Screen {
        switch place {
        case .list:
            var display = list.display
            display.topRow = listTopRow
            return .allCircles(display)
        case .circleFeed(let circle): return .circleFeed(circle)
        case .circleInvite(let circle): return .circleInvite(circle)
        case .form(let form, _):
            var display = form.display
            if display.dialog == .updateFailed, form === deletingForm { display.dialog = .deleteFailed }
            return .form(display)
        }
    }
}
