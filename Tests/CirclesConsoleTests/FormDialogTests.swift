import CirclesConsole
import Testing

/// What each answer does to each dialog: the view's part of every version, so it is tested once.
@Suite("FormDialog")
struct FormDialogTests {
    private static let answers: [DialogAnswer] = [.yes, .no, .ok]

    @Test("Every dialog takes exactly the answers it offers, each to its outcome")
    func outcomeTable() {
        let table = FormDialog.allCases.map { dialog in Self.answers.map { dialog.outcome(of: $0) } }

        #expect(
            table == [
                // yes            no        ok
                [.leave, .dismiss, nil],  // discardNewCircle
                [.leave, .dismiss, nil],  // discardChanges
                [.confirmDeletion, .dismiss, nil],  // deleteCircle
                [nil, nil, .dismiss],  // createFailed
                [nil, nil, .dismiss],  // updateFailed
                [nil, nil, .leave],  // loadFailed
                [nil, nil, .dismiss],  // deleteFailed
            ])
    }

    @Test("The questions are the three that ask before discarding or deleting")
    func questions() {
        let questions = FormDialog.allCases.filter(\.isQuestion)

        #expect(questions == [.discardNewCircle, .discardChanges, .deleteCircle])
    }
}
