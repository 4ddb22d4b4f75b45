import Foundation

/// A stand-in for UIKit's `UITableViewCell`: one row's view, reused for other rows once it leaves the table.
///
/// A cell a table dequeues may have shown another row before: UIKit calls
/// ``prepareForReuse()`` first, and the data source sets everything the row
/// shows. Register a subclass with `register(_:forCellReuseIdentifier:)`;
/// the table makes cells with ``init(style:reuseIdentifier:)``, which is
/// `required` here, as Swift needs to make a registered class, where UIKit
/// uses the Objective-C runtime: a subclass that overrides it writes `required`.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's built-in layouts.
    public enum CellStyle: Sendable {
        /// A title.
        case `default`
        /// A title, and a value on the right.
        case value1
        /// A value, and a title on the right.
        case value2
        /// A title over a subtitle.
        case subtitle
    }

    /// The identifier the cell was dequeued with.
    public let reuseIdentifier: String?
    /// What the cell shows.
    public var contentConfiguration: (any UIContentConfiguration)?

    /// A cell laid out as `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
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

    /// Called before the cell is handed out again for another row.
    open func prepareForReuse() {}

    /// A list configuration for this cell's style, with nothing set.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}

/// What a cell shows, as a value: UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration: Sendable {}

/// A stand-in for UIKit's `UIListContentConfiguration`: a row's text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The main text.
    public var text: String?
    /// The smaller text under or beside it.
    public var secondaryText: String?

    /// A configuration with no text.
    public init() {}

    /// The configuration of a plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A stand-in for UIKit's `UIContextualAction`: a button revealed by swiping a row.
@MainActor
public final class UIContextualAction: NSObject {
    /// How the button looks.
    public enum Style: Sendable {
        /// A plain button.
        case normal
        /// A button that destroys the row's item, in red.
        case destructive
    }

    /// What a tap runs: the action, the view it was shown in, and what to call once it is done,
    /// with whether it was carried out.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the button looks.
    public let style: Style
    /// The button's title.
    public var title: String?
    private let handler: Handler
    /// What the handler reported through its completion, in order.
    package private(set) var completions: [Bool] = []

    /// A button titled `title` that runs `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// A user's tap on the button, shown in `sourceView`.
    package func simulateTap(in sourceView: UIView) {
        handler(self, sourceView) { [weak self] in self?.completions.append($0) }
    }
}

/// A stand-in for UIKit's `UISwipeActionsConfiguration`: the buttons a swipe reveals on a row.
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
    /// The buttons, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe taps the first button.
    public var performsFirstActionWithFullSwipe = true

    /// The buttons `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
