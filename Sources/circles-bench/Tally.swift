/// The state of the container cases: a plain struct of two
/// words, compared with `==` as every screen state in this project is.
///
/// Plain values only, so that copying a tally costs no reference counting and
/// the cases measure locking and the container rather than ARC.
struct Tally: Equatable, Sendable {
    /// How many times the tally was advanced.
    let count: Int
    /// How much each advance adds; a second field, so that a copy is more than one word.
    let step: Int

    /// A tally at zero.
    init(count: Int = 0, step: Int = 1) {
        self.count = count
        self.step = step
    }

    /// The mutation every case makes: a copy with the count one step higher.
    ///
    /// Kept out of line so that the optimiser cannot fold a loop of them into
    /// one addition, which would flatter the container.
    @inline(never)
    static func advanced(_ tally: Tally) -> Tally {
        Tally(count: tally.count &+ tally.step, step: tally.step)
    }
}
