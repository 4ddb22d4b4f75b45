import Foundation

/// A stand-in for UIKit's `UIActivityIndicatorView`: a spinner, turning or not.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Whether the spinner turns.
    public private(set) var isAnimating = false
    /// Whether the spinner is hidden while it does not turn; `true`, as UIKit's default.
    public var hidesWhenStopped = true

    /// Starts turning, and shows the spinner.
    public func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops turning, and hides the spinner when ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
