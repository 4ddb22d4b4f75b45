// swift-tools-version: 6.2
// The Circles package: a create / edit / delete circle screen, written once as
// legacy MVP and once as MVI, with every migration step in between compiled
// and tested. Toolchain modules only: no package dependencies.

import PackageDescription

let package = Package(
    name: "Circles",
    // Synchronization (Mutex, Atomic) needs macOS 15 / iOS 18; older targets: docs/swiftui-and-uikit.md.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "circles", targets: ["circles"]),
        .library(name: "MviKit", targets: ["MviKit"]),
        .library(name: "MviKitTesting", targets: ["MviKitTesting"]),
        .library(name: "MviMigrationRows", targets: ["MviMigrationRows"]),
        .library(name: "MviMigrationTesting", targets: ["MviMigrationTesting"]),
    ],
    targets: [
        // MARK: Shared: MviKit's lock, visible to the thread sanitizer; the rest of the package locks with it too
        .target(name: "MviKitLocking"),

        // MARK: Domain: circles, use cases, repositories (shared by every version)
        .target(name: "CirclesDomain"),
        .target(name: "CirclesData", dependencies: ["CirclesDomain", "MviKitLocking"]),

        // MARK: Legacy: the talk's "before", an MVP presenter with a fat view contract
        .target(name: "MvpKit"),
        .target(name: "CirclesMVP", dependencies: ["CirclesDomain", "MvpKit", "CirclesConsole", "MviMigrationRows"]),

        // MARK: Framework: the small MVI container and its test DSL
        .target(name: "MviKit", dependencies: ["MviKitLocking"]),
        .target(name: "MviKitTesting", dependencies: ["MviKit", "MviKitLocking"]),

        // MARK: Migration toolkit: what a team needs to characterise and migrate a screen of its own
        // Two products, since a product's modules are linked whole: an app's list view controller animates with
        // MviMigrationRows, which imports neither XCTest nor Testing; only test targets link MviMigrationTesting.
        .target(name: "MviMigrationRows"),
        .target(
            name: "MviMigrationTesting", dependencies: ["MviKit", "MviKitTesting", "MviMigrationRows", "MviKitLocking"]),

        // MARK: MVI: the talk's "after", state as the single source of truth
        .target(name: "CirclesMVI", dependencies: ["CirclesDomain", "CirclesConsole", "MviKit", "MviMigrationRows"]),
        // The SwiftUI path: an @Observable model of the MVI screen, tested on Linux (docs/swiftui-and-uikit.md).
        .target(name: "CirclesObservation", dependencies: ["CirclesMVI", "MviKit"]),

        // MARK: Migration: the talk's steps between MVP and MVI, one compiled target per folder in Migration/
        .target(
            name: "Step1TranslateContract",
            dependencies: ["CirclesDomain", "CirclesConsole", "MvpKit"],
            path: "Migration/Step1-TranslateContract",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "Step2ProcessingInBackground",
            dependencies: ["CirclesDomain", "CirclesConsole", "MvpKit", "MviKit"],
            path: "Migration/Step2-ProcessingInBackground",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "Step3TranslateViewInteractions",
            dependencies: ["CirclesDomain", "CirclesConsole", "MvpKit", "MviKit"],
            path: "Migration/Step3-TranslateViewInteractions",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "Step4RefactorView",
            dependencies: ["CirclesDomain", "CirclesConsole", "MviKit"],
            path: "Migration/Step4-RefactorView",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "Step5SingleSourceOfTruth",
            dependencies: ["CirclesDomain", "CirclesConsole", "MviKit"],
            path: "Migration/Step5-SingleSourceOfTruth",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "Step6ViewModel",
            dependencies: ["CirclesDomain", "CirclesConsole", "MviKit"],
            path: "Migration/Step6-ViewModel",
            exclude: ["README.md", "Tests"]
        ),

        // The list of all circles, migrated by the same playbook in fewer steps (Migration/README.md says why).
        .target(
            name: "List1TranslateContract",
            dependencies: ["CirclesDomain", "CirclesConsole", "MvpKit", "MviMigrationRows"],
            path: "Migration/List1-TranslateContract",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "List2ProcessingInBackground",
            dependencies: ["CirclesDomain", "CirclesConsole", "MvpKit", "MviKit", "MviMigrationRows"],
            path: "Migration/List2-ProcessingInBackground",
            exclude: ["README.md", "Tests"]
        ),
        .target(
            name: "List4RefactorView",
            dependencies: ["CirclesDomain", "CirclesConsole", "MviKit", "MviMigrationRows"],
            path: "Migration/List4-RefactorView",
            exclude: ["README.md", "Tests"]
        ),

        // MARK: iOS: stand-ins for the UIKit the view controllers use, declared as UIKit declares them,
        // imported where UIKit is not (`.ci/ios-sdk-check` typechecks the same files against UIKit); tested on Linux.
        .target(name: "UIKitStandIns"),
        // Each version's view controller, in the screen's UIKit module, ready to copy as it is.
        .target(
            name: "CirclesMVPUIKit", dependencies: ["CirclesMVP", "CirclesConsole", "CirclesDomain", "UIKitStandIns"]),
        .target(
            name: "CirclesMVIUIKit",
            dependencies: ["CirclesMVI", "CirclesConsole", "MviKit", "MviMigrationRows", "UIKitStandIns"]),
        // The app layer: the scene delegate, and the coordinator that owns each form's presenter.
        .target(
            name: "CirclesiOSApp",
            dependencies: [
                "CirclesMVPUIKit", "CirclesMVIUIKit", "CirclesMVP", "CirclesMVI", "CirclesConsole", "CirclesDomain",
                "MvpKit", "UIKitStandIns",
            ]
        ),

        // MARK: Console: the screen model and text renderer every version draws through
        .target(name: "CirclesConsole", dependencies: ["CirclesDomain"]),

        // MARK: Demo: the `circles` command and the session it runs
        // Every version of each screen, how the demo builds the one a flag names, and the recorder of --log.
        .target(
            name: "CirclesVersions",
            dependencies: [
                "CirclesDomain", "CirclesConsole", "MviKit", "CirclesMVP", "CirclesMVI", "Step1TranslateContract",
                "Step2ProcessingInBackground", "Step3TranslateViewInteractions", "Step4RefactorView",
                "Step5SingleSourceOfTruth", "Step6ViewModel", "List1TranslateContract", "List2ProcessingInBackground",
                "List4RefactorView",
            ]
        ),
        // The command line: its options, and the commands a session takes, parsed.
        .target(
            name: "CirclesCommandLine",
            dependencies: ["CirclesDomain", "CirclesData", "CirclesConsole", "CirclesVersions"]),
        // The unfinished forms kept beside a file store between runs: their files, and the claim one session takes.
        .target(name: "CirclesSavedForms", dependencies: ["CirclesData", "CirclesConsole", "CirclesVersions"]),
        // The shell: the session that coordinates the screens, the terminal, the store.
        .target(
            name: "CirclesApp",
            dependencies: [
                "CirclesDomain", "CirclesData", "CirclesConsole", "CirclesVersions", "CirclesCommandLine",
                "CirclesSavedForms", "MviKitLocking",
            ]
        ),
        .executableTarget(name: "circles", dependencies: ["CirclesApp"]),

        // MARK: Tools: what MVI costs, measured (`swift run -c release circles-bench`)
        .executableTarget(
            name: "circles-bench",
            dependencies: [
                "MviKit", "CirclesConsole", "CirclesData", "CirclesDomain", "CirclesMVP", "CirclesMVI",
                "CirclesVersions",
            ]
        ),

        // MARK: Tests
        .target(name: "CirclesTestSupport", dependencies: ["CirclesDomain", "MviKitLocking", "MviMigrationTesting"]),
        .testTarget(name: "CirclesDomainTests", dependencies: ["CirclesDomain", "CirclesTestSupport"]),
        .testTarget(name: "CirclesDataTests", dependencies: ["CirclesData", "CirclesTestSupport", "MviKitLocking"]),
        .testTarget(name: "MvpKitTests", dependencies: ["MvpKit"]),
        .testTarget(name: "UIKitStandInsTests", dependencies: ["UIKitStandIns"]),
        .testTarget(
            name: "CirclesiOSAppTests",
            dependencies: [
                "CirclesiOSApp", "CirclesMVPUIKit", "CirclesMVIUIKit", "CirclesMVI", "CirclesConsole", "CirclesDomain",
                "CirclesTestSupport", "UIKitStandIns",
            ]
        ),
        .testTarget(
            name: "CirclesMVPTests",
            dependencies: ["CirclesMVP", "MvpKit", "CirclesConsole", "CirclesTestSupport", "MviKitLocking"]),
        .testTarget(name: "MviKitTests", dependencies: ["MviKit", "MviKitTesting", "MviKitLocking"]),
        .testTarget(name: "MviMigrationRowsTests", dependencies: ["MviMigrationRows"]),
        .testTarget(
            name: "MviMigrationTestingTests",
            dependencies: ["MviMigrationTesting", "MviMigrationRows", "MviKit", "MviKitTesting", "MviKitLocking"]),
        .testTarget(
            name: "CirclesMVITests",
            dependencies: [
                "CirclesMVI", "MviKit", "MviKitTesting", "CirclesConsole", "CirclesTestSupport", "MviMigrationTesting",
            ]
        ),
        .testTarget(
            name: "CirclesObservationTests",
            dependencies: ["CirclesObservation", "CirclesMVI", "CirclesDomain", "CirclesTestSupport", "MviKitLocking"]
        ),
        // The migration steps' own tests live next to their code, so diffing two step folders shows both.
        // It runs against every version, so each step shows it keeps what the legacy screen did.
        // Before step 1: the legacy screen's view controller (CirclesMVPUIKit), characterised through a seam.
        .testTarget(
            name: "Step0CharacteriseTests",
            dependencies: [
                "CirclesMVPUIKit", "UIKitStandIns", "CirclesConsole", "CirclesDomain", "CirclesTestSupport", "MvpKit",
                "CirclesMVP", "MviMigrationTesting",
                "Step1TranslateContract", "Step2ProcessingInBackground", "Step3TranslateViewInteractions",
                "Step4RefactorView", "Step5SingleSourceOfTruth", "Step6ViewModel", "CirclesMVI",
            ],
            path: "Migration/Step0-Characterise/Tests",
            exclude: ["Transcripts"]
        ),
        .testTarget(
            name: "Step1TranslateContractTests",
            dependencies: ["Step1TranslateContract", "CirclesTestSupport", "MvpKit"],
            path: "Migration/Step1-TranslateContract/Tests"
        ),
        .testTarget(
            name: "Step2ProcessingInBackgroundTests",
            dependencies: [
                "Step2ProcessingInBackground", "CirclesConsole", "CirclesDomain", "CirclesTestSupport",
                "MviMigrationTesting",
            ],
            path: "Migration/Step2-ProcessingInBackground/Tests"
        ),
        .testTarget(
            name: "Step3TranslateViewInteractionsTests",
            dependencies: [
                "Step3TranslateViewInteractions", "CirclesConsole", "CirclesDomain", "CirclesTestSupport",
                "MviKitTesting", "MviMigrationTesting",
            ],
            path: "Migration/Step3-TranslateViewInteractions/Tests"
        ),
        .testTarget(
            name: "Step4RefactorViewTests",
            dependencies: [
                "Step4RefactorView", "CirclesConsole", "CirclesDomain", "CirclesTestSupport", "MviKitTesting",
                "MviMigrationTesting",
            ],
            path: "Migration/Step4-RefactorView/Tests"
        ),
        .testTarget(
            name: "Step5SingleSourceOfTruthTests",
            dependencies: [
                "Step5SingleSourceOfTruth", "CirclesConsole", "CirclesDomain", "CirclesTestSupport", "MviKitTesting",
                "MviMigrationTesting",
            ],
            path: "Migration/Step5-SingleSourceOfTruth/Tests"
        ),
        .testTarget(
            name: "Step6ViewModelTests",
            dependencies: [
                "Step6ViewModel", "CirclesConsole", "CirclesDomain", "CirclesTestSupport", "MviKitTesting",
                "MviMigrationTesting",
            ],
            path: "Migration/Step6-ViewModel/Tests"
        ),
        // The list's characterisation: tests only, through the list's seam, against every list version.
        .testTarget(
            name: "List0CharacteriseTests",
            dependencies: [
                "CirclesConsole", "CirclesDomain", "CirclesTestSupport", "CirclesMVP", "List1TranslateContract",
                "List2ProcessingInBackground", "List4RefactorView", "CirclesMVI", "MviMigrationTesting",
            ],
            path: "Migration/List0-Characterise/Tests",
            exclude: ["Transcripts"]
        ),
        .testTarget(
            name: "List1TranslateContractTests",
            dependencies: ["List1TranslateContract", "CirclesTestSupport", "MvpKit"],
            path: "Migration/List1-TranslateContract/Tests"
        ),
        .testTarget(
            name: "List2ProcessingInBackgroundTests",
            dependencies: [
                "List2ProcessingInBackground", "CirclesConsole", "CirclesTestSupport", "MviKit", "MviMigrationRows",
                "MviMigrationTesting",
            ],
            path: "Migration/List2-ProcessingInBackground/Tests"
        ),
        .testTarget(
            name: "List4RefactorViewTests",
            dependencies: [
                "List4RefactorView", "CirclesConsole", "CirclesTestSupport", "MviKit", "MviKitTesting",
                "MviMigrationTesting",
            ],
            path: "Migration/List4-RefactorView/Tests"
        ),
        // The list's view controllers, legacy and final, driven as a user would.
        .testTarget(
            name: "CirclesUIKitTests",
            dependencies: [
                "CirclesMVPUIKit", "CirclesMVIUIKit", "CirclesMVP", "CirclesMVI", "MvpKit", "CirclesConsole",
                "CirclesDomain", "CirclesTestSupport", "UIKitStandIns",
            ]
        ),
        .testTarget(name: "MigrationTests", dependencies: ["CirclesTestSupport", "MviMigrationTesting"]),
        .testTarget(
            name: "BehaviourSpecTests",
            dependencies: ["CirclesApp", "CirclesVersions", "CirclesConsole", "CirclesDomain", "CirclesTestSupport"]
        ),
        .testTarget(
            name: "CirclesConsoleTests",
            dependencies: ["CirclesConsole", "CirclesDomain", "CirclesTestSupport", "MviMigrationTesting"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "CirclesSavedFormsTests", dependencies: ["CirclesSavedForms", "CirclesData", "CirclesTestSupport"]),
        .testTarget(
            name: "CirclesAppTests",
            dependencies: [
                "CirclesApp", "CirclesVersions", "CirclesCommandLine", "CirclesConsole", "CirclesData", "CirclesDomain",
                "CirclesSavedForms", "CirclesTestSupport", "MviKitLocking", "MviMigrationTesting", "circles",
            ],
            exclude: ["Transcripts", "VersionTranscripts", "PairTranscripts", "Interactions"]
        ),
    ]
)
