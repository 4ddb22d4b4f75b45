import Foundation

/// A stand-in for UIKit's `UITableViewCell`: one row's view, reused for other rows once it leaves the table.
///
/// A cell a table dequeues may have shown another row before: UIKit calls
/// ``prepareForReuse()`` first, and the data source sets everything the row
/// shows. The table makes the cells of an identifier registered with
/// `UITableViewCell.self`; UIKit also makes registered subclasses, with the
/// Objective-C runtime, which the stand-in cannot do on Linux, so it reports
/// a subclass registered as an inconsistency.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's built-in layouts, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// A title.
        case `default` = 0
        /// A title, and a value on the right.
        case value1 = 1
        /// A value, and a title on the right.
        case value2 = 2
        /// A title over a subtitle.
        case subtitle = 3
    }

    private let identifier: String?
    private let cellStyle: CellStyle
    /// What the cell shows.
    public var contentConfiguration: (any UIContentConfiguration)?

    /// A cell laid out as `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        identifier = reuseIdentifier
        cellStyle = style
        super.init(frame: .zero)
    }

    /// A cell from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell with the default style and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The identifier the cell was dequeued with.
    open var reuseIdentifier: String? { identifier }

    /// Called before the cell is handed out again for another row.
    open func prepareForReuse() {}

    /// A list configuration for this cell's style, with nothing set.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        cellStyle == .subtitle ? .subtitleCell() : .cell()
    }
}

/// What a cell shows, as a value that makes the view showing it: UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
    /// A view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for: UIKit's `UIConfigurationState`.
///
/// Only UIKit makes states, so the stand-in declares none of their
/// requirements: it names the type a configuration is handed.
public protocol UIConfigurationState {}

/// A stand-in for UIKit's `UIListContentConfiguration`: a row's text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The main text.
    public var text: String?
    /// The smaller text under or beside it.
    public var secondaryText: String?

    private init() {}

    /// The configuration of a plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The configuration of a cell with a subtitle.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A list content view showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: the stand-in draws no state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// A stand-in for UIKit's `UIListContentView`: the view that shows a list content configuration.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    open var configuration: any UIContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// A view from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A stand-in for UIKit's `UIContextualAction`: a button revealed by swiping a row.
@MainActor
open class UIContextualAction: NSObject {
    /// How the button looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain button.
        case normal = 0
        /// A button that destroys the row's item, in red.
        case destructive = 1
    }

    /// What a tap runs: the action, the view it was shown in, and what to call once it is done,
    /// with whether it was carried out.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    private let buttonStyle: Style
    private let tapHandler: Handler
    /// The button's title.
    open var title: String?
    /// What the handler reported through its completion, in order.
    package private(set) var completions: [Bool] = []

    /// A button titled `title` that runs `handler` when tapped.
    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init(buttonStyle: style, title: title, handler: handler)
    }

    private init(buttonStyle: Style, title: String?, handler: @escaping Handler) {
        self.buttonStyle = buttonStyle
        self.title = title
        tapHandler = handler
        super.init()
    }

    /// How the button looks.
    open var style: Style { buttonStyle }

    /// What a tap runs.
    open var handler: Handler { tapHandler }

    /// A user's tap on the button, shown in `sourceView`.
    package func simulateTap(in sourceView: UIView) {
        tapHandler(self, sourceView) { [weak self] in self?.completions.append($0) }
    }
}

/// A stand-in for UIKit's `UISwipeActionsConfiguration`: the buttons a swipe reveals on a row.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    private let buttons: [UIContextualAction]
    /// Whether a full swipe taps the first button.
    open var performsFirstActionWithFullSwipe = true

    /// The buttons `actions`.
    public convenience init(actions: [UIContextualAction]) {
        self.init(buttons: actions)
    }

    private init(buttons: [UIContextualAction]) {
        self.buttons = buttons
        super.init()
    }

    /// The buttons, from the edge inwards.
    open var actions: [UIContextualAction] { buttons }
}
