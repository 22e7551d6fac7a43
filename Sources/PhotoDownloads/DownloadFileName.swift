/// The file name an original is saved under, made only from what the person asked for.
///
/// The server's answer never names the file: an id such as `../../x` from a hostile API could
/// otherwise write outside the chosen folder. The requested text keeps ASCII letters, digits,
/// `_` and `-`; everything else becomes one `-`; the result is capped in length and never starts
/// with a dot or a dash, so it cannot be hidden, an option or a path.
public enum DownloadFileName {
    /// The longest stem kept, in characters (file systems allow 255 bytes).
    public static let maxStemLength = 100

    /// `stem.jpg` from `requested` (a photo id, or `author-id` in the browser); `photo.jpg`
    /// when nothing usable is left.
    public static func make(from requested: String, suffix: String = ".jpg") -> String {
        stem(requested) + suffix
    }

    /// The sanitized stem of `requested`.
    public static func stem(_ requested: String) -> String {
        var stem = ""
        var lastWasDash = true
        for scalar in requested.unicodeScalars {
            let keep = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_")
            if keep {
                stem.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                stem += "-"
                lastWasDash = true
            }
            if stem.count >= maxStemLength { break }
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        return stem.isEmpty ? "photo" : stem
    }
}
