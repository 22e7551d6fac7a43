import PhotoCore

/// A path as a shell reads it back: as is when it is plain, in single quotes when it has spaces
/// or shell characters, and as `$'caf\xe9.jpg'` when its name is not UTF-8 (bash, zsh and ksh
/// read the bytes back), so a copied path always names the file.
enum ShellQuote {
    static func path(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || "0123456789/._-+,:@%".unicodeScalars.contains(scalar))
        }
        if plain { return path }
        guard FileNameBytes.hasEscapes(path) else { return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var text = "$'"
        for byte in FileNameBytes.bytes(of: path) {
            switch byte {
            case 0x27: text += "\\'"
            case 0x5C: text += "\\\\"
            case 0x20...0x7E: text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return text + "'"
    }
}
