/// The list of all circles as the user sees it: the rows its table draws, and what shows under them.
///
/// The console's equivalent of the list's widgets. The legacy view sets it
/// piece by piece from view calls; the MVI view maps it from state. The rows
/// are the cells the view's ``TableView`` pulls from its data source, in order.
///
/// The console shows a page of them, ``pageSize`` rows from ``topRow``, as a
/// phone shows the rows that fit its screen: a store of a million circles
/// costs every command one page of text, not a million lines.
public struct ListScreen: Equatable, Sendable {
    /// How many rows the console shows at once: with the title, the line under them and a prompt, a
    /// 24-line terminal's screenful.
    public static let pageSize = 20

    /// The circles' names, one a row, as the table draws them.
    public var rows: [String]
    /// The row at the top of the page shown, counted from 0; the console scrolls it, no version's view.
    public var topRow: Int
    /// Whether the circles are being loaded (the spinner).
    public var isLoading: Bool
    /// Whether the note that there are no circles yet is shown.
    public var isEmptyNoteShown: Bool
    /// Whether the last load failed, which stays said until the next one.
    public var hasLoadFailed: Bool
    /// Whether a circle is being deleted (the spinner).
    public var isDeleting: Bool
    /// The open dialog, if any.
    public var dialog: ListDialog?

    /// A list as it is first drawn, before anything is loaded: no rows, nothing shown.
    public init(
        rows: [String] = [],
        isLoading: Bool = false,
        isEmptyNoteShown: Bool = false,
        hasLoadFailed: Bool = false,
        isDeleting: Bool = false,
        dialog: ListDialog? = nil,
        topRow: Int = 0
    ) {
        self.rows = rows
        self.topRow = topRow
        self.isLoading = isLoading
        self.isEmptyNoteShown = isEmptyNoteShown
        self.hasLoadFailed = hasLoadFailed
        self.isDeleting = isDeleting
        self.dialog = dialog
    }

    /// The rows on the page shown: ``pageSize`` from ``topRow``, or the last ones when the list got shorter than that.
    public var shownRows: Range<Int> {
        let top = topRow < rows.count ? max(0, topRow) : max(0, rows.count - Self.pageSize)
        return top..<min(rows.count, top + Self.pageSize)
    }

    /// What the spinner says, when one turns: a load first, then a deletion.
    public var progressCaption: String? {
        if isLoading { return "Loading the circles" }
        if isDeleting { return "Deleting the circle" }
        return nil
    }

    /// Why the list cannot take `input` now, or `nil` when it can.
    ///
    /// These are the widgets' own affordances, the same in every version: a
    /// dialog covers the list, and only a row the list has can be tapped, on
    /// the page shown or not, since the console numbers every row. The
    /// spinners cover nothing: the presenter decides what a tap means then.
    public func refusal(of input: ListInput) -> String? {
        if let dialog {
            if case .answer(let answer) = input, dialog.outcome(of: answer) != nil { return nil }
            return dialog.isQuestion ? "Answer the question first: yes or no." : "Close the message first: ok."
        }
        switch input {
        case .answer: return "There is no question to answer."
        case .open(let row), .edit(let row), .delete(let row):
            guard !rows.indices.contains(row) else { return nil }
            return rows.isEmpty ? "There are no circles on the list." : "Pick a circle from 1 to \(rows.count)."
        case .create, .refresh: return nil
        }
    }
}

/// A dialog the list can show, and what each answer to it means.
public enum ListDialog: Equatable, Sendable {
    /// Deleting the circle of this name: really?
    case deleteCircle(name: String)
    /// The circle of this name could not be deleted.
    case deleteFailed(name: String)

    /// Whether the dialog asks a question (yes / no) rather than reporting an error (ok).
    public var isQuestion: Bool {
        switch self {
        case .deleteCircle: true
        case .deleteFailed: false
        }
    }

    /// What `answer` does, or `nil` when the dialog does not take it.
    public func outcome(of answer: DialogAnswer) -> DialogOutcome? {
        switch (self, answer) {
        case (.deleteCircle, .yes): .confirmDeletion
        case (.deleteCircle, .no), (.deleteFailed, .ok): .dismiss
        default: nil
        }
    }
}

/// Something the user does on the list: the console's taps.
///
/// A row is where the circle is on screen, counted from 0; which circle that
/// is, each version's view or presenter decides.
public enum ListInput: Equatable, Sendable {
    /// The row was tapped: open that circle's feed.
    case open(row: Int)
    /// The row's Edit was tapped: open the form on that circle.
    case edit(row: Int)
    /// The row was swiped to delete: ask, then delete.
    case delete(row: Int)
    /// Add was tapped: open an empty form.
    case create
    /// The list was pulled to refresh, or Try again was tapped after a failed load.
    case refresh
    /// A dialog was answered.
    case answer(DialogAnswer)
}
