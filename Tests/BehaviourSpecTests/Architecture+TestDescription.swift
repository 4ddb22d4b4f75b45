import CirclesVersions
import Testing

@testable import CirclesApp

extension Architecture: CustomTestStringConvertible {
    /// The version's `--arch` name, so a failing case says which version failed.
    public var testDescription: String { rawValue }
}
