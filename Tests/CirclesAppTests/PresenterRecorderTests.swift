import CirclesConsole
import CirclesDomain
import Testing

@testable import CirclesApp
@testable import CirclesVersions

/// The recorder between a legacy view and its presenter (step 0 to step 4),
/// on forms opened as the demo opens them: every call goes on to the
/// presenter and is reported to the probe; attaching and detaching are only
/// logged; a container's events are logged where they happen.
@Suite("PresenterRecorder: steps 0 to 4", .timeLimit(.minutes(1)))
@MainActor
struct PresenterRecorderLegacyTests {
    nonisolated static let legacyVersions: [Architecture] = [.mvp, .step1, .step2, .step3, .step4]
    nonisolated static let attachingVersions: [Architecture] = [.mvp, .step1, .step2, .step3]

    @Test(
        "Each call of a new circle's view reaches the presenter and is reported with the form's content",
        arguments: legacyVersions)
    func createCalls(version: Architecture) async {
        let form = await ProbedForm(version)
        let cover = "https://example.com/hikers.jpg"

        await form.send(.name("Hikers"), .coverPhoto(cover), .back, .answer(.no), .save)

        let hikers = CreateOrEditCircleRequestDomain(circleName: "Hikers")
        let hikersWithCover = CreateOrEditCircleRequestDomain(circleName: "Hikers", coverPhoto: cover)
        #expect(
            form.calls == [
                PresenterCall("onCheckFormRequested", .init("createCircleRequestDomain", .request(hikers))),
                PresenterCall("onCheckFormRequested", .init("createCircleRequestDomain", .request(hikersWithCover))),
                PresenterCall(
                    "onExitFromCreateCircleFlowRequested", .init("createCircleRequestDomain", .request(hikersWithCover))
                ),
                PresenterCall("onFormSubmitted", .init("createCircleRequestDomain", .request(hikersWithCover))),
            ])
        #expect(form.repository.calls == [.create(hikersWithCover)])
        #expect(form.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test(
        "Each call of an edited circle's view reaches the presenter and is reported with its identifier",
        arguments: legacyVersions)
    func editCalls(version: Architecture) async {
        let form = await ProbedForm(version, launch: .edit(circleId: ProbedForm.bookClub.id))

        await form.send(.delete, .answer(.yes))

        #expect(
            form.calls == [
                PresenterCall("onEditCircleRequested", .init("circleIdToEdit", .text("sample-2"))),
                PresenterCall("onDeleteCircleRequested"),
                PresenterCall("onDeleteCircleConfirmed"),
            ])
        #expect(form.repository.calls == [.load("sample-2"), .delete("sample-2")])
        #expect(form.destinations == [.allCircles])
    }

    @Test(
        "Attaching and detaching the view are logged, but not reported as calls, as no user event makes them",
        arguments: attachingVersions)
    func lifecycleLoggedOnly(version: Architecture) async {
        let form = await ProbedForm(version)

        await form.reshow()
        await form.send(.name("Hikers"))
        form.close()

        let hikers = CreateOrEditCircleRequestDomain(circleName: "Hikers")
        #expect(
            form.probe.drainLog().filter { $0.hasPrefix("presenter.") } == [
                "presenter.attach(view)",
                "presenter.detach()",
                "presenter.attach(view)",
                "presenter.onCheckFormRequested(createCircleRequestDomain: {circleName: \"Hikers\", coverPhoto: nil})",
                "presenter.detach()",
            ])
        #expect(
            form.calls == [PresenterCall("onCheckFormRequested", .init("createCircleRequestDomain", .request(hikers)))])
    }

    @Test("A step's container events are logged in the order they happen, each after the call that caused it")
    func containerEventsLogged() async {
        let form = await ProbedForm(.step2)

        await form.send(.name("Hikers"), .save)

        let request = "createCircleRequestDomain: {circleName: \"Hikers\", coverPhoto: nil}"
        #expect(
            form.probe.drainLog() == [
                "presenter.attach(view)",
                "presenter.onCheckFormRequested(\(request))",
                "intent started: onCheckFormRequested(_:)",
                "intent finished: onCheckFormRequested(_:)",
                "presenter.onFormSubmitted(\(request))",
                "intent started: onFormSubmitted(_:)",
                "state changed by onFormSubmitted(_:): committingChanges: false → true",
                "intent finished: onFormSubmitted(_:)",
                "presenter.detach()",
                "container closed",
            ])
    }
}

/// The recorder between a view whose fields are state and its presenter (step 5
/// to the final version), on forms opened as the demo opens them: every call
/// goes on to the presenter and is reported to the probe, and the container's
/// events are logged where they happen.
@Suite("PresenterRecorder: step 5 to the final version", .timeLimit(.minutes(1)))
@MainActor
struct PresenterRecorderMviTests {
    nonisolated static let fieldVersions: [Architecture] = [.step5, .step6, .mvi]

    @Test(
        "Each call of a new circle's view reaches the presenter and is reported with its argument",
        arguments: fieldVersions)
    func createCalls(version: Architecture) async {
        let form = await ProbedForm(version)
        let cover = "https://example.com/hikers.jpg"

        await form.send(.name("Hikers"), .coverPhoto(cover), .coverPhoto(nil), .back, .answer(.no), .save)

        #expect(
            form.calls == [
                PresenterCall("onNameChanged", .init("circleName", .text("Hikers"))),
                PresenterCall("onCoverPhotoChanged", .init("coverPhoto", .text(cover))),
                PresenterCall("onCoverPhotoChanged", .init("coverPhoto", .none)),
                PresenterCall("onExitFromCreateCircleFlowRequested"),
                PresenterCall("onFormSubmitted"),
            ])
        #expect(form.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Hikers"))])
        #expect(form.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test(
        "Each call of an edited circle's view reaches the presenter and is reported with its identifier",
        arguments: fieldVersions)
    func editCalls(version: Architecture) async {
        let form = await ProbedForm(version, launch: .edit(circleId: ProbedForm.bookClub.id))

        await form.send(.delete, .answer(.yes))

        #expect(
            form.calls == [
                PresenterCall("onEditCircleRequested", .init("circleIdToEdit", .text("sample-2"))),
                PresenterCall("onDeleteCircleRequested"),
                PresenterCall("onDeleteCircleConfirmed"),
            ])
        #expect(form.repository.calls == [.load("sample-2"), .delete("sample-2")])
        #expect(form.destinations == [.allCircles])
    }

    @Test("Restoring a saved form reaches the presenter as onFormRestored, and is reported")
    func restoreCall() async throws {
        let saving = await ProbedForm(.mvi)
        await saving.send(.name("Hikers"))
        let saved = try #require(try (saving.screen as? any StateSavingFormScreen)?.savedState())
        let form = await ProbedForm(.mvi)

        try #require(form.screen as? any StateSavingFormScreen).restore(savedState: saved)
        await form.settle()

        #expect(form.calls == [PresenterCall("onFormRestored")])
        #expect(form.form == FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
    }

    @Test("The container's events are logged in the order they happen, each after the call that caused it")
    func containerEventsLogged() async {
        let form = await ProbedForm(.mvi)

        await form.send(.name("Hikers"), .save)

        #expect(
            form.probe.drainLog() == [
                "presenter.onNameChanged(circleName: \"Hikers\")",
                "intent started: onNameChanged(_:)",
                "state changed by onNameChanged(_:): ctaEnabled: false → true, circleName: \"\" → \"Hikers\"",
                "intent finished: onNameChanged(_:)",
                "presenter.onFormSubmitted()",
                "intent started: onFormSubmitted()",
                "state changed by onFormSubmitted(): committingChanges: false → true",
                "side effect from onFormSubmitted(): openCircleInvite(circleId: \"circle-1\")",
                "intent finished: onFormSubmitted()",
                "container closed",
            ])
    }
}
