import Foundation

/// A stand-in for UIKit's `UIAlertController`: a title, a message and buttons, presented over a screen.
///
/// Presented as an alert is, the screen under it stays on screen and hears
/// no disappearance. A user's tap on a button (``simulateTap(onActionTitled:)``)
/// dismisses the alert, and the button's handler runs once the dismissal has
/// ended, so the handler may present or navigate
/// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)).
@MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style: Int, Sendable {
        /// A sheet of buttons from the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    private let style: Style
    private var buttons: [UIAlertAction] = []
    /// The text under the title.
    open var message: String?
    /// The button Return taps, shown in bold.
    open var preferredAction: UIAlertAction?

    /// An alert with `title` and `message`, shown as `preferredStyle` says.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(nibName: String?, bundle: Bundle?, style: Style) {
        self.style = style
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
    }

    /// An alert from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the alert is shown.
    open var preferredStyle: Style { style }

    /// The buttons, in the order added.
    open var actions: [UIAlertAction] { buttons }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        buttons.append(action)
    }

    /// A user's tap on the enabled button titled `title` of this presented alert: the alert is
    /// dismissed, and the button's handler runs once the dismissal has ended. Nothing happens when
    /// there is no such button, or while the alert is still being presented or dismissed.
    package func simulateTap(onActionTitled title: String) {
        guard presentingViewController != nil, appearance == .appeared,
            let action = actions.first(where: { $0.title == title && $0.isEnabled })
        else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// A stand-in for UIKit's `UIAlertAction`: one button of an alert.
@MainActor
open class UIAlertAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that gives up; an alert has at most one.
        case cancel = 1
        /// A button that destroys something, in red.
        case destructive = 2
    }

    private let buttonTitle: String?
    private let buttonStyle: Style
    /// Whether the button takes a tap.
    open var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// A button titled `title` that runs `handler` once its alert is dismissed.
    public convenience init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.init(buttonTitle: title, style: style, handler: handler)
    }

    private init(buttonTitle: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)?) {
        self.buttonTitle = buttonTitle
        buttonStyle = style
        self.handler = handler
        super.init()
    }

    /// The button's title, which is how a user finds it.
    open var title: String? { buttonTitle }

    /// How the button looks.
    open var style: Style { buttonStyle }
}
