/// Stand-ins for UIKit's controls, as small as a legacy screen needs: each
/// holds what the user sees and fires the callback UIKit would.
///
/// On a device these are `UITextField`, `UIButton`, `UIActivityIndicatorView`
/// and a presented `UIAlertController`; the seam in the tests reads and drives
/// them the same way.
@MainActor
final class TextField {
    /// The text shown.
    var text = ""
    /// What UIKit's `.editingChanged` event calls.
    var onEditingChanged: (String) -> Void = { _ in }

    /// Replaces the text as a user typing would, then fires ``onEditingChanged``.
    func type(_ newText: String) {
        text = newText
        onEditingChanged(newText)
    }
}

/// A stand-in for `UIButton`: a disabled button ignores taps.
@MainActor
final class Button {
    /// Whether a tap does anything.
    var isEnabled = true
    /// What UIKit's `.touchUpInside` event calls.
    var onTap: () -> Void = {}

    /// Taps the button as a user would.
    func tap() {
        guard isEnabled else { return }
        onTap()
    }
}

/// A stand-in for `UIActivityIndicatorView`.
@MainActor
final class ActivityIndicator {
    /// Whether the spinner turns.
    var isAnimating = false
}
