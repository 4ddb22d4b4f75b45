import CirclesVersions
import Foundation

/// `circles-bench`: what MVI costs, measured on this machine, printed as a table.
///
/// Run it as `swift run -c release circles-bench`; a debug build measures the
/// debugger-friendly code instead. Arguments, when given, are case numbers to
/// run alone (`circles-bench 1 2`). Every figure of a comparison, and every
/// ratio, comes from this one run. Timed cases run one warm-up round and
/// ``rounds`` measured rounds and print their median, minimum and maximum.
@main
enum CirclesBench {
    /// Measured rounds per timed case.
    static let rounds = 11

    /// Runs the chosen cases (all by default) and prints the report.
    @MainActor
    static func main() async {
        if CommandLine.arguments.dropFirst().first == StoreShapesCase.openArgument {
            exit(await StoreShapesCase.openAndReport(CommandLine.arguments.dropFirst(2).first))
        }
        if CommandLine.arguments.dropFirst().first == StoreShapesCase.holdArgument {
            exit(StoreShapesCase.holdAndReport(CommandLine.arguments.dropFirst(2).first))
        }
        let chosen = Set(CommandLine.arguments.dropFirst().compactMap { Int($0) })
        let runs = { (number: Int) in chosen.isEmpty || chosen.contains(number) }
        var report = Report()
        // First, while the process is fresh: its peak size must be the recorder's, not another case's.
        let memory = runs(4) ? await MemoryCase.run() : nil
        var timings = Timings()
        if runs(1) { await timings.measureIntents(into: &report) }
        if runs(2) { await timings.measureScreens(into: &report) }
        let render = runs(3) ? await RenderCase.run() : nil
        if let render { report.add(render) }
        if let memory { report.add(memory) }
        let store = runs(5) ? await StoreCase.run(into: &report) : nil
        let shapes = runs(6) ? StoreShapesCase.run(into: &report) : nil
        let list = runs(7) ? await ListScaleCase.run(into: &report) : nil

        report.ratio("intent-burst-vs-serial-task-floor", timings.burst, over: timings.serialTaskFloor)
        report.ratio("intent-single-vs-task-hop-floor", timings.single, over: timings.taskHopFloor)
        report.ratio("keystroke-p99-us", timings.singleP99, over: 1_000)
        report.ratio(
            "full-redraw-vs-diff-bytes", render.map { Double($0.fullRedrawBytes) },
            over: render.map { Double($0.diffBytes) })
        report.ratio("rss-1m-vs-100k", memory?.late.resident, over: memory?.early.resident)
        report.ratio("store-create-100k-vs-codable-roundtrip", store?.create100k, over: store?.codableRoundTrip)
        // Round by round, not median over median: see `StoreCase.Figures.openGrowth`.
        report.ratio("store-open-1m-vs-100k", store?.openGrowth, over: 1)
        report.ratio("store-create-1m-vs-100k", store?.create1m, over: store?.create100k)
        report.ratio("store-peak-rss-over-file-worst-shape", shapes, over: 1)
        for version in [ListVersion.step4, .mvi] {
            report.ratio(
                "list-first-screen-100k-\(version.rawValue)-vs-mvp", list?.firstScreen100k[version],
                over: list?.firstScreen100k[.mvp])
        }
        report.ratio("list-first-screen-1m-mvi-seconds", list?.firstScreen1m[.mvi], over: 1_000)
        print(report.text)
    }
}
