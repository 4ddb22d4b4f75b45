import CirclesConsole
import CirclesDomain
import Testing

/// Every screen state the console can show, each with the name of its snapshot file.
///
/// The forms are built by hand, as a presenter would leave them, so these
/// tests need no presenter: rendering is a pure function of the screen.
enum Screenshot: String, CaseIterable, CustomTestStringConvertible {
    case allCirclesEmpty = "all-circles-empty"
    case allCirclesSeveral = "all-circles-several"
    case allCirclesLoading = "all-circles-loading"
    case allCirclesReloading = "all-circles-reloading"
    case allCirclesLoadFailed = "all-circles-load-failed"
    case allCirclesDeleteDialog = "all-circles-dialog-delete-circle"
    case allCirclesDeleting = "all-circles-deleting"
    case allCirclesDeleteFailed = "all-circles-dialog-delete-failed"
    case allCirclesFirstPage = "all-circles-page-first"
    case allCirclesPageAfterShrinking = "all-circles-page-after-shrinking"
    case circleFeedWithCover = "circle-feed-with-cover"
    case circleFeedWithoutCover = "circle-feed-without-cover"
    case circleInvite = "circle-invite"
    case createEmpty = "form-create-empty"
    case createValidName = "form-create-valid-name"
    case createBlankName = "form-create-blank-name"
    case createNameOf51Characters = "form-create-name-51-characters"
    case createWithCover = "form-create-with-cover"
    case editUnchanged = "form-edit-unchanged"
    case editChanged = "form-edit-changed"
    case creatingSpinner = "form-spinner-creating"
    case updatingSpinner = "form-spinner-updating"
    case discardNewCircleDialog = "form-dialog-discard-new-circle"
    case discardChangesDialog = "form-dialog-discard-changes"
    case deleteCircleDialog = "form-dialog-delete-circle"
    case createFailedDialog = "form-dialog-create-failed"
    case updateFailedDialog = "form-dialog-update-failed"
    case loadFailedDialog = "form-dialog-load-failed"
    case deleteFailedDialog = "form-dialog-delete-failed"
    case coloredQuestion = "ansi-form-dialog-discard-changes"
    case coloredFailure = "ansi-form-dialog-create-failed"

    /// The snapshot's name, so that a failure names the file to look at.
    var testDescription: String { rawValue }

    /// How the screenshot is decorated: plain, except those whose file name says `ansi`.
    var style: TextStyle {
        rawValue.hasPrefix("ansi-") ? .ansi : .plain
    }

    /// The screen in this state.
    var screen: Screen {
        switch self {
        case .allCirclesEmpty: .allCircles(ListScreen(isEmptyNoteShown: true))
        case .allCirclesSeveral: .allCircles(ListScreen(rows: Self.threeNames))
        case .allCirclesLoading: .allCircles(ListScreen(isLoading: true))
        case .allCirclesReloading: .allCircles(ListScreen(rows: Self.threeNames, isLoading: true))
        case .allCirclesLoadFailed: .allCircles(ListScreen(hasLoadFailed: true))
        case .allCirclesDeleteDialog:
            .allCircles(ListScreen(rows: Self.threeNames, dialog: .deleteCircle(name: "Family")))
        case .allCirclesDeleting: .allCircles(ListScreen(rows: Self.threeNames, isDeleting: true))
        case .allCirclesDeleteFailed:
            .allCircles(ListScreen(rows: Self.threeNames, dialog: .deleteFailed(name: "Book club")))
        case .allCirclesFirstPage: .allCircles(ListScreen(rows: Self.fortyFiveNames))
        case .allCirclesPageAfterShrinking: .allCircles(ListScreen(rows: Self.fortyFiveNames, topRow: 50))
        case .circleFeedWithCover: .circleFeed(Self.family)
        case .circleFeedWithoutCover: .circleFeed(Self.bookClub)
        case .circleInvite: .circleInvite(CircleConfigModel(id: "circle-1", name: "Hikers"))
        case .createEmpty: .form(FormScreen(mode: .create))
        case .createValidName: .form(FormScreen(mode: .create, name: "Hikers", isSaveEnabled: true))
        case .createBlankName: .form(FormScreen(mode: .create, name: "   "))
        case .createNameOf51Characters: .form(FormScreen(mode: .create, name: String(repeating: "x", count: 51)))
        case .createWithCover: .form(Self.newHikers())
        case .editUnchanged: .form(FormScreen(mode: .edit, name: "Book club"))
        case .editChanged: .form(Self.renamedBookClub())
        case .creatingSpinner: .form(Self.newHikers(progress: .creating))
        case .updatingSpinner: .form(Self.renamedBookClub(progress: .updating))
        case .discardNewCircleDialog: .form(Self.newHikers(dialog: .discardNewCircle))
        case .discardChangesDialog, .coloredQuestion: .form(Self.renamedBookClub(dialog: .discardChanges))
        case .deleteCircleDialog: .form(FormScreen(mode: .edit, name: "Book club", dialog: .deleteCircle))
        case .createFailedDialog, .coloredFailure: .form(Self.newHikers(dialog: .createFailed))
        case .updateFailedDialog: .form(Self.renamedBookClub(dialog: .updateFailed))
        case .loadFailedDialog: .form(FormScreen(mode: .edit, dialog: .loadFailed))
        case .deleteFailedDialog: .form(FormScreen(mode: .edit, name: "Book club", dialog: .deleteFailed))
        }
    }

    private static let threeNames = [family.name, bookClub.name, runningBuddies.name]
    /// More than a page of rows.
    private static let fortyFiveNames = (1...45).map { "Circle \($0)" }
    private static let family = CircleConfigModel(
        id: "sample-1", name: "Family", coverPhoto: "https://example.com/family.jpg")
    private static let bookClub = CircleConfigModel(id: "sample-2", name: "Book club")
    private static let runningBuddies = CircleConfigModel(
        id: "sample-3", name: "Running buddies", coverPhoto: "https://example.com/running.jpg")

    /// A new circle with a name and a cover, ready to save.
    private static func newHikers(progress: FormScreen.Progress? = nil, dialog: FormDialog? = nil) -> FormScreen {
        FormScreen(
            mode: .create, name: "Hikers", coverPhoto: "https://example.com/hikers.jpg", isSaveEnabled: true,
            progress: progress, dialog: dialog)
    }

    /// The book club renamed, ready to save.
    private static func renamedBookClub(progress: FormScreen.Progress? = nil, dialog: FormDialog? = nil) -> FormScreen {
        FormScreen(mode: .edit, name: "Readers", isSaveEnabled: true, progress: progress, dialog: dialog)
    }
}
