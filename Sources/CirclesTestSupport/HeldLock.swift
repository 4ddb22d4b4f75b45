import Foundation

/// An `flock(2)` on a file, held as another process would hold it, until ``release()``.
///
/// The descriptor is never inherited, and it is unlocked before it is closed:
/// a `circles` process that another test starts meanwhile would otherwise keep
/// a copy of the lock, and the file would stay locked after the test let go.
public final class HeldLock {
    private var descriptor: Int32

    /// Opens the file at `path`, creating it when `creating`, and locks it, shared when `shared`, else
    /// exclusively; `nil` when either fails.
    public init?(_ path: String, shared: Bool = false, creating: Bool = false) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | (creating ? O_CREAT : 0), 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, shared ? LOCK_SH : LOCK_EX) == 0 else {
            close(descriptor)
            return nil
        }
    }

    /// Unlocks and closes the file; a later call does nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }
}
