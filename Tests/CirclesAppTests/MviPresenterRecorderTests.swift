import CirclesConsole
import CirclesDomain
import Testing

@testable import CirclesApp

/// The recorder between the final MVI view and its presenter, on forms opened
/// as the demo opens them: every call goes on to the presenter and is reported
/// to the probe, and the container's events are logged where they happen.
@Suite("MviPresenterRecorder", .timeLimit(.minutes(1)))
@MainActor
struct MviPresenterRecorderTests {
    @Test("Each call of a new circle's view reaches the presenter and is reported with its argument")
    func createCalls() async {
        let form = await ProbedForm(.mvi)
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

    @Test("Each call of an edited circle's view reaches the presenter and is reported with its identifier")
    func editCalls() async {
        let form = await ProbedForm(.mvi, launch: .edit(circleId: ProbedForm.bookClub.id))

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
