import Dispatch

/// Tells whether code runs on the main queue, which runs the main actor's jobs.
///
/// `Thread.isMainThread` cannot tell: under `swift test` on Linux, the main
/// queue's jobs run on whichever thread serves it.
enum MainQueue {
    /// Marks the main queue once; only the main queue carries the mark.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) ?? false
    }
}
