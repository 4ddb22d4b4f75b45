import CirclesConsole
import CirclesData
import CirclesMVI

/// The scripted sessions of case 3, played on the real MVI screen so that the
/// forms are exactly what the console would show.
///
/// A user types as on a phone, where every keystroke is a new field value:
///
/// 1. Create: type the name "Book club" and the cover
///    "https://example.com/books.jpg" a letter at a time, press Back, answer
///    "no" to the discard dialog, press Save (the spinner shows).
/// 2. Edit "Book club": it loads; append " readers" to its name a letter at a
///    time, press Back and answer "no", press Delete and answer "no", press Save.
@MainActor
enum ScriptedSession {
    /// The forms each session showed, one per input that changed the form.
    static func sessions() async -> [[FormScreen]] {
        let name = "Book club"
        let cover = "https://example.com/books.jpg"
        let create: [FormInput] =
            prefixes(of: name).map { .name($0) } + prefixes(of: cover).map { .coverPhoto($0) }
            + [.back, .answer(.no), .save]
        let edit: [FormInput] =
            prefixes(of: " readers").map { .name(name + $0) }
            + [.back, .answer(.no), .delete, .answer(.no), .save]
        return [
            await play(create, launch: .create),
            await play(edit, launch: .edit(circleId: "sample-2")),
        ]
    }

    private static func play(_ inputs: [FormInput], launch: FormLaunch) async -> [FormScreen] {
        let repository = InMemoryCirclesRepository(circles: InMemoryCirclesRepository.sampleCircles)
        let navigator = StayingNavigator()
        let screen = CreateOrEditCircleScreen(
            launch: launch, dependencies: CircleFormDependencies(repository: repository), navigator: navigator)
        await screen.settle()
        var forms = [screen.display]
        for input in inputs {
            screen.handle(input)
            await screen.settle()
            if screen.display != forms.last {
                forms.append(screen.display)
            }
        }
        screen.close()
        return forms
    }

    private static func prefixes(of text: String) -> [String] {
        (1...text.count).map { String(text.prefix($0)) }
    }
}
