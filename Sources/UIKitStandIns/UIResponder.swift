import Foundation

/// A stand-in for UIKit's `UIResponder`: what can become the first responder, the one
/// object that takes the keyboard's input.
///
/// Views and view controllers are responders, as in UIKit. A responder
/// refuses to become first responder unless a subclass says it can; a text
/// field can (see ``UITextField``).
@MainActor
open class UIResponder: NSObject {
    /// A responder that is not first responder.
    public override init() {
        super.init()
    }

    /// Whether ``becomeFirstResponder()`` may succeed; `false` unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder takes the keyboard's input now.
    open var isFirstResponder: Bool { false }

    /// Asks to take the keyboard's input; returns whether it does now.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up the keyboard's input; returns whether it no longer has it.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
