/// Photos that are the same picture: byte-for-byte copies, or the same photo resized or
/// recompressed (perceptual hashes a few bits apart).
public struct DuplicateGroup: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The same bytes.
        case exact
        /// The same picture, other bytes (resized, recompressed, re-saved).
        case similar
    }

    public var kind: Kind
    /// The files, largest first (the one most worth keeping), then by name.
    public var files: [LocalPhotoFile]

    public init(kind: Kind, files: [LocalPhotoFile]) {
        self.kind = kind
        self.files = files
    }

    /// Bytes the copies after the first take.
    public var reclaimableBytes: Int { files.dropFirst().reduce(0) { $0 + $1.byteCount } }
}
