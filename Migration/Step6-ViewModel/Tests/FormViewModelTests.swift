import CirclesConsole
import Testing

@testable import Step6ViewModel

/// What the view draws, mapped from the state: the one place a state becomes what the widgets show.
@Suite("Step 6 view model")
struct FormViewModelTests {
    @Test("The mode, the fields and Save are the state's own")
    func fieldsFromState() {
        let state = CreateOrEditState(
            mode: .edit, ctaEnabled: true, circleName: "Readers", coverPhoto: "https://example.com/r.jpg")

        let model = FormViewModel(state)

        #expect(
            (model.mode, model.name, model.coverPhoto, model.isSaveEnabled, model.progress)
                == (.edit, "Readers", "https://example.com/r.jpg", true, nil))
    }

    // excerpt:begin spinner-test
    @Test(
        "The spinner shows exactly while a change is committed, its caption chosen by the mode",
        arguments: [(CreateOrEditState.Mode.create, FormScreen.Progress.creating), (.edit, .updating)])
    func spinnerByMode(mode: CreateOrEditState.Mode, progress: FormScreen.Progress) {
        let committing = FormViewModel(CreateOrEditState(mode: mode, committingChanges: true))
        let idle = FormViewModel(CreateOrEditState(mode: mode))

        #expect(committing.progress == progress)
        #expect(idle.progress == nil)
    }
    // excerpt:end spinner-test
}
