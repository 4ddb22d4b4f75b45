/// A number as a command or a flag takes it: decimal digits, with a minus sign in front or not.
///
/// Stricter than `Int(_:)`, which also takes a leading `+`: a number is
/// written the one way the usage and the help show numbers. A number too
/// large for `Int`, such as one of forty digits, is still recognised as a
/// number, and reported as out of range rather than as something else, so
/// no caller ever does arithmetic on a value it could not hold.
package enum DecimalNumber: Equatable {
    /// A number `Int` holds.
    case value(Int)
    /// A number `Int` cannot hold: below `Int.min` when `isNegative`, above `Int.max` otherwise.
    case outOfRange(isNegative: Bool)

    /// The number `text` spells, or `nil` when it is not digits, with or without a minus sign in front.
    package init?(_ text: some StringProtocol) {
        let isNegative = text.hasPrefix("-")
        let digits = isNegative ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        self = Int(text).map(Self.value) ?? .outOfRange(isNegative: isNegative)
    }
}
