import CirclesConsole
import CirclesDomain
import CirclesVersions
import Testing

@testable import CirclesApp

/// The user going on while a load or a save waits at the repository, in every version
/// (the "while a call is in flight" rows of `docs/behaviour.md`).
///
/// Each input's own work is waited for, the held call left waiting, so these
/// show what overlapping work does in each version, and never depend on timing.
@Suite("Behaviour: while a call is in flight", .timeLimit(.minutes(1)))
@MainActor
struct HeldCallSpec {
    static let bookClub = ScreenHarness.bookClub

    @Test("Back while the circle to edit is loading leaves the form at once", arguments: Architecture.allCases)
    func backDuringHeldLoad(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: Self.bookClub.id), holdingCalls: true)

        await harness.sendDuringHeldCalls(.back)
        let destinations = harness.destinations
        await harness.releaseHeldCalls()

        #expect(destinations == [.previousScreen])
        #expect(harness.repository.calls == [.load(Self.bookClub.id)])
    }

    @Test(
        "Delete while the circle is loading does nothing; once it has loaded, delete asks",
        arguments: Architecture.allCases)
    func deleteDuringHeldLoad(version: Architecture) async {
        let harness = await ScreenHarness(version, launch: .edit(circleId: Self.bookClub.id), holdingCalls: true)

        await harness.sendDuringHeldCalls(.delete)
        let whileLoading = harness.form?.dialog
        await harness.releaseHeldCalls()
        await harness.send(.delete)

        #expect(whileLoading == nil)
        #expect(harness.form?.dialog == .deleteCircle)
    }

    @Test(
        "Typing while a save is held reaches the form; the save sends what was submitted",
        arguments: Architecture.allCases)
    func typingDuringHeldSave(version: Architecture) async {
        let harness = await ScreenHarness(version, circles: [])
        await harness.send(.name("Climbing"))
        await harness.sendWhileHeld(.save)

        await harness.sendDuringHeldCalls(.name("Bouldering"))
        let whileSaving = harness.form
        await harness.releaseHeldCalls()

        #expect(whileSaving?.name == "Bouldering")
        #expect(whileSaving?.progress == .creating)
        #expect(harness.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Climbing"))])
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test("Save twice while a save is held creates one circle", arguments: Architecture.allCases)
    func saveTwiceDuringHeldSave(version: Architecture) async {
        let harness = await ScreenHarness(version, circles: [])
        await harness.send(.name("Climbing"))
        await harness.sendWhileHeld(.save)

        await harness.sendDuringHeldCalls(.save)
        await harness.releaseHeldCalls()

        #expect(harness.repository.calls == [.create(CreateOrEditCircleRequestDomain(circleName: "Climbing"))])
        #expect(harness.repository.circles == [CircleConfigModel(id: "circle-1", name: "Climbing")])
        #expect(harness.destinations == [.circleInvite(circleId: "circle-1")])
    }

    @Test(
        "Back while a save is held: up to step 6 it asks to discard what is being saved; the final version waits for the save",
        arguments: Architecture.allCases)
    func backDuringHeldSave(version: Architecture) async {
        let harness = await ScreenHarness(version, circles: [])
        await harness.send(.name("Climbing"))
        await harness.sendWhileHeld(.save)

        await harness.sendDuringHeldCalls(.back)
        let dialog = harness.form?.dialog
        await harness.releaseHeldCalls()

        #expect(dialog == (version == .mvi ? nil : .discardNewCircle))
        #expect(harness.repository.circles == [CircleConfigModel(id: "circle-1", name: "Climbing")])
    }
}
