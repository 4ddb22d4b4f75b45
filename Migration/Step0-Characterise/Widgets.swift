/// Stand-ins for UIKit's controls, as small as a legacy screen needs: each
/// holds what the user sees and fires the callback UIKit would.
///
/// On a device these are `UITextField`, `UIButton`, `UIActivityIndicatorView`,
/// `UILabel` and a presented `UIAlertController`; the seam in the tests reads
/// and drives them the same way.
@MainActor
final class TextField {
    /// The text shown; setting it from code fires nothing, as in UIKit.
    var text = ""
    /// What UIKit's `.editingChanged` event calls.
    var onEditingChanged: () -> Void = {}

    /// Replaces the text as a user typing would, then fires ``onEditingChanged``.
    func type(_ newText: String) {
        text = newText
        onEditingChanged()
    }
}

/// A stand-in for `UIButton`: a disabled or hidden button ignores taps.
@MainActor
final class Button {
    /// Whether a tap does anything.
    var isEnabled = true
    /// Whether the button is off screen.
    var isHidden = false
    /// What UIKit's `.touchUpInside` event calls.
    var onTap: () -> Void = {}

    /// Taps the button as a user would.
    func tap() {
        guard isEnabled, !isHidden else { return }
        onTap()
    }
}

/// A stand-in for `UIActivityIndicatorView`.
@MainActor
final class ActivityIndicator {
    /// Whether the spinner turns.
    var isAnimating = false
}

/// A stand-in for `UILabel`.
@MainActor
final class Label {
    /// The text shown.
    var text = ""
}

/// A stand-in for a presented `UIAlertController`: a message and its buttons.
struct Alert {
    /// One of the alert's buttons.
    struct Action {
        /// The button's title, which is how a user finds it.
        let title: String
        /// What tapping it does, once the alert is gone.
        let handler: @MainActor () -> Void
    }

    /// The text the alert shows.
    let message: String
    /// Its buttons, in order.
    let actions: [Action]
}
