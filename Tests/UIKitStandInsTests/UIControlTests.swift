import Testing
import UIKitStandIns

@Suite("Controls: a field sends editing changed when the user types, a button touch up inside when tapped")
@MainActor
struct UIControlTests {
    @Test("Typing makes the field first responder, then changes the text and sends editing changed once")
    func typingSendsEditingChanged() {
        let field = UITextField()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed to \(field.text ?? "")") }, for: .editingChanged)

        field.simulateTyping("Hikers")

        #expect(events == ["began", "changed to Hikers"])
        #expect(field.isFirstResponder)
    }

    @Test("Text set from code sends nothing; an emptied field reads as an empty string")
    func textFromCodeSendsNothing() {
        let field = UITextField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)

        field.text = "Book club"
        field.text = nil

        #expect(changes == 0)
        #expect(field.text == "")
    }

    @Test("Text set from code while the user edits the field is counted: it moves the insertion point")
    func textSetWhileEditingIsCounted() {
        let field = UITextField()
        field.text = "Book club"

        field.simulateTyping("Book")
        field.text = "Book club"

        #expect(field.textSetWhileEditing == 1)
    }

    @Test("Of two fields in one view, the one typed in last is first responder")
    func oneFirstResponderPerTree() {
        let view = UIView()
        let name = UITextField()
        let cover = UITextField()
        view.addSubview(name)
        view.addSubview(cover)
        var nameEnded = false
        name.addAction(UIAction { _ in nameEnded = true }, for: .editingDidEnd)

        name.simulateTyping("Hikers")
        cover.simulateTyping("https://example.com/hikers.jpg")

        #expect(!name.isFirstResponder)
        #expect(cover.isFirstResponder)
        #expect(nameEnded)
    }

    @Test("A disabled or hidden control ignores the user; an enabled one runs its action")
    func disabledOrHiddenIgnoresTheUser() {
        var taps = 0
        let save = UIButton(primaryAction: UIAction(title: "Save") { _ in taps += 1 })
        let field = UITextField()

        save.isEnabled = false
        save.simulateTap()
        save.isEnabled = true
        save.isHidden = true
        save.simulateTap()
        save.isHidden = false
        save.simulateTap()
        field.isEnabled = false
        field.simulateTyping("Hikers")

        #expect(taps == 1)
        #expect(save.currentTitle == "Save")
        #expect(field.text == "")
    }

    @Test("A bar button runs its primary action unless disabled")
    func barButtonRunsItsAction() {
        var taps = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })

        add.simulateTap()
        add.isEnabled = false
        add.simulateTap()

        #expect(taps == 1)
        #expect(add.title == "Add")
    }

    @Test("A spinner shows while it turns and hides once stopped")
    func spinnerHidesWhenStopped() {
        let spinner = UIActivityIndicatorView()

        spinner.startAnimating()
        let shownWhileTurning = !spinner.isHidden
        spinner.stopAnimating()

        #expect(shownWhileTurning)
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)
    }
}
