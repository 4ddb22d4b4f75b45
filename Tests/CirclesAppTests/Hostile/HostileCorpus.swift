/// The hostile corpus: stores and saved forms an attacker or an accident
/// could leave beside the demo, one case per attack, each with the exit
/// status, messages and files it must end with.
///
/// Attacks that need the file system itself (links, leftovers, permissions,
/// a full or read-only disk, a held lock, signals) are in
/// ``HostileFileSystemTests`` and ``EndingSignalTests``.
extension HostileCase {
    static let corpus: [HostileCase] =
        escapes + identifiers + names + doctoredForms + unknownFields + smallerMessages + exactFields + oneLineMessages

    /// 1. Text from a file reaches the terminal only written out.
    static let escapes = [
        HostileCase(
            name: "a format value holding escape sequences",
            store: #"{"format": "\u001b]2;pwned\u0007\u001b[2J\u009b?25l", "version": 1}"#,
            status: 1,
            errorOutput: [#"its format is "\u{1B}]2;pwned\u{7}\u{1B}[2J\u{9B}?25l", not "circles-store""#]),
        HostileCase(
            name: "a name holding an escape sequence",
            store: sampleStore(circles: [#""id": "a", "name": "\u001b[?1049hFamily""#]),
            status: 1,
            errorOutput: ["(circles[0].name holds control characters); it was left as it was."]),
        HostileCase(
            name: "a cover holding an escape sequence",
            store: sampleStore(circles: [#""id": "a", "name": "Family", "coverPhoto": "x\u001b[2J""#]),
            status: 1,
            errorOutput: ["(circles[0].coverPhoto holds control characters)"]),
        HostileCase(
            name: "an id holding a C1 control",
            store: sampleStore(circles: [#""id": "a\u009b2J", "name": "Family""#]),
            status: 1,
            errorOutput: ["(circles[0].id holds control characters)"]),
        HostileCase(
            name: "names with a direction override and a zero-width space, stored and typed",
            store: sampleStore(circles: [
                #""id": "a", "name": "Family\u202Eevil", "coverPhoto": "https://x.test/\u202Egpj.exe""#,
                #""id": "b", "name": "\u200BBook club""#,
            ]),
            input: "open 1\nedit\nback\nnew\nname \u{202E}Hikers\nsave\nquit\n",
            status: 0,
            output: [
                "  1  Family\\u{202E}evil\n  2  \\u{200B}Book club\n", "[ Family\\u{202E}evil ]",
                "  Cover  https://x.test/\\u{202E}gpj.exe", "  Name   Family\\u{202E}evil",
                "[ \\u{202E}Hikers is ready ]",
            ],
            storeAfter: .containing(["\"name\" : \"\u{202E}Hikers\""])),
        HostileCase(
            name: "a saved form from an unknown version, its name holding an escape sequence",
            form: savedForm(architecture: #"\u001b[2Jmvx"#),
            status: 0,
            output: [
                #"cannot be used (it was saved by --arch "\u{1B}[2Jmvx", which this demo does not have)"#,
                "it was moved to <folder>/circles.json.form.json.stale and nothing was resumed.",
            ],
            formAfter: .movedAside),
        HostileCase(
            name: "a saved form whose name holds a direction override",
            form: savedForm(name: #"\u202EHikers"#),
            status: 0,
            output: [#"a new circle was being made (name "\u{202E}Hikers")"#]),
        HostileCase(
            name: "a store path holding escape sequences",
            store: "not JSON",
            storeName: "\u{1B}]2;pwned\u{07}.json",
            status: 1,
            errorOutput: ["The store <folder>/\\u{1B}]2;pwned\\u{7}.json is not a valid circles store"]),
    ]

    /// 2. Never written what the loader would refuse.
    static let identifiers = [
        HostileCase(
            name: "nextId at the largest the loader accepts",
            store: sampleStore(nextId: "9007199254740992"),
            input: "new\nname Hikers\nsave\nok\nback\nyes\nquit\n",
            status: 0,
            output: [
                "The store <folder>/circles.json has given every circle id it can (its nextId is 9007199254740992);"
                    + " no circle can be created in it, and nothing was changed.\n[ New circle ]",
                "  ! The circle could not be created. Please try again.  ok",
            ]),
        HostileCase(
            name: "nextId one below the largest",
            store: sampleStore(nextId: "9007199254740991"),
            input: "new\nname Hikers\nsave\nquit\n",
            status: 0,
            output: ["https://circles.example/invite/circle-9007199254740991"],
            storeAfter: .containing([#""nextId" : 9007199254740992"#])),
    ]

    /// 10. One rule for names, whether stored, typed or resumed.
    static let names = [
        storedName("an empty name", #""""#, "circles[0].name is empty"),
        storedName("a blank name", #"" \t ""#, "circles[0].name holds control characters"),
        storedName("a name of spaces", #""   ""#, "circles[0].name is empty"),
        storedName(
            "a 51-character name", "\"\(String(repeating: "x", count: 51))\"",
            "circles[0].name is longer than 50 characters"),
        storedName("a name of zero-width spaces", #""\u200B\u200B""#, "circles[0].name has no visible character"),
        storedName("a name of direction overrides", #""\u202E\u202D""#, "circles[0].name has no visible character"),
        storedName(
            "a name of blank Braille cells and a lone Hangul vowel", #""\u2800\u11A7""#,
            "circles[0].name has no visible character"),
        storedName(
            "a 4 KB one-character name", "\"a" + String(repeating: "\\u0301", count: 2_000) + "\"",
            "circles[0].name is longer than 2048 bytes"),
        typedName("a typed name of zero-width spaces", "\u{200B}\u{200B}", "the name has no visible character; "),
        typedName("a typed name of a direction override", "\u{202E}", "the name has no visible character; "),
        typedName("a typed name of a blank Braille cell", "\u{2800}", "the name has no visible character; "),
        typedName(
            "a typed one-character name of 2,000 combining marks", "a" + String(repeating: "\u{0301}", count: 2_000),
            "the name is longer than 2048 bytes; "),
        storedName(
            "a stored name hiding text in tag characters", #""Family\uDB40\uDC41\uDB40\uDC42""#,
            "circles[0].name holds invisible tag characters"),
        HostileCase(
            name: "a typed name hiding text in tag characters",
            input: "new\nname Family\u{E0041}\u{E0042}\nsave\nback\nyes\nquit\n",
            status: 0,
            output: [
                "  Name   Family\\u{E0041}\\u{E0042}\n",
                "Save is disabled: the name holds invisible tag characters; give the circle a name of 1 to 50 characters.",
            ]),
        HostileCase(
            name: "a saved form of 100 KB",
            form: savedForm(name: String(repeating: "x", count: 100_000)),
            status: 0,
            output: ["(it is larger than 65536 bytes, more than any form this demo saves); it was moved to"],
            formAfter: .movedAside),
    ]

    /// A saved form holds only what typing could have put in the form: one holding more is never resumed, and
    /// nothing of it reaches the store.
    static let doctoredForms = [
        doctoredForm(
            "a saved form whose cover holds a control character", form: savedForm(cover: #"https://x/\u0007"#),
            reason: "its cover would be refused if typed: That text contains control characters; type plain text."),
        doctoredForm(
            "a saved form whose name holds an escape sequence", form: savedForm(name: #"\u001b[2JHikers"#),
            reason: "its name would be refused if typed: That text contains control characters; type plain text."),
        doctoredForm(
            "a saved form whose cover holds a space", form: savedForm(cover: "https://x/a b.jpg"),
            reason: "its cover would be refused if typed: A cover URL cannot contain spaces."),
    ]

    /// 11. What a newer program stored survives a save by this one.
    static let unknownFields = [
        HostileCase(
            name: "unknown fields at the top level and in a circle",
            store: sampleStore(
                circles: [
                    #""id": "sample-1", "name": "Family", "members": ["ann", "bob"], "since": 2019.5"#,
                    #""id": "sample-2", "name": "Book club", "members": ["cy"]"#,
                ],
                extra: #""settings": {"theme": "dark", "limits": [1, null, true]}, "#),
            input: "open 1\nedit\nname Kin\nsave\nback\nopen 2\nedit\ndelete\nyes\nnew\nname Hikers\nsave\nquit\n",
            status: 0,
            storeAfter: .containing([
                #""settings" : {"theme": "dark", "limits": [1, null, true]},"#, #""members" : ["ann", "bob"],"#,
                #""since" : 2019.5"#, #""name" : "Kin""#, #""name" : "Hikers""#,
            ]))
    ]

    /// 12. The smaller messages.
    static let smallerMessages = [
        HostileCase(name: "a null store", store: "null", status: 1, errorOutput: ["(it is null, not a JSON object)"]),
        HostileCase(
            name: "a fractional nextId", store: sampleStore(nextId: "1.5"), status: 1,
            errorOutput: ["(nextId 1.5 is not a whole number between 1 and 9007199254740992)"]),
        HostileCase(
            name: "a nextId past the largest", store: sampleStore(nextId: "9007199254740993"), status: 1,
            errorOutput: ["(nextId 9007199254740993 is not between 1 and 9007199254740992)"]),
        HostileCase(
            name: "a nextId past any integer", store: sampleStore(nextId: "1e20"), status: 1,
            errorOutput: ["(nextId 1e+20 is not a whole number between 1 and 9007199254740992)"]),
        HostileCase(
            name: "a saved form of an unknown version",
            form: savedForm(architecture: "mvx"),
            status: 0,
            output: [#"(it was saved by --arch "mvx", which this demo does not have)"#],
            formAfter: .movedAside),
    ]

    /// Fields this program does not know come back exactly as written, whatever they hold.
    static let exactFields = [
        HostileCase(
            name: "unknown fields a parser would change: a 64-bit integer, -0.0, an unpaired surrogate, a repeated key",
            store: sampleStore(
                circles: [#""id": "sample-1", "name": "Family", "stamp": 18446744073709551615, "tilt": -0.0"#],
                extra: #""sur": "\ud800", "dup": {"k": 1, "k": 2}, "#),
            input: "open 1\nedit\nname Kin\nsave\nback\nnew\nname Hikers\nsave\nquit\n",
            status: 0,
            storeAfter: .containing([
                #""stamp" : 18446744073709551615"#, #""tilt" : -0.0"#, #""sur" : "\ud800""#,
                #""dup" : {"k": 1, "k": 2}"#, #""name" : "Kin""#, #""name" : "Hikers""#,
            ])),
        HostileCase(
            name: "an unknown field nested 512 levels deep",
            store: sampleStore(
                extra: #""deep": \#(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)), "#),
            input: "new\nname Hikers\nsave\nquit\n",
            status: 0,
            storeAfter: .containing([
                #""deep" : \#(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)),"#,
                #""name" : "Hikers""#,
            ])),
        HostileCase(
            name: "a key written twice at the top of the store",
            store: sampleStore(extra: #""nextId": 7, "#),
            status: 1,
            errorOutput: [#"(it has "nextId" twice); it was left as it was."#]),
    ]

    /// Text from a file or a path stays on the line of the message that quotes it.
    static let oneLineMessages = [
        HostileCase(
            name: "a format value holding a line break",
            store: #"{"format": "evil\nInjected line", "version": 1}"#,
            status: 1,
            errorOutput: [#"(its format is "evil\u{A}Injected line", not "circles-store")"#]),
        HostileCase(
            name: "a store path holding a line break",
            store: "not JSON",
            storeName: "x\nInjected.json",
            status: 1,
            errorOutput: ["The store <folder>/x\\u{A}Injected.json is not a valid circles store"]),
        HostileCase(
            name: "a saved form beside a store whose path holds a line break",
            storeName: "x\nInjected.json",
            input: "new\nname Hikers\nquit\n",
            status: 0,
            output: ["The unfinished form was saved in <folder>/x\\u{A}Injected.json.form.json; the next start"],
            formAfter: .containing([#""circleName" : "Hikers""#])),
    ]

    private static func doctoredForm(_ name: String, form: String, reason: String) -> HostileCase {
        HostileCase(
            name: name,
            form: form,
            input: "resume\nsave\nquit\n",
            status: 0,
            output: [
                "cannot be used (\(reason)); it was moved to <folder>/circles.json.form.json.stale and nothing was resumed.",
                "> resume\nThere is no saved form to resume.\n",
            ],
            formAfter: .movedAside)
    }

    private static func storedName(_ name: String, _ json: String, _ reason: String) -> HostileCase {
        HostileCase(
            name: name,
            store: sampleStore(circles: [#""id": "a", "name": \#(json)"#]),
            status: 1,
            errorOutput: ["(\(reason)); it was left as it was."])
    }

    private static func typedName(_ name: String, _ typed: String, _ problem: String) -> HostileCase {
        HostileCase(
            name: name,
            input: "new\nname \(typed)\nsave\nback\nyes\nquit\n",
            status: 0,
            output: ["Save is disabled: \(problem)give the circle a name of 1 to 50 characters."])
    }
}
