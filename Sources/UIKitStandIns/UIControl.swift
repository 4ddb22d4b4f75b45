import Foundation

/// A stand-in for UIKit's `UIControl`: a view that runs actions when control events happen.
///
/// Actions are added with ``addAction(_:for:)`` and run, in the order added,
/// by ``sendActions(for:)``; a user's tap or keystroke sends them, as
/// ``UIButton`` and ``UITextField`` show. A disabled control still runs
/// actions sent from code, as in UIKit; it is the user who cannot reach it.
@MainActor
open class UIControl: UIView {
    /// The events a control reports.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The event's bit.
        public let rawValue: UInt
        /// The event with this bit.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a switch, a slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap, a field's Return).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by the user.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    /// Whether the user can use the control.
    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever one of `controlEvents` happens.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs, in the order added, every action added for one of `controlEvents`.
    public func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform()
        }
    }

    /// Whether a user's finger reaches the control now.
    var isReachable: Bool { isEnabled && !isHidden }
}
