import Testing

/// One version of a screen that one spec runs against: the legacy screen, then the screen as
/// each migration step leaves it.
///
/// An enum of them is a spec's argument list, so every test runs once per version and
/// Swift Testing names each run by ``testDescription``:
///
/// ```swift
/// enum Version: String, ScreenVersion {
///     case legacy, step1, step2
///     static let reference = Version.legacy
/// }
///
/// @Test("Saving creates the book", arguments: Version.allCases)
/// func saveCreates(version: Version) async { ... }
/// ```
///
/// A migration starts the list with the legacy screen alone; each step adds the version it
/// makes, and the tests do not change.
public protocol ScreenVersion: CaseIterable, Equatable, Sendable, CustomTestStringConvertible {
    /// The version golden files are recorded from: the screen as it was before anything
    /// moved. Only its runs rewrite them (``SessionTranscript/check(against:recordedBy:fileID:filePath:line:column:)``).
    static var reference: Self { get }
}

extension ScreenVersion where Self: RawRepresentable, RawValue == String {
    /// The case's name, as Swift Testing prints the run.
    public var testDescription: String { rawValue }
}
