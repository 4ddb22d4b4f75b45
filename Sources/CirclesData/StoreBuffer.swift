import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of the store file as one repository last read or wrote them, in a buffer kept from call to call.
///
/// A store may take a hundred megabytes. Reading it into new memory and
/// writing a new copy of it at every change would have the system hand over
/// and zero that much memory each time, which costs more than the work
/// itself; this buffer keeps its memory instead. Reading the file compares it
/// with the buffer as it goes, so that an unchanged file is found without
/// being copied anywhere, and a changed one is read into the buffer in place.
///
/// A large buffer asks Linux for huge pages: filling a hundred megabytes
/// then costs fifty page faults rather than twenty-five thousand, which a
/// store ten times larger would otherwise pay more than ten times over.
///
/// Only one repository uses a buffer, and only on its serial queue, which is
/// what makes the unchecked `Sendable` sound.
final class StoreBuffer: @unchecked Sendable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whether `start` came from `posix_memalign`, to be given back with `free`.
    private var isAligned = false
    /// How many bytes the buffer holds.
    private(set) var count = 0

    /// The smallest buffer that is aligned to huge pages and advised to use them.
    private static let hugePageThreshold = 4 << 20

    /// An empty buffer.
    init() {
        capacity = 4096
        start = .allocate(capacity: capacity)
    }

    deinit {
        release(start, aligned: isAligned)
    }

    /// The bytes held.
    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start, count: count)
    }

    /// Empties the buffer, keeping its memory.
    func removeAll() {
        count = 0
    }

    /// Appends `bytes`.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(start + count).copyMemory(from: base, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Makes room for `more` bytes, at least doubling the buffer when it is full.
    func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let (moved, aligned) = Self.allocate(grown)
        moved.initialize(from: start, count: count)
        release(start, aligned: isAligned)
        (start, isAligned, capacity) = (moved, aligned, grown)
    }

    /// Memory for `capacity` bytes, aligned to huge pages and advised to use them when it is large and the system
    /// can; the flag says which, for ``release(_:aligned:)``.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<UInt8>, aligned: Bool) {
        #if os(Linux)
            if capacity >= hugePageThreshold {
                var memory: UnsafeMutableRawPointer?
                if posix_memalign(&memory, 2 << 20, capacity) == 0, let memory {
                    madvise(memory, capacity, MADV_HUGEPAGE)
                    return (memory.bindMemory(to: UInt8.self, capacity: capacity), true)
                }
            }
        #endif
        return (.allocate(capacity: capacity), false)
    }

    private func release(_ memory: UnsafeMutablePointer<UInt8>, aligned: Bool) {
        if aligned { free(memory) } else { memory.deallocate() }
    }

    /// Reads the open file `descriptor` to its end into the buffer, and returns whether it differed from what the
    /// buffer held.
    ///
    /// With `comparing` false, the buffer's old content counts as different
    /// from any file. A file larger than `limit` is refused from its size,
    /// before anything is read. The size the system gives is trusted only
    /// as far as the bytes bear it out: a file that keeps giving bytes past
    /// it without growing, as those the system makes up as they are read do
    /// (`/proc/self/pagemap` says 0), is refused as soon as it does, and so is
    /// one that grows past `limit` while it is read.
    func read(_ descriptor: Int32, upTo limit: Int, comparing: Bool) throws(FileProblem) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(AtomicFile.describe(errno)) }
        var size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(limit: limit) }
        if comparing, size == count {
            if try readMatching(descriptor) { return false }
        } else {
            count = 0
        }
        reserve(max(0, size + 1 - count))
        while true {
            if count > size {
                guard fstat(descriptor, &status) == 0 else { throw .unreadable(AtomicFile.describe(errno)) }
                guard Int(status.st_size) >= count else {
                    throw .unreadable(
                        "its size is given as \(status.st_size) bytes, yet it holds more: the system makes it up as"
                            + " it is read")
                }
                size = Int(status.st_size)
                guard size <= limit else { throw .unreadable("it grew past \(limit) bytes while it was read") }
            }
            if count == capacity { reserve(max(64 * 1024, size + 1 - count)) }
            let received = readBytes(descriptor, start + count, capacity - count)
            if received > 0 {
                count += received
            } else if received == 0 {
                return true
            } else if errno != EINTR {
                throw .unreadable(AtomicFile.describe(errno))
            }
        }
    }

    /// Reads the file while it matches the buffer; `true` when it matched to its end, else the buffer holds the part
    /// read so far, positioned for the rest.
    private func readMatching(_ descriptor: Int32) throws(FileProblem) -> Bool {
        let held = count
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        var offset = 0
        while true {
            let received = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if received < 0 {
                if errno == EINTR { continue }
                throw .unreadable(AtomicFile.describe(errno))
            }
            if received == 0 {
                if offset == held { return true }
                count = offset
                return false
            }
            let matches =
                offset + received <= held
                && chunk.withUnsafeBytes { $0.baseAddress.map { memcmp($0, start + offset, received) == 0 } ?? false }
            if !matches {
                count = offset
                chunk.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
                return false
            }
            offset += received
        }
    }
}

/// `read(2)`, under a name no method of the buffer shadows.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
