import CirclesConsole
import CirclesDomain
import Testing

/// Text from outside the demo, shown: nothing that drives a terminal, hides or reverses text gets through raw.
@Suite("Printable text")
struct PrintableTests {
    @Test(
        "1. Controls, C1 codes, separators and format characters are written out as their codes",
        arguments: [
            ("\u{1B}]2;pwned\u{07}", #"\u{1B}]2;pwned\u{7}"#),
            ("\u{1B}[?1049h\u{1B}[?25l", #"\u{1B}[?1049h\u{1B}[?25l"#),
            ("a\u{9B}2Jb\u{7F}", #"a\u{9B}2Jb\u{7F}"#),
            ("evil\u{202E}txt.exe", #"evil\u{202E}txt.exe"#),
            ("\u{2066}x\u{2069}\u{200E}", #"\u{2066}x\u{2069}\u{200E}"#),
            ("zero\u{200B}width\u{FEFF}", #"zero\u{200B}width\u{FEFF}"#),
            ("line\u{2028}break\r\n", #"line\u{2028}break\u{D}\u{A}"#),
            ("lonely\u{200D}", #"lonely\u{200D}"#),
        ])
    func writtenOut(text: String, shown: String) {
        #expect(text.printable == shown)
    }

    @Test(
        "Tag characters outside an emoji flag are written out, wherever they sit",
        arguments: [
            ("Family\u{E0041}\u{E0042}", #"Family\u{E0041}\u{E0042}"#),
            ("\u{E0001}\u{E0068}i", #"\u{E0001}\u{E0068}i"#),
            ("a\u{E0000}b\u{E007F}", #"a\u{E0000}b\u{E007F}"#),
            // A flag whose tags are not closed by U+E007F is no flag: every tag is written out.
            ("🏴\u{E0067}\u{E0062}", #"🏴\u{E0067}\u{E0062}"#),
            // Tags after a letter, closed like a flag's, still hide text.
            ("x\u{E0067}\u{E007F}", #"x\u{E0067}\u{E007F}"#),
        ])
    func strayTags(text: String, shown: String) {
        #expect(text.printable == shown)
    }

    @Test(
        "Letters, accents, emoji sequences and flags are shown as they are",
        arguments: ["Book club", "Caf\u{E9} e\u{0301}", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "日本語", "🇫🇷", "a\\b"])
    func keptAsItIs(text: String) {
        #expect(text.printable == text)
    }

    @Test("Printable text is printable: a second pass changes nothing")
    func idempotent() {
        let text = "\u{1B}[2J\u{202E}\u{200B}👨‍👩‍👧\u{200D}"

        #expect(text.printable.printable == text.printable)
    }

    @Test("1. Every screen shows a circle's name, cover and id printable, whatever they hold")
    func screens() {
        let circle = CircleConfigModel(
            id: "id\u{1B}[2J", name: "Fam\u{202E}ily\u{1B}]2;x\u{07}", coverPhoto: "https://x.test/\u{9B}?25l")
        let renderer = ScreenRenderer(style: .plain)
        let screens: [Screen] = [
            .allCircles(ListScreen(rows: [circle.name])),
            .allCircles(ListScreen(dialog: .deleteCircle(name: circle.name))),
            .allCircles(ListScreen(dialog: .deleteFailed(name: circle.name))), .circleFeed(circle),
            .circleInvite(circle),
            .form(FormScreen(mode: .edit, name: circle.name, coverPhoto: circle.coverPhoto)),
        ]

        let text = screens.map(renderer.text(for:)).joined()

        let raw = text.unicodeScalars.filter { ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"].contains($0) }
        #expect(raw.isEmpty)
        #expect(text.contains(#"Fam\u{202E}ily\u{1B}]2;x\u{7}"#))
        #expect(text.contains(#"https://circles.example/invite/id\u{1B}[2J"#))
        #expect(text.contains(#"https://x.test/\u{9B}?25l"#))
    }
}
