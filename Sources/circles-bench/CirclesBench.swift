/// `circles-bench`: what MVI costs, measured on this machine, printed as a table.
///
/// Run it as `swift run -c release circles-bench`; a debug build measures the
/// debugger-friendly code instead. Every figure of a comparison (and every
/// ratio) comes from this one run. Timed cases run one warm-up round and
/// ``rounds`` measured rounds and print their median, minimum and maximum.
@main
enum CirclesBench {
    /// Measured rounds per timed case.
    static let rounds = 7

    /// Runs every case and prints the report.
    @MainActor
    static func main() async {
        var report = Report()
        // First, while the process is fresh: its peak size must be the recorder's, not another case's.
        let memory = await MemoryCase.run()

        let plain = report.add(
            "1. plain struct mutation", unit: "ns/op",
            await measure(rounds: rounds) {
                BaselineCases.plainStruct()
            })
        let mutex = report.add(
            "1. the same under Mutex", unit: "ns/op",
            await measure(rounds: rounds) {
                BaselineCases.mutex()
            })
        let reduce = report.add(
            "2. reduce, one subscriber", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.reduce(subscribed: true)
            })
        report.add(
            "2. reduce, no subscriber", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.reduce(subscribed: false)
            })
        let burst = report.add(
            "3. intent to view, burst of 100,000", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.intentBurst()
            })
        let single = report.add(
            "3. intent to view, one at a time", unit: "ns/op",
            await measure(rounds: rounds) {
                await ContainerCases.intentOneAtATime()
            })
        let mvp = report.add(
            "4. MVP: name change, enableCTA", unit: "ns/op",
            await measure(rounds: rounds) {
                PresenterCases.mvp()
            })
        let mviBurst = report.add(
            "4. MVI: name change drawn, burst", unit: "ns/op",
            await measure(rounds: rounds) {
                await PresenterCases.mviBurst()
            })
        let mviSingle = report.add(
            "4. MVI: name change drawn, one at a time", unit: "ns/op",
            await measure(rounds: rounds) {
                await PresenterCases.mviOneAtATime()
            })

        let render = await RenderCase.run()
        let updates = Double(max(1, render.updates))
        report.add("5. updates in the scripted session", unit: "count", .exact(Double(render.updates)))
        report.add("5. full redraw, total", unit: "bytes", .exact(Double(render.fullRedrawBytes)))
        report.add("5. diff rows, total", unit: "bytes", .exact(Double(render.diffBytes)))
        report.add("5. full redraw, per update", unit: "bytes", .exact(Double(render.fullRedrawBytes) / updates))
        report.add("5. diff rows, per update", unit: "bytes", .exact(Double(render.diffBytes) / updates))

        if let memory {
            report.add("6. RSS after 100,000 intents", unit: "MiB", .exact(memory.early.resident))
            report.add("6. RSS after 1,000,000 intents", unit: "MiB", .exact(memory.late.resident))
            report.add("6. peak RSS after 100,000", unit: "MiB", .exact(memory.early.peak))
            report.add("6. peak RSS after 1,000,000", unit: "MiB", .exact(memory.late.peak))
        }

        report.ratio("plain-vs-mutex", plain, over: mutex)
        report.ratio("reduce-vs-mutex", reduce, over: mutex)
        report.ratio("intent-burst-vs-mutex", burst, over: mutex)
        report.ratio("intent-single-vs-mutex", single, over: mutex)
        report.ratio("full-redraw-vs-diff-bytes", Double(render.fullRedrawBytes), over: Double(render.diffBytes))
        if let memory {
            report.ratio("rss-1m-vs-100k", memory.late.resident, over: memory.early.resident)
            report.ratio("peak-rss-1m-vs-100k", memory.late.peak, over: memory.early.peak)
        }
        report.ratio("mvi-burst-vs-mvp", mviBurst, over: mvp)
        report.ratio("mvi-single-vs-mvp", mviSingle, over: mvp)
        print(report.text)
    }
}
