import Foundation

/// A stand-in for UIKit's `UIActivityIndicatorView`: a spinner, turning or not.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// How the spinner looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The spinner's usual size.
        case medium = 100
        /// A large spinner.
        case large = 101
    }

    private var isTurning = false
    /// How the spinner looks.
    open var style = Style.medium
    /// Whether the spinner is hidden while it does not turn; `true`, as UIKit's default.
    open var hidesWhenStopped = true

    /// A spinner that looks as `style` says.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A medium spinner in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A spinner from an archive: the stand-in decodes nothing from it, and makes a medium one.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Whether the spinner turns.
    open var isAnimating: Bool { isTurning }

    /// Starts turning, and shows the spinner.
    open func startAnimating() {
        isTurning = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops turning, and hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        isTurning = false
        if hidesWhenStopped { isHidden = true }
    }
}
