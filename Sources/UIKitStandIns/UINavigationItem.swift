import Foundation

/// A stand-in for UIKit's `UINavigationItem`: what a view controller shows in the navigation bar.
///
/// The back button belongs to the navigation controller: it pops, and no
/// presenter hears of it. A view controller can hide it
/// (``hidesBackButton``) or give it an action of its own (``backAction``,
/// iOS 16 and later), which then runs instead of the pop. The swipe from the
/// screen's edge is the navigation controller's too: see
/// ``UINavigationController/interactivePopGestureRecognizer``.
@MainActor
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar.
    open var title: String?
    /// Whether the back button is hidden; a hidden button takes no tap.
    open var hidesBackButton = false
    /// Run instead of popping when the back button is tapped; on a screen with nothing to
    /// go back to, setting it makes a back button appear.
    open var backAction: UIAction?
    /// The button on the left, next to the back button.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The button on the right.
    open var rightBarButtonItem: UIBarButtonItem?

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// An item from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}
