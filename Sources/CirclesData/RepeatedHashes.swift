/// Finds which of many hash values occur more than once, in time linear in their number.
///
/// A set of ten million entries spreads over more memory than the
/// processor's caches hold, and filling it costs a miss per entry, which on
/// a virtual machine is the most of the work. So the values go into one
/// array, are moved in place into groups by their top bits (a radix pass,
/// whose few thousand write positions stay in the cache), and each group is
/// sorted while it fits in the cache: its equal neighbours are the repeats.
/// The groups grow with the values only up to a few thousand each, so the
/// cost per value stays about the same. Distinct hash values prove distinct
/// originals; the few that repeat (a true repeat, or a collision of Swift's
/// seeded 64-bit hashes) are left for the caller to compare.
enum RepeatedHashes {
    /// The hash values that occur more than once among `hashes`, which number about `count`.
    static func repeated(in hashes: some Sequence<Int>, count: Int) -> Set<Int> {
        var values: [Int] = []
        values.reserveCapacity(count)
        values.append(contentsOf: hashes)
        let bits = max(0, min(12, Int.bitWidth - (values.count / 256).leadingZeroBitCount))
        let group = { (value: Int) in bits == 0 ? 0 : Int(UInt(bitPattern: value) >> (UInt.bitWidth - bits)) }
        var bounds = [Int](repeating: 0, count: (1 << bits) + 1)
        for value in values { bounds[group(value) + 1] += 1 }
        for index in 1..<bounds.count { bounds[index] += bounds[index - 1] }
        var repeated: Set<Int> = []
        values.withUnsafeMutableBufferPointer { values in
            // Each value is carried to the next free place of its group, the one there carried on in turn.
            var next = Array(bounds.dropLast())
            for target in 0..<(1 << bits) {
                while next[target] < bounds[target + 1] {
                    var value = values[next[target]]
                    var home = group(value)
                    while home != target {
                        swap(&value, &values[next[home]])
                        next[home] += 1
                        home = group(value)
                    }
                    values[next[target]] = value
                    next[target] += 1
                }
            }
            for index in 0..<(1 << bits) {
                var members = UnsafeMutableBufferPointer(rebasing: values[bounds[index]..<bounds[index + 1]])
                members.sort()
                for (first, second) in zip(members, members.dropFirst()) where first == second {
                    repeated.insert(first)
                }
            }
        }
        return repeated
    }
}
