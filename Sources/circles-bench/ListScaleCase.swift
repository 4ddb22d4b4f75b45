import CirclesConsole
import CirclesData
import CirclesDomain
import CirclesVersions
import Foundation

/// Case 7: the list of all circles at 10,000, 100,000 and 1,000,000 circles, in each list version.
///
/// The first screen is what the command does before it: a new repository
/// over a store file, `validate()`, the version's list opened and settled,
/// and its page rendered. One command is a circle a form created reaching
/// the list, as `new`, `save` and `back` make it: the list takes it in,
/// settles, and its page is rendered again; the store's own write is case 5's.
/// The stores are made as case 5 makes them, in a temporary folder removed
/// afterwards, and each size's versions are measured in alternation, a round
/// of each at a time, so that a change in the machine's speed meets them alike.
@MainActor
enum ListScaleCase {
    /// The first screens' medians in milliseconds, by list version, at 100,000 circles and at 1,000,000.
    struct Figures {
        let firstScreen100k: [ListVersion: Double]
        let firstScreen1m: [ListVersion: Double]
    }

    /// The store sizes measured, with their labels.
    private static let sizes = [(10_000, "10,000"), (100_000, "100,000"), (1_000_000, "1,000,000")]

    /// Runs the case, adding its rows to `report`; `nil` when a store could not be made or opened.
    static func run(into report: inout Report) async -> Figures? {
        let folder = FileManager.default.temporaryDirectory.appending(component: "circles-bench-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        var firstScreens: [Int: [ListVersion: Double]] = [:]
        for (count, label) in sizes {
            let file = folder.appending(component: "store-\(count).json")
            guard (try? StoreCase.storeText(circles: count).write(to: file)) != nil else { return nil }
            var samples: [ListVersion: (first: [Double], command: [Double])] = [:]
            for round in 0...CirclesBench.rounds {
                for version in ListVersion.allCases {
                    guard let (first, command) = await measure(version, on: file, adding: count + round + 1)
                    else { return nil }
                    // Round 0 warms up.
                    if round > 0 {
                        samples[version, default: ([], [])].first.append(first)
                        samples[version, default: ([], [])].command.append(command)
                    }
                }
            }
            for version in ListVersion.allCases {
                let (first, command) = samples[version, default: ([], [])]
                firstScreens[count, default: [:]][version] = report.add(
                    "7. list \(version.rawValue): first screen, \(label)", unit: "ms", Summary(first))
                report.add("7. list \(version.rawValue): a circle added, \(label)", unit: "ms", Summary(command))
            }
            try? FileManager.default.removeItem(at: file)
        }
        guard let at100k = firstScreens[100_000], let at1m = firstScreens[1_000_000] else { return nil }
        return Figures(firstScreen100k: at100k, firstScreen1m: at1m)
    }

    /// Opens the list of `version` over the store at `file` as the command does, then hands it a created circle
    /// numbered `number`; returns the milliseconds of each, or `nil` when the store cannot be opened.
    private static func measure(
        _ version: ListVersion, on file: URL, adding number: Int
    ) async -> (firstScreen: Double, command: Double)? {
        let renderer = ScreenRenderer()
        let navigator = IgnoringNavigator()
        let start = Stopwatch.now
        let repository = JSONFileCirclesRepository(fileURL: file)
        guard (try? await repository.validate()) != nil else { return nil }
        let list = version.makeListScreen(repository: repository, navigator: navigator)
        await list.settle()
        let firstText = renderer.text(for: .allCircles(list.display))
        let opened = Stopwatch.now
        list.receive(.created(CircleConfigModel(id: "circle-\(number)", name: "Circle \(number)")))
        await list.settle()
        let commandText = renderer.text(for: .allCircles(list.display))
        let commanded = Stopwatch.now
        list.close()
        // Frees the repository's circles here, outside any time measured, rather than during the next round.
        repository.waitForCallsInFlight()
        // A command whose circle never reached the page would have measured nothing.
        guard commandText != firstText else { return nil }
        return (Double(opened - start) / 1_000_000, Double(commanded - opened) / 1_000_000)
    }
}

/// A navigator the list never asks anything of here: the case opens no other screen.
@MainActor
private final class IgnoringNavigator: ListNavigator {
    func openForm(_ launch: FormLaunch) {}
    func openCircleFeed(circleId: String) {}
}
