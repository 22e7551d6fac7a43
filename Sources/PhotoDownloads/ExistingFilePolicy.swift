/// What a download does when its destination already exists.
public enum ExistingFilePolicy: Sendable, Equatable {
    /// Refuse: the existing entry is left exactly as it was (the default everywhere).
    case refuse
    /// Replace it only if it is a regular file (`--force`); a symlink, FIFO, device or folder
    /// is still refused.
    case replaceRegularFile
}
