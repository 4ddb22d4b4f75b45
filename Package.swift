// swift-tools-version: 6.1
// The Circles package: a create / edit / delete circle screen, written once as
// legacy MVP and once as MVI, with every migration step in between compiled
// and tested. Toolchain modules only: no package dependencies.

import PackageDescription

let package = Package(
    name: "Circles",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "circles", targets: ["circles"]),
        .library(name: "MviKit", targets: ["MviKit"]),
        .library(name: "MviKitTesting", targets: ["MviKitTesting"]),
    ],
    targets: [
        // MARK: Domain: circles, use cases, repositories (shared by every version)
        .target(name: "CirclesDomain"),
        .target(name: "CirclesData", dependencies: ["CirclesDomain"]),

        // MARK: Legacy: the talk's "before", an MVP presenter with a fat view contract
        .target(name: "MvpKit"),
        .target(name: "CirclesMVP", dependencies: ["CirclesDomain", "MvpKit", "CirclesConsole"]),

        // MARK: Framework: the small MVI container and its test DSL
        .target(name: "MviKit"),
        .target(name: "MviKitTesting", dependencies: ["MviKit"]),

        // MARK: MVI: the talk's "after", state as the single source of truth
        .target(name: "CirclesMVI", dependencies: ["CirclesDomain", "CirclesConsole", "MviKit"]),

        // MARK: Console: the screen model and text renderer every version draws through
        .target(name: "CirclesConsole", dependencies: ["CirclesDomain"]),

        // MARK: Demo: the `circles` command and the session it runs
        .target(
            name: "CirclesApp",
            dependencies: ["CirclesDomain", "CirclesData", "CirclesConsole", "CirclesMVP", "CirclesMVI"]
        ),
        .executableTarget(name: "circles", dependencies: ["CirclesApp"]),

        // MARK: Tools: what MVI costs, measured (`swift run -c release circles-bench`)
        .executableTarget(
            name: "circles-bench",
            dependencies: ["MviKit", "CirclesConsole", "CirclesData", "CirclesMVP", "CirclesMVI"]
        ),

        // MARK: Tests
        .target(name: "CirclesTestSupport", dependencies: ["CirclesDomain"]),
        .testTarget(name: "CirclesDomainTests", dependencies: ["CirclesDomain", "CirclesTestSupport"]),
        .testTarget(name: "CirclesDataTests", dependencies: ["CirclesData", "CirclesTestSupport"]),
        .testTarget(name: "MvpKitTests", dependencies: ["MvpKit"]),
        .testTarget(name: "CirclesMVPTests", dependencies: ["CirclesMVP", "MvpKit", "CirclesTestSupport"]),
        .testTarget(name: "MviKitTests", dependencies: ["MviKit", "MviKitTesting"]),
        .testTarget(
            name: "CirclesMVITests",
            dependencies: ["CirclesMVI", "MviKit", "MviKitTesting", "CirclesTestSupport"]
        ),
        .testTarget(
            name: "BehaviourSpecTests",
            dependencies: ["CirclesApp", "CirclesConsole", "CirclesDomain", "CirclesTestSupport"]
        ),
        .testTarget(
            name: "CirclesConsoleTests",
            dependencies: ["CirclesConsole", "CirclesDomain", "CirclesTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "CirclesAppTests",
            dependencies: ["CirclesApp", "CirclesConsole", "CirclesData", "CirclesTestSupport", "circles"],
            exclude: ["Transcripts"]
        ),
    ]
)
