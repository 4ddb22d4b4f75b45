import Foundation

/// A stand-in for UIKit's `UIAlertController`: a title, a message and buttons, presented over a screen.
///
/// Presented as an alert is, the screen under it stays on screen and hears
/// no disappearance. A user's tap on a button (``simulateTap(onActionTitled:)``)
/// dismisses the alert, then runs the button's handler, so the handler may
/// present or navigate.
@MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style: Sendable {
        /// A sheet of buttons from the bottom of the screen.
        case actionSheet
        /// A box in the middle of the screen.
        case alert
    }

    /// How the alert is shown.
    public let preferredStyle: Style
    /// The text under the title.
    public var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The button Return taps, shown in bold.
    public var preferredAction: UIAlertAction?

    /// An alert with `title` and `message`, shown as `preferredStyle` says.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    /// An alert from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button.
    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// A user's tap on the enabled button titled `title` of this presented alert: the alert is
    /// dismissed, then the button's handler runs. Nothing happens when there is no such button.
    package func simulateTap(onActionTitled title: String) {
        guard presentingViewController != nil,
            let action = actions.first(where: { $0.title == title && $0.isEnabled })
        else { return }
        dismiss(animated: true)
        action.handler?(action)
    }
}

/// A stand-in for UIKit's `UIAlertAction`: one button of an alert.
@MainActor
open class UIAlertAction: NSObject {
    /// How the button looks.
    public enum Style: Sendable {
        /// A plain button.
        case `default`
        /// The button that gives up; an alert has at most one.
        case cancel
        /// A button that destroys something, in red.
        case destructive
    }

    /// The button's title, which is how a user finds it.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// Whether the button takes a tap.
    public var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// A button titled `title` that runs `handler` once its alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
