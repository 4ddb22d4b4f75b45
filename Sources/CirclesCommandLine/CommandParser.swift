import CirclesConsole
import CirclesDomain

/// Turns a line of input into a ``Command``, or into one clear sentence saying what is wrong with it.
package enum CommandParser {
    /// Parses `line` (without its line terminator).
    package static func parse(_ line: String) -> Result<Command, CommandError> {
        let (verb, argument) = split(line)
        if let listed = parseListed(verb.lowercased(), argument) { return listed }
        if let command = withoutArgument[verb.lowercased()] {
            guard argument?.trimmingSpaces.isEmpty ?? true else {
                return .failure(.unexpectedArgument(verb: verb.lowercased()))
            }
            return .success(command)
        }
        switch verb.lowercased() {
        case "name": return parseName(argument)
        case "cover": return parseCover(argument)
        case "open": return parseNumber(argument, verb: "open").map(Command.open)
        case "rewind": return parseNumber(argument, verb: "rewind").map(Command.rewind)
        case "fail": return parseFailure(argument)
        default: return .failure(.unknown(verb: verb))
        }
    }

    /// Every verb a line can start with, as typed in lower case.
    package static var verbs: [String] {
        withoutArgument.keys.sorted() + ["name", "cover", "open", "rewind", "fail"]
    }

    private static let withoutArgument: [String: Command] = [
        "list": .list, "new": .new, "edit": .edit, "save": .form(.save), "back": .form(.back),
        "delete": .form(.delete), "yes": .form(.answer(.yes)), "no": .form(.answer(.no)),
        "ok": .form(.answer(.ok)), "help": .help, "quit": .quit, "hold": .hold, "release": .release,
        "reshow": .reshow, "refresh": .refresh, "history": .history, "resume": .resume, "discard": .discard,
        "more": .more,
    ]

    /// The first word, and everything after the single space that follows it, kept as typed
    /// (so `name` followed by spaces names a blank circle, which Save will refuse).
    private static func split(_ line: String) -> (verb: String, argument: String?) {
        let trimmedStart = line.drop(while: { $0 == " " })
        guard let space = trimmedStart.firstIndex(of: " ") else { return (String(trimmedStart), nil) }
        return (String(trimmedStart[..<space]), String(trimmedStart[trimmedStart.index(after: space)...]))
    }

    /// `edit N`, `delete N` and `list N`, which work on the list; without a number, `edit` and `delete` work on a
    /// feed and the form, and `list` goes back to the list.
    private static func parseListed(_ verb: String, _ argument: String?) -> Result<Command, CommandError>? {
        guard argument?.trimmingSpaces.isEmpty == false else { return nil }
        switch verb {
        case "list": return parseNumber(argument, verb: "list").map(Command.listFrom)
        case "edit": return parseNumber(argument, verb: "edit").map(Command.editListed)
        case "delete": return parseNumber(argument, verb: "delete").map(Command.deleteListed)
        default: return nil
        }
    }

    private static func parseName(_ argument: String?) -> Result<Command, CommandError> {
        guard let argument, !argument.isEmpty else {
            return .failure(
                .missingArgument(verb: "name", needs: "a name", usage: "name TEXT, for example: name Book club"))
        }
        guard !argument.containsControlCharacter else { return .failure(.controlCharacters) }
        return .success(.form(.name(argument)))
    }

    private static func parseCover(_ argument: String?) -> Result<Command, CommandError> {
        guard let argument = argument?.trimmingSpaces, !argument.isEmpty else {
            return .failure(
                .missingArgument(verb: "cover", needs: "a URL", usage: "cover URL, or cover - to remove the cover"))
        }
        if argument == "-" { return .success(.form(.coverPhoto(nil))) }
        guard !argument.containsControlCharacter else { return .failure(.controlCharacters) }
        guard !argument.contains(" ") else { return .failure(.coverWithSpaces) }
        return .success(.form(.coverPhoto(argument)))
    }

    private static func parseNumber(_ argument: String?, verb: String) -> Result<Int, CommandError> {
        guard let argument = argument?.trimmingSpaces, !argument.isEmpty else {
            return .failure(.missingArgument(verb: verb, needs: "a number", usage: "\(verb) N, for example: \(verb) 2"))
        }
        switch DecimalNumber(argument) {
        case .value(let number): return .success(number)
        case .outOfRange: return .failure(.numberOutOfRange(verb: verb, argument: argument))
        case nil: return .failure(.notANumber(verb: verb, argument: argument))
        }
    }

    private static func parseFailure(_ argument: String?) -> Result<Command, CommandError> {
        let usage = "fail create, fail edit, fail delete or fail load"
        guard let argument = argument?.trimmingSpaces, !argument.isEmpty else {
            return .failure(.missingArgument(verb: "fail", needs: "an operation", usage: usage))
        }
        guard let operation = RepositoryOperation(rawValue: argument.lowercased()) else {
            return .failure(.unknownOperation(argument, usage: usage))
        }
        return .success(.fail(operation))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    fileprivate var containsControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
