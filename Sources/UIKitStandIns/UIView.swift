import Foundation

/// A stand-in for UIKit's `UIView`: a rectangle in a tree of views.
///
/// It draws nothing; it keeps the tree, so that a view controller builds its
/// screen in `loadView` or `viewDidLoad` as it would on a device
/// (`view.addSubview(nameField)`), and whether it is hidden. The first
/// responder is kept per tree: a view becoming it takes it from any other
/// view of the same tree, as a window does on a device.
@MainActor
open class UIView: UIResponder {
    /// Where the view sits in its superview; the stand-in lays nothing out.
    open var frame: CGRect
    /// Whether the view is off screen; a hidden control takes no touch.
    open var isHidden = false
    private var subviewsBackToFront: [UIView] = []
    private weak var containingView: UIView?
    /// The first responder of the tree this view is the root of.
    private weak var firstResponderOfTree: UIView?
    /// The view controller whose root view this is, which knows whether it is in a window.
    weak var owningViewController: UIViewController?

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The views inside this one, back to front.
    open var subviews: [UIView] { subviewsBackToFront }

    /// The view this one is inside, if any.
    open var superview: UIView? { containingView }

    /// The window the view is in: that of its view controller while it is on screen, or `nil`.
    ///
    /// As in UIKit, a view controller's view is in the window from its
    /// `viewWillAppear` to its `viewDidDisappear`
    /// (https://developer.apple.com/documentation/uikit/uiview/window).
    open var window: UIWindow? { root.owningViewController?.windowShowingView }

    /// Adds `view` on top of the subviews, taking it from its former superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviewsBackToFront.append(view)
        view.containingView = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        containingView?.subviewsBackToFront.removeAll { $0 === self }
        containingView = nil
    }

    /// Lays the view out at the next layout pass; the stand-in lays nothing out, but a table
    /// pulls its rows then.
    open func setNeedsLayout() {}

    /// Lays the view out now if a layout pass is due.
    open func layoutIfNeeded() {}

    /// Whether this view takes the keyboard's input now.
    open override var isFirstResponder: Bool { root.firstResponderOfTree === self }

    /// Takes the keyboard's input from any other view of the tree, if ``canBecomeFirstResponder``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let root = root
        if let current = root.firstResponderOfTree, current !== self, !current.resignFirstResponder() {
            return false
        }
        root.firstResponderOfTree = self
        return true
    }

    /// Gives the keyboard's input up, if this view has it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let root = root
        if root.firstResponderOfTree === self { root.firstResponderOfTree = nil }
        return true
    }

    /// The view at the top of this view's tree.
    private var root: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }
}
