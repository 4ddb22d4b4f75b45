/// A mistake in the command line, reported with the usage and exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(flag: String)
    case unexpectedValue(flag: String)
    case invalidValue(flag: String, value: String, expected: String)

    var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument \(argument.quotedForError(upTo: 60))"
        case .missingValue(let flag): "\(flag) needs a value"
        case .unexpectedValue(let flag): "\(flag) takes no value"
        case .invalidValue(let flag, let value, let expected):
            "\(flag) does not take \(value.quotedForError(upTo: 60)); expected \(expected)"
        }
    }
}
