import CirclesConsole
import Testing

/// Which inputs the form's widgets take in each situation, and the one line that explains a refusal.
@Suite("FormScreen refusals and the length note")
struct FormScreenRefusalTests {
    /// One input of every kind, in this order in every expectation below.
    private static let inputs: [FormInput] = [
        .name("Hikers"), .coverPhoto("https://example.com/a.jpg"), .coverPhoto(nil), .save, .back, .delete,
        .answer(.yes), .answer(.no), .answer(.ok),
    ]
    private static let noQuestion = "There is no question to answer."

    @Test("An empty CREATE form takes the fields and back, and refuses Save, delete and answers")
    func emptyCreateForm() {
        let form = FormScreen(mode: .create)

        let refusals = Self.inputs.map(form.refusal(of:))

        #expect(
            refusals == [
                nil, nil, nil, "Save is disabled: give the circle a name of 1 to 50 characters.", nil,
                "Only an existing circle can be deleted.", Self.noQuestion, Self.noQuestion, Self.noQuestion,
            ])
    }

    @Test("An EDIT form with Save enabled takes everything but answers")
    func changedEditForm() {
        let form = FormScreen(mode: .edit, name: "Readers", isSaveEnabled: true)

        let refusals = Self.inputs.map(form.refusal(of:))

        #expect(refusals == [nil, nil, nil, nil, nil, nil, Self.noQuestion, Self.noQuestion, Self.noQuestion])
    }

    @Test(
        "A disabled Save in EDIT blames the name when it does not fit, and the lack of change otherwise",
        arguments: [
            ("Book club", "Save is disabled: change the name or the cover first."),
            ("  ", "Save is disabled: give the circle a name of 1 to 50 characters."),
            (String(repeating: "x", count: 51), "Save is disabled: give the circle a name of 1 to 50 characters."),
        ])
    func disabledSaveInEdit(name: String, refusal: String) {
        let form = FormScreen(mode: .edit, name: name)

        #expect(form.refusal(of: .save) == refusal)
    }

    @Test(
        "A disabled Save in CREATE blames the name when it does not fit, and claims no reason when it fits",
        arguments: [
            ("Hikers", "Save is disabled."),
            ("", "Save is disabled: give the circle a name of 1 to 50 characters."),
        ])
    func disabledSaveInCreate(name: String, refusal: String) {
        let form = FormScreen(mode: .create, name: name)

        #expect(form.refusal(of: .save) == refusal)
    }

    @Test(
        "A disabled Save says what is wrong with a name that looks fine but is not, invisible characters included",
        arguments: [
            ("\u{200B}\u{200B}", "the name has no visible character"),
            ("Family\u{E0041}\u{E0042}", "the name holds invisible tag characters"),
            ("a" + String(repeating: "\u{0301}", count: 2_000), "the name is longer than 2048 bytes"),
        ])
    func disabledSaveNamesTheProblem(name: String, problem: String) {
        let form = FormScreen(mode: .create, name: name)

        #expect(
            form.refusal(of: .save) == "Save is disabled: \(problem); give the circle a name of 1 to 50 characters.")
    }

    @Test("The spinner covers nothing: while a change is committed, the form takes what it takes without one")
    func spinnerCoversNothing() {
        let idle = FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true)
        var saving = idle
        saving.progress = .creating

        let refusals = Self.inputs.map(saving.refusal(of:))

        #expect(refusals == Self.inputs.map(idle.refusal(of:)))
        #expect(refusals.contains(nil))
    }

    @Test("A question takes only yes and no", arguments: [FormDialog.discardNewCircle, .discardChanges, .deleteCircle])
    func questionTakesYesOrNo(dialog: FormDialog) {
        let form = FormScreen(mode: .edit, name: "Readers", isSaveEnabled: true, dialog: dialog)
        let answerFirst = "Answer the question first: yes or no."

        let refusals = Self.inputs.map(form.refusal(of:))

        #expect(refusals == Array(repeating: answerFirst, count: 6) + [nil, nil, answerFirst])
    }

    @Test(
        "An error message takes only ok",
        arguments: [FormDialog.createFailed, .updateFailed, .loadFailed, .deleteFailed])
    func errorTakesOk(dialog: FormDialog) {
        let form = FormScreen(mode: .edit, dialog: dialog)
        let closeFirst = "Close the message first: ok."

        let refusals = Self.inputs.map(form.refusal(of:))

        #expect(refusals == Array(repeating: closeFirst, count: 8) + [nil])
    }

    @Test(
        "Only a name whose trimmed length is over 50 characters gets a note",
        arguments: [
            ("", nil),
            (String(repeating: "x", count: 50), nil),
            ("  " + String(repeating: "x", count: 50) + "  ", nil),
            (String(repeating: "x", count: 51), "Names are at most 50 characters; this one has 51."),
            (String(repeating: "é", count: 60), "Names are at most 50 characters; this one has 60."),
        ])
    func lengthNote(name: String, note: String?) {
        #expect(FormScreen.lengthNote(forName: name) == note)
    }
}
