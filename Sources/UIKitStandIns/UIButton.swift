import Foundation

/// A stand-in for UIKit's `UIButton`: a title, and actions on `.touchUpInside`.
///
/// `isEnabled` and `isHidden` decide whether a user's tap (``simulateTap()``)
/// reaches the actions, as they do on a device.
@MainActor
open class UIButton: UIControl {
    /// The system's kinds of button.
    public enum ButtonType: Int, Sendable {
        /// A button the app draws.
        case custom = 0
        /// A text button in the tint colour.
        case system = 1
        /// An "i" in a circle, for more detail.
        case detailDisclosure = 2
        /// An "i" on a dark background.
        case infoLight = 3
        /// An "i" on a light background.
        case infoDark = 4
        /// A plus sign: add a contact.
        case contactAdd = 5
        /// A button with no background.
        case plain = 6
        /// A close button.
        case close = 7
    }

    private var titles: [UIControl.State: String] = [:]

    /// A `buttonType` button that runs `primaryAction`, if any, when tapped, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .touchUpInside)
        }
    }

    /// Shows `title` in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title shown in `state`: its own, or the normal one.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// A user's tap: the `.touchUpInside` actions run, unless the button is disabled or hidden.
    package func simulateTap() {
        guard isReachable else { return }
        sendActions(for: .touchUpInside)
    }
}
