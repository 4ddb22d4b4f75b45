import CirclesConsole
import Testing

@testable import CirclesApp

/// The spinner's frames, as pure text: what it draws and how it wipes itself.
@Suite("ProgressSpinner frames")
struct ProgressSpinnerTests {
    @Test("A frame returns to the start of the line and draws the glyph, the caption and an ellipsis")
    func frame() {
        let frame = ProgressSpinner.frame(1, caption: "Saving the change", style: .plain)

        #expect(frame == "\r⠙ Saving the change…")
    }

    @Test("The frames cycle through every glyph, then start again")
    func cycle() {
        let count = ProgressSpinner.frames.count

        let glyphs = (0...count).map { ProgressSpinner.frame($0, caption: "", style: .plain) }

        #expect(Set(glyphs.prefix(count)).count == count)
        #expect(glyphs[count] == glyphs[0])
    }

    @Test("A coloured frame is dimmed, like the other hints")
    func colouredFrame() {
        let frame = ProgressSpinner.frame(0, caption: "Creating the circle", style: .ansi)

        #expect(frame == "\r\u{1B}[2m⠋ Creating the circle…\u{1B}[0m")
    }

    @Test("The wipe covers exactly the columns a frame drew, with spaces, and returns to the start")
    func erasure() {
        let caption = "Creating the circle"
        let drawn = ProgressSpinner.frame(0, caption: caption, style: .plain).dropFirst()

        let wipe = ProgressSpinner.erasure(width: ProgressSpinner.width(of: caption))

        #expect(drawn.count == ProgressSpinner.width(of: caption))
        #expect(wipe == "\r" + String(repeating: " ", count: drawn.count) + "\r")
    }
}
