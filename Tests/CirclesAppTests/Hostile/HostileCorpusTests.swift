import CirclesTestSupport
import Foundation
import Testing

/// The hostile corpus through the built command: each case's files are put
/// beside a store, the command runs on it from a pipe, and its status,
/// messages and files are checked, as well as the next start.
@Suite("circles: the hostile corpus")
struct HostileCorpusTests {
    @Test("A hostile store or saved form ends as the corpus says, printing nothing raw", arguments: HostileCase.corpus)
    func hostileCase(_ attack: HostileCase) async throws {
        let circles = try CirclesExecutable.built()
        try await withTemporaryFolder { folder in
            let store = folder.appending(component: attack.storeName)
            let form = folder.appending(component: attack.storeName + ".form.json")
            try Data(attack.store.utf8).write(to: store)
            if let text = attack.form { try Data(text.utf8).write(to: form) }

            let outcome = await circles.run(["--store", store.filePath], input: Data(attack.input.utf8))
            let next = await circles.run(["--store", store.filePath], input: Data("quit\n".utf8))

            let shown = { (text: String) in text.replacingOccurrences(of: folder.filePath, with: "<folder>") }
            #expect(outcome.status == attack.status, "\(outcome.errorOutput)")
            #expect(!outcome.timedOut)
            for piece in attack.output { #expect(shown(outcome.output).contains(piece), "\(outcome.output)") }
            for piece in attack.errorOutput {
                #expect(shown(outcome.errorOutput).contains(piece), "\(outcome.errorOutput)")
            }
            if attack.errorOutput.isEmpty { #expect(outcome.errorOutput == "") }
            if attack.status == 1 {
                #expect(outcome.errorOutput.split(separator: "\n").count == 1, "one line: \(outcome.errorOutput)")
            }
            for text in [outcome.output, outcome.errorOutput, next.output, next.errorOutput] {
                let raw = text.unicodeScalars.filter(HostileCase.forbidden.contains)
                #expect(raw.isEmpty, "printed raw: \(raw.map { String($0.value, radix: 16) })")
            }
            if attack.status == 0 { #expect(next.status == 0, "\(next.errorOutput)") }
            try Self.check(store, holds: attack.storeAfter, original: attack.store)
            try Self.check(form, holds: attack.formAfter, original: attack.form)
        }
    }

    private static func check(_ file: URL, holds after: HostileCase.After, original: String?) throws {
        let contents = try? String(decoding: Data(contentsOf: file), as: UTF8.self)
        switch after {
        case .unchanged:
            #expect(contents == original)
        case .containing(let pieces):
            let text = try #require(contents)
            for piece in pieces { #expect(text.contains(piece), "\(text)") }
        case .movedAside:
            #expect(contents == nil)
            let stale = file.deletingLastPathComponent().appending(component: file.lastPathComponent + ".stale")
            #expect(try String(decoding: Data(contentsOf: stale), as: UTF8.self) == original)
        }
    }
}
