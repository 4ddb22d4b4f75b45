import Foundation

/// A script of the per-version set, read for its directions: flags, and restarts.
///
/// `#! --log` on a line of its own runs the session with `--log`, and
/// `#! restart` ends one run of the demo and starts the next on the same
/// store, as quitting and starting again would. Both are comments to the
/// session itself, so the script stays a plain list of commands.
struct VersionScript: Equatable {
    /// Whether the session runs with `--log`.
    let isLogged: Bool
    /// The input of each run, in order.
    let runs: [Data]

    /// What the transcript shows between two runs.
    static let restartLine = "--- the demo starts again ---\n"

    /// Reads `data`'s directions.
    init(_ data: Data) {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        isLogged = lines.contains("#! --log")
        var runs: [[Substring]] = [[]]
        for line in lines {
            if line == "#! restart" {
                runs.append([])
            } else {
                runs[runs.count - 1].append(line)
            }
        }
        self.runs = runs.map { Data($0.joined(separator: "\n").utf8) }
    }

    /// The command-line flags each run gets, besides the store and the version.
    var flags: [String] { isLogged ? ["--log"] : [] }
}
