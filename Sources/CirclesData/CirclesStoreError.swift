/// Why the JSON store file could not be used; the file itself is never changed by a failure.
///
/// Kept apart from ``CirclesDomain/CirclesRepositoryError``: that one is about
/// a circle (not found, invalid), this one about the file holding them, which
/// the demo reports once, on start-up, with a non-zero exit.
public enum CirclesStoreError: Error, Equatable, Sendable {
    /// The file exists but cannot be read: no permission, a folder, not a regular file.
    case unreadable(path: String, reason: String)
    /// The file does not hold a circles store: not JSON, empty, truncated, wrong shape.
    case corrupt(path: String, reason: String)
    /// The file is a circles store of a format version this program does not know.
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// The store could not be created or replaced: its folder, its lock file or the new file.
    case unwritable(path: String, reason: String)
    /// Another process kept the store's lock longer than a change waits for it.
    case busy(path: String, lockPath: String)
    /// Every identifier the store can hold has been given, so no circle can be created in it.
    ///
    /// `nextId` only grows and the loader accepts it up to `largest`;
    /// creating one more circle would write a file the loader refuses.
    case identifiersExhausted(path: String, largest: Int)
}

extension CirclesStoreError: CustomStringConvertible {
    /// One line a person can read, naming the file and saying that it was not changed.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The store \(path) cannot be read (\(reason)); it was left as it was."
        case .corrupt(let path, let reason):
            "The store \(path) is not a valid circles store (\(reason)); it was left as it was."
        case .unsupportedVersion(let path, let found, let supported):
            "The store \(path) has format version \(found), but this program reads"
                + " version \(supported); it was left as it was."
        case .unwritable(let path, let reason):
            "The store \(path) cannot be written (\(reason)); nothing was changed."
        case .busy(let path, let lockPath):
            "The store \(path) is held by another process (it keeps \(lockPath) locked);"
                + " nothing was changed, try again once it has finished."
        case .identifiersExhausted(let path, let largest):
            "The store \(path) has given every circle id it can (its nextId is \(largest));"
                + " no circle can be created in it, and nothing was changed."
        }
    }
}
