import Foundation

/// What a control, a bar button or a back button does, as a closure: `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A stand-in for UIKit's `UIMenuElement`: what a menu, a button or a bar button shows, titled.
@MainActor
open class UIMenuElement: NSObject {
    fileprivate var elementTitle: String

    fileprivate init(title: String) {
        elementTitle = title
        super.init()
    }

    /// An element from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title shown for the element.
    open var title: String { elementTitle }
}

/// A stand-in for UIKit's `UIAction`: a titled closure, the closure form of target-action.
///
/// `control.addAction(UIAction { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)`
/// reads the same with UIKit, where `addTarget(_:action:for:)` would need an
/// Objective-C selector, which Linux does not have. The stand-in's
/// initialiser takes the title and the handler, and leaves out UIKit's other
/// parameters, which all have defaults.
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// An action titled `title` that runs `handler`.
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init(title: title, running: handler)
    }

    private init(title: String, running handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    /// An action from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title a button or a menu shows for the action.
    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }

    /// Runs the handler, as UIKit does when the action's event happens.
    func perform() {
        handler(self)
    }
}
