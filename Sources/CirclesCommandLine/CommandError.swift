/// What is wrong with a line of input, as one sentence for the person who typed it.
package enum CommandError: Error, Equatable, CustomStringConvertible {
    case unknown(verb: String)
    case unexpectedArgument(verb: String)
    case missingArgument(verb: String, needs: String, usage: String)
    case notANumber(verb: String, argument: String)
    case numberOutOfRange(verb: String, argument: String)
    case unknownOperation(String, usage: String)
    case controlCharacters
    case coverWithSpaces

    package var description: String {
        switch self {
        case .unknown(let verb): "Unknown command \(verb.quotedForError(upTo: 40)). Type help to see the commands."
        case .unexpectedArgument(let verb): "\(verb) takes nothing after it."
        case .missingArgument(let verb, let needs, let usage): "\(verb) needs \(needs). Use: \(usage)."
        case .notANumber(let verb, let argument):
            "\(verb) needs a number in digits, such as \(verb) 2, not \(argument.quotedForError(upTo: 40))."
        case .numberOutOfRange(let verb, let argument):
            "\(verb) takes numbers from 1 up; \(argument.quotedForError(upTo: 40)) is far out of range."
        case .unknownOperation(let operation, let usage):
            "Cannot fail \(operation.quotedForError(upTo: 40)). Use: \(usage)."
        case .controlCharacters: "That text contains control characters; type plain text."
        case .coverWithSpaces: "A cover URL cannot contain spaces."
        }
    }
}
