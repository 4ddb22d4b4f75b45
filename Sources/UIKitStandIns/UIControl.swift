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

    /// The states a control is in, which a button keeps a title for: UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The state's bits.
        public let rawValue: UInt
        /// The state with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted, not selected: the title used when no other is set.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control takes no touch.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the user can use the control.
    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    /// The state the control is in now.
    open var state: State { isEnabled ? .normal : .disabled }

    /// Runs `action` whenever one of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs, in the order added, every action added for one of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform()
        }
    }

    /// Whether a user's finger reaches the control now.
    var isReachable: Bool { isEnabled && !isHidden }
}
