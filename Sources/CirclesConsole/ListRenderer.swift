/// Renders the list of all circles: the rows of its page, what is said under them, then a spinner, a dialog or
/// the hints.
///
/// A circle's name may come from a file anyone could edit, so rows and
/// dialogs show it ``Swift/String/printable``. Only the rows of the page
/// shown (``ListScreen/shownRows``) are rendered, numbered as in the whole
/// list, with a line saying which they are when there are more.
struct ListRenderer {
    let style: TextStyle

    func lines(for list: ListScreen) -> [String] {
        var lines = [style.apply(.title, to: "[ All circles ]")]
        let shown = list.shownRows
        for index in shown {
            lines.append("  \(index + 1)  \(list.rows[index].printable)")
        }
        if shown.count < list.rows.count {
            lines.append(style.apply(.muted, to: "  " + Self.pageNote(shown, of: list.rows.count)))
        }
        if list.isEmptyNoteShown {
            lines.append("  No circles yet.")
        }
        if list.hasLoadFailed {
            lines.append(style.apply(.failure, to: "  ! The circles could not be loaded."))
        }
        if let dialog = list.dialog {
            lines.append(dialogLine(dialog))
        } else if let caption = list.progressCaption {
            lines.append(style.apply(.muted, to: "  … " + caption))
        } else {
            let commands =
                list.rows.isEmpty ? ["new", "refresh", "help"] : Self.rowCommands + ["new", "refresh", "help"]
            lines.append(style.apply(.muted, to: "  " + commands.joined(separator: " · ")))
        }
        return lines
    }

    /// Which rows a page shows, and how to see others.
    private static func pageNote(_ shown: Range<Int>, of count: Int) -> String {
        let next = shown.upperBound < count ? " · more shows the next" : ""
        return "Circles \(shown.lowerBound + 1) to \(shown.upperBound) of \(count)\(next) · list N shows from circle N"
    }

    /// What a user can do to a row, as the hints list it.
    private static let rowCommands = ["open N", "edit N", "delete N"]

    private func dialogLine(_ dialog: ListDialog) -> String {
        switch dialog {
        case .deleteCircle(let name):
            style.apply(.question, to: "  ? Delete \(name.printable)? This cannot be undone.") + "  "
                + style.apply(.muted, to: "yes · no")
        case .deleteFailed(let name):
            style.apply(.failure, to: "  ! \(name.printable) could not be deleted. Please try again.") + "  "
                + style.apply(.muted, to: "ok")
        }
    }
}
