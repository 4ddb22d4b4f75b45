import CirclesData
import Testing

@Suite("CirclesStoreError")
struct CirclesStoreErrorTests {
    @Test(
        "Each error reads as one line naming the file and saying it was not changed",
        arguments: [
            (
                CirclesStoreError.unreadable(path: "/x/circles.json", reason: "Permission denied"),
                "The store /x/circles.json cannot be read (Permission denied); it was left as it was."
            ),
            (
                .corrupt(path: "/x/circles.json", reason: "it is not valid JSON"),
                "The store /x/circles.json is not a valid circles store (it is not valid JSON); it was left as it was."
            ),
            (
                .unsupportedVersion(path: "/x/circles.json", found: 2, supported: 1),
                "The store /x/circles.json has format version 2, but this program reads version 1; it was left as it was."
            ),
            (
                .unwritable(path: "/x/circles.json", reason: "No space left on device"),
                "The store /x/circles.json cannot be written (No space left on device); nothing was changed."
            ),
        ]
    )
    func description(error: CirclesStoreError, expected: String) {
        #expect(error.description == expected)
    }
}
