import Foundation

/// A stand-in for UIKit's `UILabel`: text the user reads and cannot change.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
}
