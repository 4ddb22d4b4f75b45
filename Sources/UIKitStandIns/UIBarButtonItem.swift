import Foundation

/// A stand-in for UIKit's `UIBarItem`: what a bar shows, titled, enabled or not.
@MainActor
open class UIBarItem: NSObject {
    /// The title shown.
    open var title: String?
    /// Whether a tap does anything.
    open var isEnabled = true

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// An item from an archive: the stand-in never decodes one, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A stand-in for UIKit's `UIBarButtonItem`: a button in a navigation bar, running its primary action.
///
/// The stand-in's initialisers leave out UIKit's image and menu parameters, which have defaults.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The system's own buttons, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign: add an item.
        case add = 4
        /// Space that grows.
        case flexibleSpace = 5
        /// Space of a set width.
        case fixedSpace = 6
        /// Write something new.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Share.
        case action = 9
        /// Move into a folder.
        case organize = 10
        /// Show bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Load again.
        case refresh = 13
        /// Stop loading.
        case stop = 14
        /// Take a picture.
        case camera = 15
        /// Delete.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Turn the page.
        case pageCurl = 23
        /// Close.
        case close = 24

        /// The title the stand-in gives the button, for a test to find it by.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }

    /// What a tap runs.
    open var primaryAction: UIAction?

    /// A button titled `title` (or its action's title) that runs `primaryAction` when tapped.
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
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
