import CirclesDomain
import Foundation

/// The content of a JSON store file, format version 1, and the checks made on reading it.
///
/// ```json
/// {
///   "circles" : [
///     { "coverPhoto" : "https://example.com/family.jpg", "id" : "sample-1", "name" : "Family" },
///     { "id" : "sample-2", "name" : "Book club" }
///   ],
///   "format" : "circles-store",
///   "nextId" : 1,
///   "version" : 1
/// }
/// ```
///
/// `format` marks the file as ours, so another JSON file given by mistake is
/// refused rather than overwritten; `version` lets a later program change the
/// shape; `nextId` is the number of the next `circle-N` identifier, kept in the
/// file so that identifiers stay unique across processes sharing it. Other
/// fields, at the top level or in a circle, are kept byte for byte and written
/// back (``UnknownFields``), so that an older program does not
/// change what a newer one stored.
///
/// A file is accepted only if this program could have written it: it is
/// JSON in UTF-8 of at most ``maximumBytes``; every name follows
/// ``ShouldAllowFormSubmissionUseCase``; no text holds a control character or
/// an unpaired surrogate; identifiers are unique and not empty; `nextId` is
/// in the range the loader accepts, which creating a circle never leaves; and
/// no field is written twice in the file itself or in a circle, since which
/// of the two a reader takes is a guess (inside a field this program does not
/// read, repeated keys are kept as they are). The reading is written by hand
/// over the bytes, in one pass to check the grammar and one to take the
/// fields, because a store of a million circles must open in seconds.
enum CirclesStoreDocument {
    /// The value of `format` in every circles store.
    static let formatMarker = "circles-store"
    /// The only format version this program reads and writes.
    static let supportedVersion = 1
    /// The largest `nextId` accepted: the largest whole number a JSON number holds exactly.
    static let largestNextId = CircleCollection.largestNextIdNumber
    /// The largest store file read or written, in bytes: 128 MiB, nearly two million circles of the demo's size.
    ///
    /// A larger file is refused before it is read, so that a huge or sparse
    /// file costs neither the time nor the memory of reading it; and no save
    /// writes a file this program would then refuse.
    static let maximumBytes = 128 << 20

    /// The circles held in `bytes`, read from the file at `path`.
    ///
    /// - Throws: ``CirclesStoreError/corrupt(path:reason:)`` naming the first
    ///   field that is wrong, such as `circles[2].name`, or
    ///   ``CirclesStoreError/unsupportedVersion(path:found:supported:)``.
    static func collection(
        decoding bytes: UnsafeRawBufferPointer,
        path: String
    ) throws(CirclesStoreError) -> CircleCollection {
        let result = Result { () throws(Refusal) -> CircleCollection in
            var reader = StoreDocumentReader(bytes: bytes.bindMemory(to: UInt8.self))
            return try reader.collection()
        }
        switch result {
        case .success(let collection): return collection
        case .failure(.corrupt(let reason)): throw .corrupt(path: path, reason: reason)
        case .failure(.unsupportedVersion(let found)):
            throw .unsupportedVersion(path: path, found: found, supported: supportedVersion)
        }
    }

    /// The file's bytes for `collection`; see ``StoreWriter``.
    static func encoded(_ collection: CircleCollection) -> Data {
        let buffer = StoreBuffer()
        StoreWriter.write(collection, into: buffer)
        return Data(buffer.bytes)
    }

    /// Why the bytes are not a store this program reads.
    enum Refusal: Error {
        /// What is wrong, as the phrase in parentheses of the message.
        case corrupt(String)
        /// The format version the file has.
        case unsupportedVersion(Int)
    }
}
