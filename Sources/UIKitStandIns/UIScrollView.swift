import Foundation

/// A stand-in for UIKit's `UIScrollView`: a view whose content can be larger than it, scrolled
/// by the user.
///
/// The stand-in draws and measures nothing; it keeps where the content is
/// scrolled to. A table view is a scroll view, as in UIKit.
@MainActor
open class UIScrollView: UIView {
    /// Where the content's origin is, relative to the view's.
    open var contentOffset = CGPoint.zero

    /// Scrolls the content to `contentOffset`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
