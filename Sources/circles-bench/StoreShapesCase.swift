import CirclesData
import CirclesDomain
import Foundation

/// Case 6: stores near the 128 MiB limit in the shapes that cost the most
/// memory or time to open, each opened by a fresh process of its own.
///
/// The shapes: ten million tiny keys this program does not know, out of
/// order; millions of the smallest circles a store can hold; circles whose
/// id and name are too long to fit inside a Swift string's own bytes; a tiny
/// unknown field in every circle; and the demo's own layout. Each is opened
/// as the command opens its store (a new repository, `validate()` and the
/// list) by this benchmark started again with `--open-store PATH`, which
/// prints the milliseconds that took and its peak resident memory
/// (`VmHWM`), the runtime's own included. A process that does nothing but
/// start gives the baseline; one that makes the 16-byte shape's circles
/// with no file gives what those circles cost on their own.
@MainActor
enum StoreShapesCase {
    /// What a child process reports: how long its work took, and its peak resident memory.
    struct Opening {
        let milliseconds: Double
        let peakMiB: Double
    }

    /// The argument that makes the benchmark open one store and report, instead of running cases.
    nonisolated static let openArgument = "--open-store"
    /// The argument that makes the benchmark only make `COUNT` circles of the 16-byte shape, with no file, and
    /// report: what the circles cost on their own.
    nonisolated static let holdArgument = "--hold-circles"

    /// The shapes, by name, each the text of a store of about `bytes` bytes.
    private static let shapes: [(name: String, text: @MainActor (Int) -> [UInt8])] = [
        ("ten million tiny unknown keys", unknownKeys),
        ("smallest circles", { smallCircles(bytes: $0, idLength: 0, fields: "").text }),
        ("16-byte ids and names", { smallCircles(bytes: $0, idLength: 16, fields: "").text }),
        ("an unknown field in each circle", { smallCircles(bytes: $0, idLength: 0, fields: #","x":0"#).text }),
        ("the demo's layout", demoLayout),
    ]

    /// How large each store is made: near the limit, leaving room for the layout's last lines.
    private static let targetBytes = 120 << 20

    /// Runs the case, adding its rows to `report`; returns the largest peak over file size, or `nil` when a store
    /// could not be made or opened.
    static func run(into report: inout Report) -> Double? {
        let folder = FileManager.default.temporaryDirectory.appending(component: "circles-bench-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let baseline = runChild([openArgument]) else { return nil }
        report.add("6. peak RSS of a process that opens nothing", unit: "MiB", .exact(baseline.peakMiB))
        var worst = 0.0
        for shape in shapes {
            let file = folder.appending(component: "store.json")
            let bytes = shape.text(targetBytes)
            guard (try? Data(bytes).write(to: file)) != nil else { return nil }
            let openings = (0..<3).compactMap { _ in runChild([openArgument, file.path(percentEncoded: false)]) }
            try? FileManager.default.removeItem(at: file)
            guard openings.count == 3 else { return nil }
            let fileMiB = Double(bytes.count) / 1_048_576
            let peak = openings.map(\.peakMiB).max() ?? 0
            report.add("6. \(shape.name): file", unit: "MiB", .exact(fileMiB))
            report.add("6. \(shape.name): open", unit: "ms", Summary(openings.map(\.milliseconds)))
            report.add("6. \(shape.name): peak RSS", unit: "MiB", .exact(peak))
            worst = max(worst, peak / fileMiB)
        }
        let sixteenBytes = smallCircles(bytes: targetBytes, idLength: 16, fields: "").count
        guard let held = runChild([holdArgument, String(sixteenBytes)]) else { return nil }
        report.add("6. 16-byte ids and names, the circles alone: peak RSS", unit: "MiB", .exact(held.peakMiB))
        return worst
    }

    /// The most circles ``holdAndReport(_:)`` makes: more than a store at its size limit holds.
    private static let mostCirclesHeld = 10_000_000

    /// Makes `count` circles of the 16-byte shape, each string made from bytes as the store makes it, and prints
    /// the milliseconds and the peak resident MiB, as ``openAndReport(_:)`` does. A count that is not a whole
    /// number from 0 to ``mostCirclesHeld`` is refused with a message.
    static func holdAndReport(_ argument: String?) -> Int32 {
        guard let count = argument.flatMap({ Int($0) }), (0...mostCirclesHeld).contains(count) else {
            FileHandle.standardError.write(
                Data("\(holdArgument) needs a count of circles from 0 to \(mostCirclesHeld)\n".utf8))
            return 2
        }
        let start = Stopwatch.now
        let circles = (0..<count).map { number in
            let (id, name) = smallCircle(number, idLength: 16)
            return CircleConfigModel(
                id: String(decoding: Array(id.utf8), as: UTF8.self),
                name: String(decoding: Array(name.utf8), as: UTF8.self))
        }
        return circles.count == count ? printFigures(since: start) : 1
    }

    /// Opens the store at `path` as the command does and prints the milliseconds and the peak resident MiB;
    /// the process then ends. Without a path, only prints the figures of a process that opened nothing.
    static func openAndReport(_ path: String?) async -> Int32 {
        let start = Stopwatch.now
        if let path {
            let repository = JSONFileCirclesRepository(fileURL: URL(fileURLWithPath: path))
            guard (try? await repository.validate()) != nil, (try? await repository.allCircles()) != nil else {
                return 1
            }
        }
        return printFigures(since: start)
    }

    /// Prints the milliseconds since `start` and the peak resident MiB, for the parent to read; the exit status.
    private static func printFigures(since start: UInt64) -> Int32 {
        let elapsed = Double(Stopwatch.now - start) / 1_000_000
        guard let memory = MemoryCase.read() else { return 1 }
        print("\(elapsed) \(memory.peak)")
        return 0
    }

    /// Runs this benchmark again with `arguments`, one of the child modes above, and reads what it printed.
    private static func runChild(_ arguments: [String]) -> Opening? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let figures = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Double($0)
        }
        guard process.terminationStatus == 0, figures.count == 2 else { return nil }
        return Opening(milliseconds: figures[0], peakMiB: figures[1])
    }

    // MARK: Shapes

    private static let header = Array(#"{"format":"circles-store","version":1,"nextId":1,"circles":["#.utf8)

    /// Keys of up to six letters, each with the value 0, in an order no sort left.
    private static func unknownKeys(bytes: Int) -> [UInt8] {
        var text = header + Array("]".utf8)
        text.reserveCapacity(bytes + 64)
        var number: UInt32 = 0
        while text.count < bytes {
            // Multiplying by an odd number is a bijection modulo 2^32: every key differs, in no order.
            text += Array(",\"\(String(number &* 2_654_435_761, radix: 36))\":0".utf8)
            number += 1
        }
        return text + Array("}".utf8)
    }

    /// Circles `{"id":"…","name":"…"}` with ids numbered in base 36 (padded to `idLength`) and names as long, or
    /// one letter when `idLength` is 0; `fields` is added in each. The count is how many it made.
    private static func smallCircles(bytes: Int, idLength: Int, fields: String) -> (text: [UInt8], count: Int) {
        var text = header
        text.reserveCapacity(bytes + 64)
        var number = 0
        while text.count < bytes {
            let (id, name) = smallCircle(number, idLength: idLength)
            text += Array(((number == 0 ? "" : ",") + #"{"id":"\#(id)","name":"\#(name)"\#(fields)}"#).utf8)
            number += 1
        }
        return (text + Array("]}".utf8), number)
    }

    /// The id and name of circle `number`: the number in base 36, padded to `idLength`, and as long a name, or
    /// one letter when `idLength` is 0.
    private static func smallCircle(_ number: Int, idLength: Int) -> (id: String, name: String) {
        let digits = String(number, radix: 36)
        let id = String(repeating: "0", count: max(0, idLength - digits.count)) + digits
        return (id, idLength == 0 ? "a" : String(repeating: "n", count: idLength - digits.count) + digits)
    }

    /// The demo's layout, as case 5 writes it, with as many circles as fit.
    private static func demoLayout(bytes: Int) -> [UInt8] {
        Array(StoreCase.storeText(circles: bytes / 96))
    }
}
