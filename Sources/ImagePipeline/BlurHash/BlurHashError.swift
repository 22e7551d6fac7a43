/// Why a BlurHash string could not be decoded. Hashes come from the network, so a bad one is
/// an ordinary event, not a crash.
public enum BlurHashError: Error, Equatable, Sendable {
    /// Shorter than the 6 characters every hash has, or not as long as its size flag says.
    case invalidLength
    /// A character outside the base-83 alphabet.
    case invalidCharacter
    /// The requested output has no pixels.
    case emptySize
}
