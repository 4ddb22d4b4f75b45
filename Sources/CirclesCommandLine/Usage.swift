import CirclesVersions

/// The text of `circles --help`; a mistake in the command line prints one line that points here.
package enum Usage {
    package static var text: String {
        let architectures = Architecture.allCases.map {
            "      \($0.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \($0.summary)"
        }
        let listStages = ListVersion.allCases.compactMap { list -> String? in
            let forms = Architecture.allCases.filter { $0.listVersion == list && $0.rawValue != list.rawValue }
            return forms.isEmpty ? nil : "\(list.rawValue) with \(forms.map(\.rawValue).joined(separator: " and "))"
        }
        let lists = ListVersion.allCases.map {
            "      \($0.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \($0.summary)"
        }
        return """
            Usage: circles [--arch ARCH] [--list LIST] [--form ARCH] [--store PATH] [--latency MS]
                           [--log] [--no-color]

            The list of circles and the create / edit / delete circle screen of the talk
            "Why MVI?", each in any of its versions. Type commands (help lists them) or
            pipe a script in.

            Options:
              --arch ARCH     the form's version, and the list's at the same stage
                              (the list's \(listStages.joined(separator: ", ")));
                              default \(Architecture.standard.rawValue):
            \(architectures.joined(separator: "\n"))
              --list LIST     the list's version, whatever --arch says:
            \(lists.joined(separator: "\n"))
              --form ARCH     the form's version, whatever --arch says
              --store PATH    the JSON file circles are kept in, at most 128 MiB
                              (default: circles.json in $XDG_DATA_HOME/circles or
                              ~/.local/share/circles); its folder is created only
                              when the folder above it exists; unfinished MVI forms
                              are kept in PATH.form.json, PATH.form-2.json, …;
                              :memory: (any case) keeps nothing, neither circles nor form
              --latency MS    wait MS milliseconds in every repository call (0 to 60000)
              --log           print what happens inside the form as it happens: the
                              calls the view makes on its presenter (every version),
                              and intents, state changes and side effects (step2 to mvi)
              --no-color      no colour, even on a terminal (NO_COLOR does the same)
              --help          print this text
              --version       print the version

            """
    }
}
