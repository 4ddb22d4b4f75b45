/// The table the benchmark prints, built up case by case.
///
/// Ratios come last, one a line as `ratio NAME: X`, so that a script can read
/// them with a single regular expression.
struct Report {
    /// One printed line of the table.
    struct Row {
        /// What was measured.
        let name: String
        /// The unit of the figures (`ns/op`, `bytes`, `MiB`).
        let unit: String
        /// The figures.
        let summary: Summary
    }

    private(set) var rows: [Row] = []
    private(set) var ratios: [(name: String, value: Double)] = []

    /// Adds a row and returns its median, for ratios.
    @discardableResult
    mutating func add(_ name: String, unit: String, _ summary: Summary) -> Double {
        rows.append(Row(name: name, unit: unit, summary: summary))
        return summary.median
    }

    /// Adds a ratio line, unless a figure is missing (its case was not run);
    /// both figures must come from this run.
    mutating func ratio(_ name: String, _ numerator: Double?, over denominator: Double?) {
        guard let numerator, let denominator, denominator != 0 else { return }
        ratios.append((name, numerator / denominator))
    }

    /// Adds the rows of the scripted session's byte counts.
    mutating func add(_ render: RenderCase.Totals) {
        let updates = Double(max(1, render.updates))
        add("3. updates in the scripted session", unit: "count", .exact(Double(render.updates)))
        add("3. full redraw, total", unit: "bytes", .exact(Double(render.fullRedrawBytes)))
        add("3. diff rows, total", unit: "bytes", .exact(Double(render.diffBytes)))
        add("3. full redraw, per update", unit: "bytes", .exact(Double(render.fullRedrawBytes) / updates))
        add("3. diff rows, per update", unit: "bytes", .exact(Double(render.diffBytes) / updates))
    }

    /// Adds the rows of the memory readings.
    mutating func add(_ memory: MemoryCase.Readings) {
        add("4. RSS after 100,000 intents", unit: "MiB", .exact(memory.early.resident))
        add("4. RSS after 1,000,000 intents", unit: "MiB", .exact(memory.late.resident))
        add("4. RSS every 100,000, up to 1,000,000", unit: "MiB", Summary(memory.residentEvery100k))
        add("4. peak RSS after 100,000", unit: "MiB", .exact(memory.early.peak))
        add("4. peak RSS after 1,000,000", unit: "MiB", .exact(memory.late.peak))
    }

    /// The whole report as text: the table, then the ratios.
    var text: String {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        var lines = [
            pad("case", nameWidth) + "  " + pad("unit", 6) + "  " + alignRight("median", 12) + "  "
                + alignRight("min", 12) + "  " + alignRight("max", 12) + "  rounds"
        ]
        lines.append(String(repeating: "-", count: lines[0].count))
        for row in rows {
            let figures = [row.summary.median, row.summary.minimum, row.summary.maximum].map {
                alignRight(format($0), 12)
            }
            lines.append(
                pad(row.name, nameWidth) + "  " + pad(row.unit, 6) + "  " + figures.joined(separator: "  ")
                    + "  " + alignRight(String(row.summary.rounds), 6))
        }
        lines.append("")
        for ratio in ratios {
            lines.append("ratio \(ratio.name): \(format(ratio.value))")
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func alignRight(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
