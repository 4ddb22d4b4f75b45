import CirclesConsole

/// A one-line animation on a terminal while a change is being committed or the circles load.
///
/// The session prints the next screen only once a command's work has
/// settled, so on a terminal a slow save would look like a hang. The spinner
/// fills that wait on the line under the prompt, then wipes itself, so the
/// next screen starts where it began. Scripted runs get no spinner: their
/// transcripts must be the same whatever the timing.
@MainActor
final class ProgressSpinner {
    /// The frames, shown in turn.
    nonisolated static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// How long a frame stays; also the wait before the first, so that quick work shows nothing at all.
    nonisolated static let interval = Duration.milliseconds(80)

    private let output: ConsoleOutput
    private var drawnWidth = 0

    /// Creates a spinner that draws on `output`, in its style.
    init(output: ConsoleOutput) {
        self.output = output
    }

    /// The text that draws frame number `tick` of `caption` over the current line.
    nonisolated static func frame(_ tick: Int, caption: String, style: TextStyle) -> String {
        "\r" + style.apply(.muted, to: "\(frames[tick % frames.count]) \(caption)…")
    }

    /// How many columns ``frame(_:caption:style:)`` covers, escape codes aside.
    nonisolated static func width(of caption: String) -> Int {
        caption.count + 3
    }

    /// The text that wipes a frame `width` columns wide.
    ///
    /// Spaces rather than an erase-line escape code, so that `NO_COLOR` and
    /// `--no-color` output holds no escape code at all.
    nonisolated static func erasure(width: Int) -> String {
        "\r" + String(repeating: " ", count: width) + "\r"
    }

    /// Runs `work`, animating whenever `progress` gives the caption of work in flight, and leaves the line clean.
    func animate(
        while work: () async -> Void,
        progress: @escaping @MainActor () -> String?
    ) async {
        let ticker = Task {
            var tick = 0
            while (try? await Task.sleep(for: Self.interval)) != nil {
                draw(tick, progress())
                tick += 1
            }
        }
        await work()
        ticker.cancel()
        await ticker.value
        erase()
    }

    private func draw(_ tick: Int, _ caption: String?) {
        guard let caption else { return erase() }
        let width = Self.width(of: caption)
        if width < drawnWidth { erase() }
        output.write(Self.frame(tick, caption: caption, style: output.style))
        drawnWidth = width
    }

    private func erase() {
        guard drawnWidth > 0 else { return }
        output.write(Self.erasure(width: drawnWidth))
        drawnWidth = 0
    }
}
