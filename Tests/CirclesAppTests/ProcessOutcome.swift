/// What a finished run of the `circles` command left: its status and everything it wrote.
struct ProcessOutcome: Equatable, Sendable {
    /// The exit status, or the signal that ended it.
    var status: Int32
    /// Everything written to standard output (through a terminal: everything the terminal showed).
    var output: String
    /// Everything written to standard error.
    var errorOutput: String
    /// Whether the run was stopped for taking too long: a hang fails the test instead of blocking it.
    var timedOut = false
}
