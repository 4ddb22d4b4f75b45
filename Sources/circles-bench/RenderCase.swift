import CirclesConsole
import MviKit

/// Case 3: what the console would send a terminal over a scripted session,
/// redrawing the whole form for each update, or only the rows whose part of
/// the form changed, as found by MviKit's `DiffRenderer`.
///
/// Both ways address a real terminal: a full redraw homes the cursor
/// (`ESC[H`) and writes every row, each ended by erase-to-end-of-line and a
/// new line; a row update moves the cursor to the row's first changed column
/// (`ESC[r;cH`), writes from there and erases the rest of the line. The rows are the console's own
/// (`ScreenRenderer`), in the terminal's style (ANSI colours). Each session's
/// first screen is drawn whole either way, so only the updates after it count.
@MainActor
enum RenderCase {
    /// What a session cost each way.
    struct Totals {
        /// Screens drawn after the first of each session.
        var updates = 0
        /// Bytes written redrawing every row each time.
        var fullRedrawBytes = 0
        /// Bytes written for the changed rows only.
        var diffBytes = 0
    }

    /// The parts of the form that decide its last row: the hints, the spinner or a dialog.
    struct Footer: Equatable {
        /// The hints differ between CREATE and EDIT.
        let mode: FormScreen.Mode
        /// A dialog covers the hints.
        let dialog: FormDialog?
        /// So does the spinner.
        let progress: FormScreen.Progress?
    }

    /// Counts the bytes of row updates; the rows come from the full rendering.
    ///
    /// A row that changed is rewritten from its first changed character, as a
    /// terminal library would: typing one letter moves the cursor to the end
    /// of the name and writes that letter. When the unchanged start holds an
    /// escape code or a character that may be wide, its width on screen is not
    /// simply its length, so the whole row is written instead.
    final class RowWriter {
        /// The rows of the form being drawn, set before each render.
        var rows: [String] = []
        /// Bytes written so far.
        var bytes = 0
        /// What each row shows on the terminal now.
        private var shown: [Int: [UInt8]] = [:]

        /// Writes row `index` (0-based) where it belongs on the screen.
        func write(row index: Int) {
            guard rows.indices.contains(index) else { return }
            let new = Array(rows[index].utf8)
            let kept = Self.unchangedColumns(from: shown[index] ?? [], to: new)
            shown[index] = new
            bytes += "\u{1B}[\(index + 1);\(kept + 1)H".utf8.count + new.count - kept + Self.eraseLine.utf8.count
        }

        /// How many leading bytes both rows share that are plain printable ASCII, one column each.
        static func unchangedColumns(from old: [UInt8], to new: [UInt8]) -> Int {
            var count = 0
            while count < old.count, count < new.count, old[count] == new[count], (0x20..<0x7F).contains(new[count]) {
                count += 1
            }
            return count
        }

        /// Erase to the end of the line, so a shorter row leaves nothing behind.
        static let eraseLine = "\u{1B}[K"
    }

    /// Measures the scripted session, drawn in the terminal's style.
    static func run() async -> Totals {
        let renderer = ScreenRenderer(style: .ansi)
        var totals = Totals()
        for session in await ScriptedSession.sessions() {
            let writer = RowWriter()
            let diff = DiffRenderer<FormScreen>()
                .diff(\.mode) { _ in writer.write(row: 0) }
                .diff(\.name) { _ in writer.write(row: 1) }
                .diff(\.coverPhoto) { _ in writer.write(row: 2) }
                .diff(\.isSaveEnabled) { _ in writer.write(row: 3) }
                .diff(
                    { Footer(mode: $0.mode, dialog: $0.dialog, progress: $0.progress) },
                    set: { _ in writer.write(row: 4) })
            for (index, form) in session.enumerated() {
                writer.rows = renderer.lines(for: .form(form))
                diff.render(form)
                if index == 0 {
                    writer.bytes = 0
                    continue
                }
                totals.updates += 1
                totals.fullRedrawBytes += fullRedrawBytes(writer.rows)
            }
            totals.diffBytes += writer.bytes
        }
        return totals
    }

    private static func fullRedrawBytes(_ rows: [String]) -> Int {
        "\u{1B}[H".utf8.count + rows.reduce(0) { $0 + $1.utf8.count + RowWriter.eraseLine.utf8.count + 1 }
    }
}
