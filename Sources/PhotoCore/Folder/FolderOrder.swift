/// How a folder's photos are listed.
public enum FolderOrder: String, Sendable, CaseIterable {
    /// Folder by folder, files by name, as the scan finds them: pages arrive while it walks.
    case name
    /// Newest taken first (EXIF date, else the file's time): pages wait for the whole scan.
    case date
}
