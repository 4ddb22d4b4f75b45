import Foundation
import Testing

@testable import CirclesApp

/// Standard input's lines as the session takes them: in order, to the end,
/// and never read more than a few dozen lines ahead, so that input arriving
/// faster than the session can take it waits in the pipe, not in memory.
@Suite("InputLines")
struct InputLinesTests {
    @Test("Every line of the input arrives in order, the last one without a line break included")
    func linesInOrder() async throws {
        let pipe = Pipe()
        let lines = InputLines.reading(pipe.fileHandleForReading.fileDescriptor)

        try pipe.fileHandleForWriting.write(contentsOf: Data("new\nname Hikers\r\nsave".utf8))
        try pipe.fileHandleForWriting.close()
        var taken: [InputLine] = []
        for await line in lines { taken.append(line) }

        #expect(taken == [.text("new"), .text("name Hikers"), .text("save")])
        #expect(lines.linesRead == 3)
    }

    @Test("However fast the input comes, no more than readAhead lines are read ahead of those taken")
    func boundedReadAhead() async throws {
        let pipe = Pipe()
        let lines = InputLines.reading(pipe.fileHandleForReading.fileDescriptor)
        let count = 2_000
        try pipe.fileHandleForWriting.write(contentsOf: Data(String(repeating: "list\n", count: count).utf8))
        try pipe.fileHandleForWriting.close()

        var taken = 0
        var mostAhead = 0
        for await _ in lines {
            taken += 1
            mostAhead = max(mostAhead, lines.linesRead - taken)
        }

        #expect(taken == count)
        #expect(mostAhead <= InputLines.readAhead)
    }
}
