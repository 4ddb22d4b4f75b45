import CirclesData
import CirclesVersions

/// The demo's command-line options, parsed by hand (the project takes no packages).
package struct Options: Equatable {
    /// Where circles are kept.
    package enum Store: Equatable {
        /// The JSON file in the user's data folder.
        case defaultFile
        /// A JSON file at this path.
        case file(path: FileSystemPath)
        /// Nothing kept: `--store :memory:`.
        case memory
    }

    /// What the command was asked to do.
    package enum Action: Equatable {
        /// Run the demo.
        case run
        /// Print the usage and exit.
        case help
        /// Print the version and exit.
        case version
    }

    package var action = Action.run
    /// The form's version: `--form`, else `--arch`.
    package var architecture = Architecture.standard
    /// The list's version: `--list`, else the one at `--arch`'s stage.
    package var listVersion = Architecture.standard.listVersion
    package var store = Store.defaultFile
    package var latencyMilliseconds = 0
    package var log = false
    package var color = true

    /// The longest simulated latency accepted, in milliseconds.
    package static let maximumLatencyMilliseconds = 60_000

    /// Parses the arguments that follow the command's name.
    package static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var picked: (arch: Architecture?, form: Architecture?, list: ListVersion?) = (nil, nil, nil)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = splitFlag(argument)
            do {
                switch flag {
                case "--help", "-h": options.action = .help
                case "--version": options.action = .version
                case "--log": options.log = true
                case "--no-color": options.color = false
                case "--arch": picked.arch = try architecture(try value(flag, inlineValue, &remaining), flag: flag)
                case "--form": picked.form = try architecture(try value(flag, inlineValue, &remaining), flag: flag)
                case "--list": picked.list = try listVersion(try value(flag, inlineValue, &remaining))
                case "--store": options.store = try store(try value(flag, inlineValue, &remaining))
                case "--latency": options.latencyMilliseconds = try latency(try value(flag, inlineValue, &remaining))
                default: throw UsageError.unknownArgument(argument)
                }
                if inlineValue != nil, ["--help", "-h", "--version", "--log", "--no-color"].contains(flag) {
                    throw UsageError.unexpectedValue(flag: flag)
                }
            } catch let error as UsageError {
                return .failure(error)
            } catch {
                return .failure(.unknownArgument(argument))
            }
        }
        options.architecture = picked.form ?? picked.arch ?? .standard
        options.listVersion = picked.list ?? (picked.arch ?? .standard).listVersion
        return .success(options)
    }

    private static func splitFlag(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(_ flag: String, _ inline: String?, _ remaining: inout ArraySlice<String>)
        throws(UsageError)
        -> String
    {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw .missingValue(flag: flag, expected: expectedValue(of: flag))
        }
        return next
    }

    private static func architecture(_ value: String, flag: String) throws(UsageError) -> Architecture {
        guard let architecture = Architecture(rawValue: value.lowercased()) else {
            throw .invalidValue(flag: flag, value: value, expected: expectedValue(of: flag))
        }
        return architecture
    }

    private static func listVersion(_ value: String) throws(UsageError) -> ListVersion {
        guard let version = ListVersion(rawValue: value.lowercased()) else {
            throw .invalidValue(flag: "--list", value: value, expected: expectedValue(of: "--list"))
        }
        return version
    }

    /// The store `value` names.
    ///
    /// `:memory:` in any case is the store in memory. A path naming a folder
    /// (ending in `/`, `.` or `..`) is refused rather than taken for a file of
    /// that name, and so are `-`, which names standard input in most tools
    /// and a file in none, and any other `:name:`, a mistyped `:memory:`
    /// rather than a file anybody wants; `./-` names such a file.
    private static func store(_ value: String) throws(UsageError) -> Store {
        if value.lowercased() == ":memory:" { return .memory }
        let lastPart = value.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !value.isEmpty, !["", ".", ".."].contains(lastPart) else {
            throw .invalidValue(flag: "--store", value: value, expected: "the path of a file, not of a folder")
        }
        guard value != "-", !(value.count >= 2 && value.hasPrefix(":") && value.hasSuffix(":")) else {
            throw .invalidValue(
                flag: "--store", value: value,
                expected: ":memory: or the path of a file (write ./\(value) for a file of that name)")
        }
        return .file(path: FileSystemPath(value))
    }

    /// The latency `value` gives: digits alone, so that `+5` and `-0` are refused like any other signed number.
    private static func latency(_ value: String) throws(UsageError) -> Int {
        guard !value.hasPrefix("-"), case .value(let milliseconds)? = DecimalNumber(value),
            (0...maximumLatencyMilliseconds).contains(milliseconds)
        else {
            throw .invalidValue(flag: "--latency", value: value, expected: expectedValue(of: "--latency"))
        }
        return milliseconds
    }

    /// Every flag, in the order the usage lists them, as an error names them.
    package static let flags = [
        "--arch", "--list", "--form", "--store", "--latency", "--log", "--no-color", "--help", "--version",
    ]

    /// What the flag `flag` takes, as an error says it after "expected".
    package static func expectedValue(of flag: String) -> String {
        switch flag {
        case "--arch", "--form": "one of " + Architecture.allCases.map(\.rawValue).joined(separator: ", ")
        case "--list": "one of " + ListVersion.allCases.map(\.rawValue).joined(separator: ", ")
        case "--store": "the path of a file, or :memory: to keep nothing"
        case "--latency": "milliseconds from 0 to \(maximumLatencyMilliseconds), in digits"
        default: "no value"
        }
    }
}
