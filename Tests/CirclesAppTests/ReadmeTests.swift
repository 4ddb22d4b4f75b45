import Foundation
import Testing

/// The README shows a real session; this keeps it one.
@Suite("README")
struct ReadmeTests {
    @Test("The README's sample session is the create transcript, byte for byte")
    func sampleSession() throws {
        let readme = try String(decoding: Data(contentsOf: Self.readme), as: UTF8.self)
        let transcript = try String(
            decoding: Data(
                contentsOf: TranscriptScript(name: "create", folder: TranscriptScript.folder).sharedTranscriptURL),
            as: UTF8.self)

        let sample = try #require(Self.block(after: "<!-- sample-session: create -->\n```text\n", in: readme))

        #expect(sample == transcript)
    }

    /// The README, two folders above this file.
    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(component: "README.md")

    /// The text between `opening` and the next fence, with the final new line it ends on.
    private static func block(after opening: String, in text: String) -> String? {
        guard let start = text.range(of: opening)?.upperBound,
            let end = text.range(of: "\n```", range: start..<text.endIndex)?.lowerBound
        else { return nil }
        return String(text[start..<end]) + "\n"
    }
}
