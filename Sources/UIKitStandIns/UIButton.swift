import Foundation

/// A stand-in for UIKit's `UIButton`: a title, and actions on `.touchUpInside`.
///
/// `isEnabled` and `isHidden` decide whether a user's tap (``simulateTap()``)
/// reaches the actions, as they do on a device.
@MainActor
open class UIButton: UIControl {
    /// States a control can be in, for which a button keeps a title.
    public struct State: OptionSet, Sendable, Hashable {
        /// The state's bit.
        public let rawValue: UInt
        /// The state with this bit.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted: the title used when no other is set.
        public static let normal = State([])
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
    }

    private var titles: [State: String] = [:]

    /// A button that runs `primaryAction`, if any, when tapped, titled with its title.
    public convenience init(primaryAction: UIAction?) {
        self.init(frame: .zero)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .touchUpInside)
        }
    }

    /// Shows `title` in `state`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The title shown in `state`: its own, or the normal one.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

    /// A user's tap: the `.touchUpInside` actions run, unless the button is disabled or hidden.
    package func simulateTap() {
        guard isReachable else { return }
        sendActions(for: .touchUpInside)
    }
}
