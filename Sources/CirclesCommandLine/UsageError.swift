/// A mistake in the command line, reported in one line with exit status 2.
///
/// Each description says what was wrong and what would have been right (the
/// values a flag takes, or the flags there are), so that the one line is
/// enough to fix the command; `circles --help` has the rest.
package enum UsageError: Error, Equatable, CustomStringConvertible {
    /// An argument that is no flag of the command.
    case unknownArgument(String)
    /// A flag that takes a value was given none; `expected` says what it takes.
    case missingValue(flag: String, expected: String)
    /// A flag that takes no value was given one (`--version=2`).
    case unexpectedValue(flag: String)
    /// A flag was given a value it does not take; `expected` says what it takes.
    case invalidValue(flag: String, value: String, expected: String)

    /// The mistake as one line, without the command's name.
    package var description: String {
        switch self {
        case .unknownArgument(let argument):
            "unknown argument \(argument.quotedForError(upTo: 60)); the options are "
                + Options.flags.dropLast().joined(separator: ", ") + " and " + (Options.flags.last ?? "")
        case .missingValue(let flag, let expected): "\(flag) needs a value: \(expected)"
        case .unexpectedValue(let flag): "\(flag) takes no value"
        case .invalidValue(let flag, let value, let expected):
            "\(flag) does not take \(value.quotedForError(upTo: 60)); expected \(expected)"
        }
    }

    /// What the command prints for the mistake: its line, then where to read more.
    package var report: String {
        "circles: \(self)\nRun circles --help for the options and what they take.\n"
    }
}
