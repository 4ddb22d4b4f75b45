import Foundation

/// A stand-in for UIKit's `UITextField`: its text, and `.editingChanged` when the user changes it.
///
/// Setting ``text`` from code sends no event, as in UIKit, so a view
/// controller can fill a field without hearing its own write as typing; set
/// while the user edits the field, it moves the insertion point to the end,
/// under the user's fingers, which `textSetWhileEditing` counts. A user's
/// typing (``simulateTyping(_:)``) first makes the field the first
/// responder, as a tap on it does, then changes the text and sends
/// `.editingChanged`.
@MainActor
open class UITextField: UIControl {
    private var storedText = ""
    /// How many times code set the text while the field was being edited.
    package private(set) var textSetWhileEditing = 0

    /// The text shown; never `nil` when read, as in UIKit, which returns an empty string.
    open var text: String? {
        get { storedText }
        set {
            if isFirstResponder { textSetWhileEditing += 1 }
            storedText = newValue ?? ""
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String?

    /// A text field can take the keyboard's input.
    open override var canBecomeFirstResponder: Bool { isReachable }

    /// Takes the keyboard's input, and sends `.editingDidBegin` when it did not have it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard super.becomeFirstResponder() else { return false }
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Gives the keyboard's input up, and sends `.editingDidEnd` when it had it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        let resigned = super.resignFirstResponder()
        if wasEditing { sendActions(for: .editingDidEnd) }
        return resigned
    }

    /// A user's edit that leaves `newText` in the field: the field becomes the first
    /// responder, then the text changes and `.editingChanged` is sent, once for the whole
    /// edit, as a paste does. Nothing happens on a disabled or hidden field.
    package func simulateTyping(_ newText: String) {
        guard becomeFirstResponder() else { return }
        storedText = newText
        sendActions(for: .editingChanged)
    }
}
