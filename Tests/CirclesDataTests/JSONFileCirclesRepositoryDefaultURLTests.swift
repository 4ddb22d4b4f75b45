import CirclesData
import Foundation
import Testing

@Suite("JSONFileCirclesRepository.defaultStoreURL")
struct JSONFileCirclesRepositoryDefaultURLTests {
    @Test("XDG_DATA_HOME, when absolute, holds the store")
    func dataHome() {
        let url = JSONFileCirclesRepository.defaultStoreURL(
            environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])

        #expect(url.path(percentEncoded: false) == "/data/circles/circles.json")
    }

    @Test(
        "Without a usable XDG_DATA_HOME, the store is under HOME/.local/share",
        arguments: [
            ["HOME": "/home/ada"],
            ["HOME": "/home/ada", "XDG_DATA_HOME": ""],
            ["HOME": "/home/ada", "XDG_DATA_HOME": "relative"],
        ]
    )
    func home(environment: [String: String]) {
        let url = JSONFileCirclesRepository.defaultStoreURL(environment: environment)

        #expect(url.path(percentEncoded: false) == "/home/ada/.local/share/circles/circles.json")
    }

    @Test("Without HOME, the store is in the current directory", arguments: [[:], ["HOME": ""]])
    func noHome(environment: [String: String]) {
        let url = JSONFileCirclesRepository.defaultStoreURL(environment: environment)

        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appending(component: "circles.json")
        #expect(url == expected)
    }
}
