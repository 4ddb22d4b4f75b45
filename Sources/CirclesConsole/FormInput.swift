/// Something the user does on the form: the console's taps and keystrokes.
public enum FormInput: Equatable, Sendable {
    /// The name field now holds this text.
    case name(String)
    /// The cover field now holds this URL, or is emptied with `nil`.
    case coverPhoto(String?)
    /// Save was pressed.
    case save
    /// Back was pressed.
    case back
    /// Delete was pressed.
    case delete
    /// A dialog was answered.
    case answer(DialogAnswer)
}
