/// A number written in a document's prose and the count it claims to be, marked
/// `NUMBER<!-- number: NAME -->`: `fifteen<!-- number: mvp-view-calls -->`.
///
/// The comment is invisible once rendered, so the sentence reads as written;
/// the docs tests compute `NAME` and fail when the number is not it. Numbers
/// are written as digits or, up to twenty, as words.
struct DocNumber: Equatable {
    /// What the prose says, exactly as written (`fifteen`, `1,930`).
    let written: Substring
    /// The count it claims to be.
    let name: String
    /// Where `written` is in its line.
    let range: Range<Substring.Index>

    private static let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// Every marked number in `line`, in order.
    static func numbers(in line: Substring) -> [DocNumber] {
        var found: [DocNumber] = []
        var rest = line[...]
        while let marker = rest.range(of: "<!-- number: ") {
            guard let close = rest[marker.upperBound...].range(of: " -->") else { break }
            let name = String(rest[marker.upperBound..<close.lowerBound])
            let before = line[..<marker.lowerBound]
            let start = before.lastIndex { !($0.isLetter || $0.isNumber || $0 == ",") }.map(line.index(after:))
            let wordStart = start ?? line.startIndex
            let range = wordStart..<marker.lowerBound
            found.append(DocNumber(written: line[range], name: name, range: range))
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The value `written` spells, or `nil` when it is not a number.
    var value: Int? {
        if let index = Self.words.firstIndex(of: written.lowercased()) { return index }
        return Int(written.filter { $0 != "," })
    }

    /// `count` spelt the way `written` spells its number: as a word when it was one, else as digits.
    func spelling(_ count: Int) -> String {
        if Self.words.contains(written.lowercased()), Self.words.indices.contains(count) {
            let word = Self.words[count]
            return written.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
        }
        let digits = String(count)
        guard written.contains(",") else { return digits }
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset).isMultiple(of: 3) { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
