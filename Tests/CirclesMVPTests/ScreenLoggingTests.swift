import CirclesConsole
import CirclesDomain
import CirclesMVP
import CirclesTestSupport
import Locking
import Testing

/// The legacy screen's diagnostics and rotation: the decorators report, the presenter works as before.
@Suite("MVP screen: logging, presenter calls and rotation")
@MainActor
struct ScreenLoggingTests {
    @Test("With a log, each presenter call and each view call the presenter makes back is one line, in order")
    func logLines() async {
        let fixture = LegacyScreenFixture()

        await fixture.send(.name("Hikers"), .save)

        #expect(
            fixture.log.lines == [
                "presenter.attach(view)",
                "presenter.onCheckFormRequested(createCircleRequestDomain: {circleName: \"Hikers\", coverPhoto: nil})",
                "view.enableCTA()",
                "presenter.onFormSubmitted(createCircleRequestDomain: {circleName: \"Hikers\", coverPhoto: nil})",
                "view.showCreateSpinner()",
                "view.redirectToCircleInviteScreen(\"circle-1\")",
            ])
        #expect(
            fixture.calls == [
                PresenterCall(
                    "onCheckFormRequested", .init("createCircleRequestDomain", .request(.init(circleName: "Hikers")))),
                PresenterCall(
                    "onFormSubmitted", .init("createCircleRequestDomain", .request(.init(circleName: "Hikers")))),
            ])
    }

    @Test(
        "A navigation that completes while the view is being recreated is dropped, and the new view has only the text")
    func navigationDroppedInTheGap() async {
        let fixture = LegacyScreenFixture()
        await fixture.send(.name("Hikers"))
        fixture.repository.holdCalls()
        fixture.screen?.handle(.save)
        await fixture.repository.waitUntilHeld()

        await fixture.screen?.recreateView(during: {
            fixture.repository.releaseHeldCalls()
            await fixture.screen?.settle()
        })

        #expect(fixture.destinations == [])
        #expect(fixture.screen?.display == FormScreen(mode: .create, name: "Hikers"))
        #expect(
            Array(fixture.log.lines.suffix(3)) == [
                "view.showCreateSpinner()", "presenter.detach()", "presenter.attach(view)",
            ])
    }
}

/// The legacy screen over a fake repository, recording its log, its presenter calls and its navigation.
@MainActor
private final class LegacyScreenFixture: FormNavigator {
    let repository = FakeCirclesRepository()
    let log = CollectedLines()
    private(set) var calls: [PresenterCall] = []
    private(set) var destinations: [FormDestination] = []
    private(set) var screen: CreateOrEditCircleScreen?

    init() {
        let diagnostics = FormDiagnostics(
            log: log.append,
            presenterCall: { [weak self] in self?.calls.append($0) })
        screen = CreateOrEditCircleScreen(
            launch: .create, dependencies: CircleFormDependencies(repository: repository, diagnostics: diagnostics),
            navigator: self)
    }

    func send(_ inputs: FormInput...) async {
        for input in inputs {
            screen?.handle(input)
            await screen?.settle()
        }
    }

    func leaveForm(to destination: FormDestination) {
        destinations.append(destination)
    }
}

/// Log lines, collected from whichever thread writes them.
private final class CollectedLines: Sendable {
    private let storage = Locked<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    @Sendable
    func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}
