import Foundation

/// A stand-in for UIKit's `UIBarButtonItem`: a button in a navigation bar, running its primary action.
@MainActor
open class UIBarButtonItem: NSObject {
    /// The system's own buttons, titled as the system titles them.
    public enum SystemItem: Sendable {
        /// "Done".
        case done
        /// "Cancel".
        case cancel
        /// "Save".
        case save
        /// "Edit".
        case edit
        /// A plus sign: add an item.
        case add

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .save: "Save"
            case .edit: "Edit"
            case .add: "Add"
            }
        }
    }

    /// The title shown.
    public var title: String?
    /// What a tap runs.
    public var primaryAction: UIAction?
    /// Whether a tap does anything.
    public var isEnabled = true

    /// A button titled `title` (or its action's title) that runs `primaryAction` when tapped.
    public init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
        super.init()
    }

    /// One of the system's buttons, running `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction)
    }

    /// A user's tap: the primary action runs, unless the button is disabled.
    package func simulateTap() {
        guard isEnabled else { return }
        primaryAction?.perform()
    }
}
