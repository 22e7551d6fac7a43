/// How far a folder scan has come and what it passed over, for the status line and the log.
public struct FolderScanProgress: Sendable, Equatable, CustomStringConvertible {
    /// JPEG and PNG files listed so far.
    public var photos = 0
    /// Files of other kinds by lowercased extension (`heic`, `gif`, `txt`…), listed and skipped.
    public var skippedByExtension: [String: Int] = [:]
    /// Files named like photos whose bytes are not JPEG or PNG.
    public var notImages = 0
    /// Files or folders that could not be read (permissions, dangling links, vanished meanwhile).
    public var unreadable = 0
    /// Folders reached twice through links (a loop or a second way in), not entered again.
    public var loopsAvoided = 0
    /// Links leading out of the folder, not followed (`--follow-links` follows them).
    public var linksOutside = 0
    /// Whether the whole tree has been walked.
    public var finished = false

    /// Creates an empty progress.
    public init() {}

    /// Everything skipped.
    public var skipped: Int { skippedByExtension.values.reduce(0, +) + notImages + unreadable + linksOutside }

    /// For a status line: `"1234 photos, 12 skipped"`, `"300 photos…"` while scanning.
    public var summary: String {
        var text = "\(photos) photo\(photos == 1 ? "" : "s")\(finished ? "" : "…")"
        if skipped > 0 { text += ", \(skipped) skipped" }
        return text
    }

    /// `"1,234 photos · skipped 12 (8 .heic, 3 .txt, 1 not an image)"`.
    public var description: String {
        var text = "\(photos) photo\(photos == 1 ? "" : "s")"
        if !finished { text += " so far" }
        var reasons = skippedByExtension.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(3).map { "\($0.value) .\($0.key)" }
        if skippedByExtension.count > 3 {
            reasons.append("\(skippedByExtension.sorted { $0.value > $1.value }.dropFirst(3).reduce(0) { $0 + $1.value }) other")
        }
        if notImages > 0 { reasons.append("\(notImages) not an image") }
        if unreadable > 0 { reasons.append("\(unreadable) unreadable") }
        if linksOutside > 0 { reasons.append("\(linksOutside) link\(linksOutside == 1 ? "" : "s") out of the folder") }
        if !reasons.isEmpty { text += " · skipped \(skipped) (\(reasons.joined(separator: ", ")))" }
        return text
    }
}
