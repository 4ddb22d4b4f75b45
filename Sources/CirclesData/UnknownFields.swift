/// Fields of a store file this program does not know, kept so that a save writes them back.
///
/// Each field is kept byte for byte, its key as written (quotes included)
/// then its value as written, so that numbers keep every digit
/// (`18446744073709551615`, `-0.0`), strings their escapes (an unpaired
/// `\uD800` included) and objects their keys, in order and even when one is
/// written twice. Only the file's layout around a field is the store's own.
///
/// A store of 128 MiB may hold ten million such fields, so they are not
/// values of their own: all of them share one array of bytes, the file's
/// own fields first, then each circle's in turn, and each field costs four
/// bytes more, where it starts. That keeps their memory below twice the
/// bytes they took in the file, whatever they hold.
struct UnknownFields: Equatable, Sendable {
    /// Every field's key and value, one field after another.
    private var bytes: [UInt8] = []
    /// Where each field starts in ``bytes``; it ends where the next one starts.
    private var starts: [UInt32] = []
    /// How many of the fields are the file's own; those come first.
    private var documentCount = 0
    /// For each circle, the index of its first field; empty while no circle has any.
    private var circleStarts: [UInt32] = []

    /// An empty set of fields.
    init() {}

    /// Makes room for fields taking up to `byteCount` bytes in the file, so that reading them never copies the
    /// ones already read.
    ///
    /// Only the memory the fields then use is touched: the system hands the rest over when it is written.
    mutating func reserve(upTo byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        starts.reserveCapacity(byteCount / 5)
    }

    /// The number of fields.
    var count: Int { starts.count }

    /// The bytes the fields take, keys and values as written.
    var byteCount: Int { bytes.count }

    /// The file's own fields, as indices.
    var documentFields: Range<Int> { 0..<documentCount }

    /// The fields of the circle at `index`, as indices.
    func fields(ofCircle index: Int) -> Range<Int> {
        guard !circleStarts.isEmpty else { return count..<count }
        let end = index + 1 < circleStarts.count ? Int(circleStarts[index + 1]) : count
        return Int(circleStarts[index])..<end
    }

    /// Adds a field, its `key` and `value` as written; ``endDocument()`` or ``endCircle(at:firstField:)`` then
    /// says whose it is.
    mutating func append(key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        starts.append(UInt32(bytes.count))
        bytes.append(contentsOf: key)
        bytes.append(contentsOf: value)
    }

    /// Marks the fields appended so far as the file's own; called once, before any circle's.
    mutating func endDocument() {
        documentCount = count
    }

    /// Marks the fields appended from `firstField` on as those of the circle at `index`, the next one.
    mutating func endCircle(at index: Int, firstField: Int) {
        if circleStarts.isEmpty {
            guard count > firstField else { return }
            // The first circle to have a field: every circle before it has none.
            circleStarts = Array(repeating: UInt32(firstField), count: index)
        }
        circleStarts.append(UInt32(firstField))
    }

    /// Adds an empty list of fields for a circle added at the end.
    mutating func appendCircle() {
        if !circleStarts.isEmpty { circleStarts.append(UInt32(count)) }
    }

    /// Removes the fields of the circle at `index`, which was removed.
    mutating func removeCircle(at index: Int) {
        guard !circleStarts.isEmpty else { return }
        let removed = fields(ofCircle: index)
        if !removed.isEmpty {
            let byteStart = Int(starts[removed.lowerBound])
            let byteEnd = removed.upperBound < count ? Int(starts[removed.upperBound]) : bytes.count
            bytes.removeSubrange(byteStart..<byteEnd)
            starts.removeSubrange(removed)
            let shift = UInt32(byteEnd - byteStart)
            for later in removed.lowerBound..<starts.count { starts[later] -= shift }
        }
        circleStarts.remove(at: index)
        let shift = UInt32(removed.count)
        for later in index..<circleStarts.count { circleStarts[later] -= shift }
    }

    /// Runs `body` with the key of field `index` as written, quotes included, and its value as written.
    func withText<Result>(
        of index: Int,
        _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { all in
            let field = UnsafeBufferPointer(rebasing: all[range(of: index)])
            let keyEnd = Self.keyLength(field)
            return body(
                UnsafeBufferPointer(rebasing: field[..<keyEnd]), UnsafeBufferPointer(rebasing: field[keyEnd...]))
        }
    }

    /// The bytes of field `index`.
    private func range(of index: Int) -> Range<Int> {
        Int(starts[index])..<(index + 1 < count ? Int(starts[index + 1]) : bytes.count)
    }

    /// The length of the key that opens `field`, from its opening quote to its closing one.
    private static func keyLength(_ field: UnsafeBufferPointer<UInt8>) -> Int {
        var position = 1
        while position < field.count, field[position] != UInt8(ascii: "\"") {
            position += field[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(position + 1, field.count)
    }

    // MARK: Keys

    /// The key of field `index` as the name a message shows: its text, or as written when it is no text.
    func name(of index: Int) -> String {
        withText(of: index) { key, _ in
            let content = UnsafeBufferPointer(rebasing: key.dropFirst().dropLast())
            let decoded = JSONReader.decoded(content)
            return String(decoding: decoded.holdsLoneSurrogate ? Array(content) : decoded.bytes, as: UTF8.self)
        }
    }

    /// Runs `body` with the key of field `index` decoded (``JSONReader/decoded(_:)``): equal for equal keys however
    /// they are escaped, different for different ones.
    func withKey<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withText(of: index) { key, _ in
            let content = UnsafeBufferPointer(rebasing: key.dropFirst().dropLast())
            guard content.contains(UInt8(ascii: "\\")) else { return body(content) }
            return JSONReader.decoded(content).bytes.withUnsafeBufferPointer(body)
        }
    }

    /// Whether the key of field `first` comes before that of `second`, by its decoded bytes.
    func keyPrecedes(_ first: Int, _ second: Int) -> Bool {
        withKey(of: first) { a in withKey(of: second) { b in a.lexicographicallyPrecedes(b) } }
    }

    /// Whether the key of field `index` comes before `name`, by their bytes.
    func key(of index: Int, precedes name: StaticString) -> Bool {
        withKey(of: index) { key in
            key.lexicographicallyPrecedes(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
    }

    private func keysEqual(_ first: Int, _ second: Int) -> Bool {
        withKey(of: first) { a in withKey(of: second) { b in a.elementsEqual(b) } }
    }

    /// The `fields` in the order of their keys: as they are when they already are, as the store writes them.
    func sorted(_ fields: Range<Int>) -> [Int] {
        guard !isStrictlyIncreasing(fields) else { return Array(fields) }
        return fields.sorted(by: keyPrecedes)
    }

    private func isStrictlyIncreasing(_ fields: Range<Int>) -> Bool {
        fields.dropFirst().allSatisfy { keyPrecedes($0 - 1, $0) }
    }

    /// The first of `fields`, in their order, whose key an earlier one of them has; `nil` when every key differs.
    ///
    /// Linear in the fields' bytes: keys in increasing order, as the store
    /// writes them, differ by that alone; the keys of others are compared
    /// only where their hash values repeat (``RepeatedHashes``).
    func firstRepeatedKey(in fields: Range<Int>) -> Int? {
        guard !isStrictlyIncreasing(fields) else { return nil }
        if fields.count <= 16 {
            return fields.first { field in (fields.lowerBound..<field).contains { keysEqual($0, field) } }
        }
        let repeated = RepeatedHashes.repeated(in: fields.lazy.map(keyHash), count: fields.count)
        guard !repeated.isEmpty else { return nil }
        var seen: [Int: [Int]] = [:]
        for field in fields {
            let hash = keyHash(of: field)
            guard repeated.contains(hash) else { continue }
            if seen[hash, default: []].contains(where: { keysEqual($0, field) }) { return field }
            seen[hash, default: []].append(field)
        }
        return nil
    }

    private func keyHash(of field: Int) -> Int {
        withKey(of: field) { key in
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(key))
            return hasher.finalize()
        }
    }
}
