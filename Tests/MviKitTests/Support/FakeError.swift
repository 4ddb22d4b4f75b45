/// The error test doubles throw, with a message that shows up in logs.
struct FakeError: Error, Equatable, CustomStringConvertible {
    let message: String

    var description: String {
        "FakeError(\(message))"
    }
}
