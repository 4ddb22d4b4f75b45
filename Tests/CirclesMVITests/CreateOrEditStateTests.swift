import CirclesDomain
import CirclesMVI
import Testing

/// The state's `with…` copies, which Swift has no builder to write: each must change its field
/// and carry every other one, since a copy that forgets a field still compiles and resets it.
@Suite("CreateOrEditState: the with… copies")
struct CreateOrEditStateTests {
    /// A state with no field at its default, so that a copy resetting one shows.
    private let full = CreateOrEditState(
        mode: .edit, committingChanges: true, editedCircle: CircleConfigModel(id: "sample-2", name: "Book club"),
        ctaEnabled: true, circleName: "Readers", coverPhoto: "https://example.com/books.jpg")

    @Test("Each copy changes its own field and keeps the rest")
    func copiesKeepTheOtherFields() {
        let copies = [
            full.withMode(.create), full.withCommittingChanges(false), full.withEditedCircle(nil),
            full.withCtaEnabled(false), full.withCircleName("Book club"), full.withCoverPhoto(nil),
        ]

        let expected = [
            CreateOrEditState(
                mode: .create, committingChanges: true, editedCircle: full.editedCircle, ctaEnabled: true,
                circleName: "Readers", coverPhoto: full.coverPhoto),
            CreateOrEditState(
                mode: .edit, committingChanges: false, editedCircle: full.editedCircle, ctaEnabled: true,
                circleName: "Readers", coverPhoto: full.coverPhoto),
            CreateOrEditState(
                mode: .edit, committingChanges: true, editedCircle: nil, ctaEnabled: true, circleName: "Readers",
                coverPhoto: full.coverPhoto),
            CreateOrEditState(
                mode: .edit, committingChanges: true, editedCircle: full.editedCircle, ctaEnabled: false,
                circleName: "Readers", coverPhoto: full.coverPhoto),
            CreateOrEditState(
                mode: .edit, committingChanges: true, editedCircle: full.editedCircle, ctaEnabled: true,
                circleName: "Book club", coverPhoto: full.coverPhoto),
            CreateOrEditState(
                mode: .edit, committingChanges: true, editedCircle: full.editedCircle, ctaEnabled: true,
                circleName: "Readers", coverPhoto: nil),
        ]
        #expect(copies == expected)
    }
}
