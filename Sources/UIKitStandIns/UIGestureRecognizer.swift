import Foundation

/// A stand-in for UIKit's `UIGestureRecognizer`, as far as a view controller uses the
/// navigation controller's swipe back: whether it is enabled.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Whether the gesture can begin; a disabled one ignores the finger.
    open var isEnabled = true
}
