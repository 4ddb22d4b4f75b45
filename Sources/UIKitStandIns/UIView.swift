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
    public var frame: CGRect
    /// Whether the view is off screen; a hidden control takes no touch.
    public var isHidden = false
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside, if any.
    public private(set) weak var superview: UIView?
    /// The first responder of the tree this view is the root of.
    private weak var firstResponderOfTree: UIView?

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

    /// Adds `view` on top of the subviews, taking it from its former superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

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
