import CirclesDomain

/// Turns a ``Screen`` into the lines of text the console prints: the screen's "screenshot".
///
/// Rendering is a pure function of the screen, so a screenshot test needs no
/// presenter and every version that fills the same screen prints the same text.
/// A circle's name, cover and id may come from a file anyone could edit, so
/// each is shown ``Swift/String/printable``: no text from a store can drive the terminal.
public struct ScreenRenderer: Sendable {
    private let style: TextStyle

    /// Creates a renderer that decorates with `style`.
    public init(style: TextStyle = .plain) {
        self.style = style
    }

    /// The screen as lines, without line terminators.
    public func lines(for screen: Screen) -> [String] {
        switch screen {
        case .allCircles(let list): ListRenderer(style: style).lines(for: list)
        case .circleFeed(let circle): feedLines(circle)
        case .circleInvite(let circle): inviteLines(circle)
        case .form(let form): FormRenderer(style: style).lines(for: form)
        }
    }

    /// The screen as text, one line per row, each ending in a new line.
    public func text(for screen: Screen) -> String {
        lines(for: screen).map { $0 + "\n" }.joined()
    }

    private func feedLines(_ circle: CircleConfigModel) -> [String] {
        [
            title(circle.name.printable),
            "  Cover  \(circle.coverPhoto?.printable ?? "none")",
            "  Nothing has been posted in this circle yet.",
            hints(["edit", "back"]),
        ]
    }

    private func inviteLines(_ circle: CircleConfigModel) -> [String] {
        [
            title("\(circle.name.printable) is ready"),
            "  Invite people with this link:",
            "  https://circles.example/invite/\(circle.id.printable)",
            hints(["back"]),
        ]
    }

    private func title(_ text: String) -> String {
        style.apply(.title, to: "[ \(text) ]")
    }

    private func hints(_ commands: [String]) -> String {
        style.apply(.muted, to: "  " + commands.joined(separator: " · "))
    }
}

/// What the console shows: one of the demo's four screens.
///
/// Every version of the form draws into this one model, so the same session
/// renders to the same text whichever architecture is behind it.
public enum Screen: Equatable, Sendable {
    /// The aggregated feed: every circle, numbered for `open N`.
    case allCircles(ListScreen)
    /// One circle's feed.
    case circleFeed(CircleConfigModel)
    /// The invite screen shown after a circle is created.
    case circleInvite(CircleConfigModel)
    /// The create / edit form.
    case form(FormScreen)
}
