import CirclesApp
import CirclesVersions
import Testing

extension Architecture: CustomTestStringConvertible {
    /// The `--arch` name, so that a failing case says which version failed.
    public var testDescription: String { rawValue }
}
