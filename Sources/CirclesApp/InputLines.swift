import Dispatch
import Foundation
import Synchronization

/// The lines of an input, read on a thread of their own and never more than
/// ``readAhead`` lines ahead of whoever takes them.
///
/// A blocked read never holds up the main actor. The read-ahead is bounded so
/// that input arriving faster than the session takes it (`yes list | circles`,
/// with the session held up by a reader that stopped reading its output)
/// waits in the pipe, not in this process's memory.
final class InputLines: AsyncSequence, Sendable {
    /// The most lines read and not yet taken.
    static let readAhead = 64

    private let stream: AsyncStream<InputLine>
    private let continuation: AsyncStream<InputLine>.Continuation
    private let freeSlots = DispatchSemaphore(value: readAhead)
    private let deliveredCount = Atomic<Int>(0)

    private init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    /// Starts reading the lines of `descriptor`, to its end.
    static func reading(_ descriptor: Int32) -> InputLines {
        let lines = InputLines()
        Thread.detachNewThread { lines.readLines(from: descriptor) }
        return lines
    }

    /// How many lines have been read so far, each counted as it is handed on.
    var linesRead: Int {
        deliveredCount.load(ordering: .acquiring)
    }

    /// Lines in the order they were read; the sequence ends with the input.
    func makeAsyncIterator() -> Iterator {
        Iterator(lines: stream.makeAsyncIterator(), freeSlots: freeSlots)
    }

    /// Takes lines one at a time, freeing a slot of the read-ahead for each.
    struct Iterator: AsyncIteratorProtocol {
        fileprivate var lines: AsyncStream<InputLine>.Iterator
        fileprivate let freeSlots: DispatchSemaphore

        /// The next line, or `nil` once the input has ended.
        mutating func next(isolation actor: isolated (any Actor)?) async -> InputLine? {
            let line = await lines.next(isolation: actor)
            if line != nil { freeSlots.signal() }
            return line
        }

        /// The next line, or `nil` once the input has ended.
        mutating func next() async -> InputLine? {
            await next(isolation: nil)
        }
    }

    private func readLines(from descriptor: Int32) {
        var splitter = LineSplitter()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for line in splitter.feed(buffer[0..<count]) { deliver(line) }
        }
        if let last = splitter.finish() { deliver(last) }
        continuation.finish()
    }

    private func deliver(_ line: InputLine) {
        freeSlots.wait()
        deliveredCount.add(1, ordering: .releasing)
        continuation.yield(line)
    }
}
