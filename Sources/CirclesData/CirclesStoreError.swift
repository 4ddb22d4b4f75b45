/// Why the JSON store file could not be used; the file itself is never changed by a failure.
///
/// Kept apart from ``CirclesDomain/CirclesRepositoryError``: that one is about
/// a request (not found, invalid), this one about the file holding the
/// circles, or about what another process did to it, which the demo reports
/// in a sentence of its own.
public enum CirclesStoreError: Error, Equatable, Sendable {
    /// The file exists but cannot be read: no permission, a folder, not a regular file.
    case unreadable(path: String, reason: String)
    /// The file does not hold a circles store: not JSON, empty, truncated, wrong shape.
    case corrupt(path: String, reason: String)
    /// The file is a circles store of a format version this program does not know.
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// The file is larger than the `limit` a store may have, in bytes; nothing of it was read.
    case tooLarge(path: String, limit: Int)
    /// The store could not be created or replaced: its folder, or the new file.
    case unwritable(path: String, reason: String)
    /// Another process kept the store locked longer than a change waits for it.
    case busy(path: String)
    /// Every identifier the store can hold has been given, so no circle can be created in it.
    ///
    /// `nextId` only grows and the loader accepts it up to `largest`;
    /// creating one more circle would write a file the loader refuses.
    case identifiersExhausted(path: String, largest: Int)
    /// Another process changed the circle since this one showed it, in a form or on the list; it is now `now`.
    case changedElsewhere(path: String, was: String, now: String)
    /// Another process deleted the circle named `name` since this one showed it.
    case deletedElsewhere(path: String, name: String)
    /// No store was given and there is no usable place for the default one, for `reason`.
    case noDefaultStore(reason: String)
}

extension CirclesStoreError: CustomStringConvertible {
    /// One line a person can read, naming the file and saying that it was not changed.
    ///
    /// Paths and quoted text keep to the line: a line break in them is written out as `\u{A}`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The store \(path.writtenOnOneLine()) cannot be read (\(reason)); it was left as it was."
        case .corrupt(let path, let reason):
            "The store \(path.writtenOnOneLine()) is not a valid circles store (\(reason)); it was left as it was."
        case .unsupportedVersion(let path, let found, let supported):
            "The store \(path.writtenOnOneLine()) has format version \(found), but this program reads"
                + " version \(supported); it was left as it was."
        case .tooLarge(let path, let limit):
            "The store \(path.writtenOnOneLine()) is larger than \(limit) bytes (\(limit >> 20) MiB), the most a"
                + " store may hold; it was not read, and left as it was."
        case .unwritable(let path, let reason):
            "The store \(path.writtenOnOneLine()) cannot be written (\(reason)); nothing was changed."
        case .busy(let path):
            "The store \(path.writtenOnOneLine()) is locked by another process;"
                + " nothing was changed, try again once it has finished."
        case .identifiersExhausted(let path, let largest):
            "The store \(path.writtenOnOneLine()) has given every circle id it can (its nextId is \(largest));"
                + " no circle can be created in it, and nothing was changed."
        case .changedElsewhere(let path, let was, let now):
            "The circle \(was.quotedOnOneLine) was changed by another process using \(path.writtenOnOneLine())"
                + " since it was shown here (it is now \(now.quotedOnOneLine)); nothing was changed:"
                + " open it again, or refresh the list, to see it as it is now."
        case .deletedElsewhere(let path, let name):
            "The circle \(name.quotedOnOneLine) was deleted by another process using \(path.writtenOnOneLine())"
                + " since it was shown here; nothing was changed."
        case .noDefaultStore(let reason):
            "There is no place for the default store (\(reason)); give one with --store PATH."
        }
    }
}

extension String {
    /// The text in quotes, at most 60 characters of it, kept to one line (``writtenOnOneLine(upTo:)``).
    var quotedOnOneLine: String {
        "\"\(writtenOnOneLine(upTo: 60))\""
    }
}
