import CirclesDomain

/// Reads a store file's bytes into a ``CircleCollection``, refusing what ``CirclesStoreDocument`` does not accept.
///
/// The grammar is checked first, whole (``JSONSyntax``), so that a file that
/// is not JSON is called that; then the fields are taken in a fixed order
/// (the format, the version, `nextId`, then each circle's `id`, `name` and
/// `coverPhoto`), so that the first problem named does not depend on the
/// order of the file's keys.
struct StoreDocumentReader {
    typealias Refusal = CirclesStoreDocument.Refusal

    /// Where each known field's value starts, in the order of the names asked for (four at most).
    ///
    /// Four slots rather than an array, so that reading a million circles
    /// allocates nothing for the fields every circle has.
    private struct Members {
        private var slots: (Int?, Int?, Int?, Int?) = (nil, nil, nil, nil)

        subscript(index: Int) -> Int? {
            get {
                switch index {
                case 0: slots.0
                case 1: slots.1
                case 2: slots.2
                default: slots.3
                }
            }
            set {
                switch index {
                case 0: slots.0 = newValue
                case 1: slots.1 = newValue
                case 2: slots.2 = newValue
                default: slots.3 = newValue
                }
            }
        }
    }

    private static let documentFields: [StaticString] = ["format", "version", "nextId", "circles"]
    private static let circleFields: [StaticString] = ["id", "name", "coverPhoto"]

    private var reader: JSONReader

    /// A reader of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        reader = JSONReader(bytes)
    }

    /// The circles the bytes hold.
    mutating func collection() throws(Refusal) -> CircleCollection {
        guard !reader.bytes.isEmpty else { throw .corrupt("the file is empty") }
        guard JSONSyntax.isWellFormed(reader.bytes) else { throw .corrupt("it is not valid JSON") }
        switch reader.kind() {
        case .object: break
        case .null: throw .corrupt("it is null, not a JSON object")
        default: throw .corrupt("it is not a JSON object")
        }
        var unknownFields = UnknownFields()
        let fields = try members(known: Self.documentFields, in: nil, unknown: &unknownFields)
        unknownFields.endDocument()
        try checkFormat(fields[0])
        try checkVersion(fields[1])
        let nextId = try nextIdNumber(fields[2])
        let circles = try circles(fields[3], unknownFields: &unknownFields)
        return CircleCollection(uniqueCircles: circles, nextIdNumber: nextId, unknownFields: unknownFields)
    }

    /// Walks the object at the position, noting where each of the `known` fields' values starts and appending the
    /// others to `unknown`.
    ///
    /// `circle` is the index of the circle walked, for a message (`circles[2]`); `nil` for the file itself.
    private mutating func members(
        known names: [StaticString],
        in circle: Int?,
        unknown: inout UnknownFields
    ) throws(Refusal) -> Members {
        var members = Members()
        let firstUnknown = unknown.count
        reader.enterContainer()
        while let key = reader.nextKey() {
            let knownIndex =
                key.hasEscapes
                ? reader.text(of: key).flatMap { text in names.firstIndex { $0.description == text } }
                : names.firstIndex { reader.bytes(key.content, equal: $0) }
            guard let knownIndex else {
                if unknown.count == 0 { unknown.reserve(upTo: reader.bytes.count - reader.position) }
                let keyText = (key.content.lowerBound - 1)..<min(key.content.upperBound + 1, reader.bytes.count)
                let value = reader.skipValue()
                unknown.append(
                    key: UnsafeBufferPointer(rebasing: reader.bytes[keyText]),
                    value: UnsafeBufferPointer(rebasing: reader.bytes[value]))
                continue
            }
            guard members[knownIndex] == nil else { throw Self.repeated(names[knownIndex].description, in: circle) }
            members[knownIndex] = reader.position
            reader.skipValue()
        }
        if let repeated = unknown.firstRepeatedKey(in: firstUnknown..<unknown.count) {
            throw Self.repeated(unknown.name(of: repeated), in: circle)
        }
        return members
    }

    private static func repeated(_ name: String, in circle: Int?) -> Refusal {
        let quoted = "\"\(name.writtenOnOneLine(upTo: 60))\""
        return .corrupt(circle.map { "circles[\($0)] has \(quoted) twice" } ?? "it has \(quoted) twice")
    }

    private mutating func checkFormat(_ start: Int?) throws(Refusal) {
        guard let start else { throw .corrupt(#"it has no "format" marker"#) }
        reader.position = start
        guard reader.kind() == .string else { throw .corrupt("format has the wrong type") }
        let token = reader.string()
        let text =
            reader.text(of: token)
            ?? String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[token.content]), as: UTF8.self)
        guard text == CirclesStoreDocument.formatMarker else {
            throw .corrupt(
                "its format is \"\(text.writtenOnOneLine(upTo: 60))\", not \"\(CirclesStoreDocument.formatMarker)\"")
        }
    }

    private mutating func checkVersion(_ start: Int?) throws(Refusal) {
        guard let start else { throw .corrupt("it has no format version") }
        let largest = CirclesStoreDocument.largestNextId
        let version = try wholeNumber(at: start, field: "version", in: -largest...largest)
        guard version == CirclesStoreDocument.supportedVersion else { throw .unsupportedVersion(version) }
    }

    private mutating func nextIdNumber(_ start: Int?) throws(Refusal) -> Int {
        guard let start else { throw .corrupt("nextId is missing") }
        return try wholeNumber(at: start, field: "nextId", in: 1...CirclesStoreDocument.largestNextId)
    }

    /// The whole number in `range` at `start`, the value of `field`, however JSON writes it: `1`, `1.0` and `1e0`
    /// are one number.
    private mutating func wholeNumber(at start: Int, field: String, in range: ClosedRange<Int>) throws(Refusal) -> Int {
        let between = "between \(range.lowerBound) and \(range.upperBound)"
        switch number(at: start) {
        case .null: throw .corrupt("\(field) is null")
        case .integer(let number):
            guard range.contains(number) else { throw .corrupt("\(field) \(number) is not \(between)") }
            return number
        case .fraction(let number):
            guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound)
            else { throw .corrupt("\(field) \(number) is not a whole number \(between)") }
            return Int(number)
        case .other: throw .corrupt("\(field) has the wrong type")
        }
    }

    private enum Number {
        case integer(Int)
        case fraction(Double)
        case null
        case other
    }

    /// The number at `start`: an integer when its digits fit an `Int` exactly, else the nearest `Double`.
    private mutating func number(at start: Int) -> Number {
        reader.position = start
        switch reader.kind() {
        case .null: return .null
        case .number: break
        default: return .other
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[reader.skipValue()]), as: UTF8.self)
        if let integer = Int(text) { return .integer(integer) }
        return Double(text).map(Number.fraction) ?? .other
    }

    private mutating func circles(
        _ start: Int?,
        unknownFields: inout UnknownFields
    ) throws(Refusal) -> [CircleConfigModel] {
        guard let start else { throw .corrupt("circles is missing") }
        reader.position = start
        switch reader.kind() {
        case .array: break
        case .null: throw .corrupt("circles is null")
        default: throw .corrupt("circles has the wrong type")
        }
        reader.enterContainer()
        // No circle takes fewer than 21 bytes (`{"id":"1","name":"a"}`), so no more can fit: room for them all
        // spares the copies a growing array makes, and the system hands over only the memory the circles use.
        var circles: [CircleConfigModel] = []
        circles.reserveCapacity((reader.bytes.count - start) / 21 + 1)
        var index = 0
        while reader.nextElement() {
            guard reader.kind() == .object else { throw .corrupt("circles[\(index)] has the wrong type") }
            let firstField = unknownFields.count
            let fields = try members(known: Self.circleFields, in: index, unknown: &unknownFields)
            unknownFields.endCircle(at: index, firstField: firstField)
            let end = reader.position
            let circle = try circle(fields, index: index)
            reader.position = end
            circles.append(circle)
            index += 1
        }
        if let repeated = Self.firstRepeatedId(in: circles) {
            throw .corrupt("the id \(repeated.quotedOnOneLine) is used by more than one circle")
        }
        return circles
    }

    /// The first id that an earlier circle already has, or `nil` when every id is distinct.
    ///
    /// Ids are compared by their bytes, as keys are (``CircleCollection/IdKey``):
    /// "\u00e9" and "e\u0301" are two ids, as they would be two keys.
    /// Linear in the circles (``RepeatedHashes``); only ids whose hash values
    /// repeat are compared, in file order, so the id named is the first repeated one.
    static func firstRepeatedId(in circles: [CircleConfigModel]) -> String? {
        let keys = circles.lazy.map { CircleCollection.IdKey($0.id) }
        let repeated = RepeatedHashes.repeated(in: keys.map(\.hashValue), count: circles.count)
        guard !repeated.isEmpty else { return nil }
        var seen: Set<CircleCollection.IdKey> = []
        return keys.first { repeated.contains($0.hashValue) && !seen.insert($0).inserted }?.id
    }

    /// The circle `fields` describe, the circle at `index` of the array.
    private mutating func circle(_ fields: Members, index: Int) throws(Refusal) -> CircleConfigModel {
        let id = try text(fields[0], field: "id", of: index)
        if id.isEmpty { throw .corrupt("circles[\(index)].id is empty") }
        let name = try text(fields[1], field: "name", of: index)
        if !Self.isPlainName(name), let problem = ShouldAllowFormSubmissionUseCase.problem(withName: name) {
            throw .corrupt("circles[\(index)].name \(problem)")
        }
        var coverPhoto: String?
        if let start = fields[2] {
            reader.position = start
            if reader.kind() != .null { coverPhoto = try text(start, field: "coverPhoto", of: index) }
        }
        return CircleConfigModel(id: id, name: name, coverPhoto: coverPhoto)
    }

    /// Whether `name` is one the name rule accepts on sight: 1 to 50 printable ASCII characters, not starting or
    /// ending with a space.
    ///
    /// Such a name has nothing to trim, no control or invisible character,
    /// and as many characters as bytes, so ``ShouldAllowFormSubmissionUseCase``
    /// accepts it; checking that first spares a million-circle store the
    /// Unicode lookups the rule makes for any name (`StoreShortcutTests`).
    static func isPlainName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard (1...ShouldAllowFormSubmissionUseCase.maximumNameLength).contains(bytes.count),
            bytes.first != 0x20, bytes.last != 0x20
        else { return false }
        return bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// The text of the circle at `index`'s `field` at `start`, which must be a string without control characters
    /// or unpaired surrogates.
    private mutating func text(_ start: Int?, field: String, of index: Int) throws(Refusal) -> String {
        let path = { "circles[\(index)].\(field)" }
        guard let start else { throw .corrupt("\(path()) is missing") }
        reader.position = start
        switch reader.kind() {
        case .string: break
        case .null: throw .corrupt("\(path()) is null")
        default: throw .corrupt("\(path()) has the wrong type")
        }
        let token = reader.string()
        guard let text = reader.text(of: token) else {
            throw .corrupt("\(path()) holds half a surrogate pair (an unpaired \\uD800-\\uDFFF escape)")
        }
        let hasControl =
            token.hasEscapes
            ? text.unicodeScalars.contains(where: \.isControl) : reader.holdsRawControl(token.content)
        if hasControl { throw .corrupt("\(path()) holds control characters") }
        return text
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a control character (general category Cc): C0, DEL or C1.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// At most `length` characters of the text, each control character,
    /// line or paragraph separator written out as `\u{A}`, so that it stays
    /// on one line of a message whatever it holds.
    ///
    /// For text a message quotes from a file or a path; the console makes the
    /// rest printable, and leaves these codes as they are.
    func writtenOnOneLine(upTo length: Int = .max) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in prefix(length).unicodeScalars {
            if scalar.isControl || scalar == "\u{2028}" || scalar == "\u{2029}" {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown) + (dropFirst(length).isEmpty ? "" : "…")
    }
}
