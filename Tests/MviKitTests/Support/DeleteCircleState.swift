/// A cut-down `CreateOrEditState`: just what deleting a circle touches.
struct DeleteCircleState: Equatable, Sendable, Codable {
    enum Mode: Equatable, Sendable, Codable {
        case create
        case edit
    }

    let mode: Mode
    let editedCircleId: String?
    let committingChanges: Bool

    init(mode: Mode = .create, editedCircleId: String? = nil, committingChanges: Bool = false) {
        self.mode = mode
        self.editedCircleId = editedCircleId
        self.committingChanges = committingChanges
    }

    func withCommittingChanges(_ committingChanges: Bool) -> Self {
        Self(mode: mode, editedCircleId: editedCircleId, committingChanges: committingChanges)
    }
}
