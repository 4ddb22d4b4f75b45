import CirclesData
import Foundation
import Testing

@Suite("JSONFileCirclesRepository.defaultStore")
struct JSONFileCirclesRepositoryDefaultURLTests {
    @Test("XDG_DATA_HOME, when absolute, holds the store; it and its circles folder may be created")
    func dataHome() throws {
        let (url, missingFolderLimit) = try JSONFileCirclesRepository.defaultStore(
            environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])

        #expect(url.path(percentEncoded: false) == "/data/circles/circles.json")
        #expect(missingFolderLimit == 2)
    }

    @Test(
        "Without a usable XDG_DATA_HOME, the store is under HOME/.local/share",
        arguments: [
            ["HOME": "/home/ada"],
            ["HOME": "/home/ada", "XDG_DATA_HOME": ""],
            ["HOME": "/home/ada", "XDG_DATA_HOME": "relative"],
        ]
    )
    func home(environment: [String: String]) throws {
        let (url, missingFolderLimit) = try JSONFileCirclesRepository.defaultStore(environment: environment)

        #expect(url.path(percentEncoded: false) == "/home/ada/.local/share/circles/circles.json")
        #expect(missingFolderLimit == 3)
    }

    @Test("Without HOME, the store is in the current directory", arguments: [[:], ["HOME": ""]])
    func noHome(environment: [String: String]) throws {
        let (url, missingFolderLimit) = try JSONFileCirclesRepository.defaultStore(environment: environment)

        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appending(component: "circles.json")
        #expect(url == expected)
        #expect(missingFolderLimit == 0)
    }

    @Test(
        "A relative HOME is not used: there is no default store, and the error says why",
        arguments: ["home/ada", ".", "~ada"])
    func relativeHome(home: String) {
        #expect(throws: CirclesStoreError.noDefaultStore(reason: "HOME is \"\(home)\", not an absolute path")) {
            try JSONFileCirclesRepository.defaultStore(environment: ["HOME": home])
        }
    }
}
