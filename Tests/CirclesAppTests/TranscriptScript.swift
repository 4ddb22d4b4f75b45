import Foundation
import Testing

/// A scripted session in `Transcripts/`: `NAME.script` is the input, `NAME.transcript` the whole expected output.
///
/// The scripts are found by listing the folder, so adding a scenario is
/// adding two files. A line starting with `#` is a comment: it is not echoed.
struct TranscriptScript: Sendable, CustomTestStringConvertible {
    /// The scenario's name, shared by its two files.
    let name: String

    /// The folder, found next to this file so that recording writes into the repository.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(component: "Transcripts")

    /// Every script in the folder, by name.
    static let all: [TranscriptScript] = names(withExtension: "script").map(TranscriptScript.init)

    /// The names of the files in the folder that end in `.pathExtension`, sorted.
    static func names(withExtension pathExtension: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return files.filter { $0.hasSuffix(".\(pathExtension)") }.map { String($0.dropLast(pathExtension.count + 1)) }
            .sorted()
    }

    /// The input.
    var scriptURL: URL { Self.folder.appending(component: "\(name).script") }

    /// The expected output.
    var transcriptURL: URL { Self.folder.appending(component: "\(name).transcript") }

    var testDescription: String { name }
}
