import Foundation

/// What a control, a bar button or a back button does, as a closure: `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A stand-in for UIKit's `UIAction`: a titled closure, the closure form of target-action.
///
/// `control.addAction(UIAction { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)`
/// reads the same with UIKit, where `addTarget(_:action:for:)` would need an
/// Objective-C selector, which Linux does not have.
@MainActor
public final class UIAction: NSObject {
    /// The title a button or a menu shows for the action.
    public let title: String
    private let handler: UIActionHandler

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Runs the handler, as UIKit does when the action's event happens.
    func perform() {
        handler(self)
    }
}
