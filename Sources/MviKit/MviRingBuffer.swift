/// A fixed-capacity list that drops its oldest element to make room, so the
/// memory it holds stops growing once it is full.
@usableFromInline
struct MviRingBuffer<Element> {
    /// The most elements kept; at least 1.
    @usableFromInline let capacity: Int
    @usableFromInline var storage: [Element] = []
    /// Where the oldest element sits once the storage is full.
    @usableFromInline var start = 0

    @usableFromInline
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    var count: Int {
        storage.count
    }

    /// The elements, oldest first.
    var elements: [Element] {
        Array(storage[start...] + storage[..<start])
    }

    subscript(index: Int) -> Element? {
        guard storage.indices.contains(index) else { return nil }
        return storage[(start + index) % storage.count]
    }

    @inlinable
    mutating func append(_ element: Element) {
        guard storage.count == capacity else {
            storage.append(element)
            return
        }
        storage[start] = element
        start = (start + 1) % capacity
    }
}

extension MviRingBuffer: Sendable where Element: Sendable {}
