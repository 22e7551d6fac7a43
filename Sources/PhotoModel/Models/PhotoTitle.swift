import Foundation

/// Which of a photo's texts makes a title, and what to cut from it. Photographers' descriptions
/// are often a handle (`instagram: @…`), a bare address, a credit ("Image by …") or a lone word
/// ("alone."), while the API's alt text describes the picture: a real description wins, junk
/// loses to the alt text, and handles and addresses are cut from a description that has more.
///
/// ```swift
/// PhotoTitle.best(description: "A peaceful Montauk sunset (IG: @clay.banks)", altDescription: nil)
/// // "A peaceful Montauk sunset"
/// PhotoTitle.best(description: "alone.", altDescription: "A person standing in front of a large waterfall")
/// // "A person standing in front of a large waterfall"
/// ```
public enum PhotoTitle {
    /// A description longer than this is a caption: the alt text titles the photo better.
    public static let captionLength = 120

    /// The better title of the two, or nil when neither says anything.
    public static func best(description: String?, altDescription: String?) -> String? {
        let alt = altDescription.flatMap(cleaned)
        guard let text = description.flatMap(cleaned) else { return alt }
        if alt != nil && (isWeak(text) || text.count > captionLength) { return alt }
        return text
    }

    /// `text` without social handles, addresses and the words that introduce them; nil when
    /// nothing worth showing is left (only a handle, an address, a credit, punctuation).
    public static func cleaned(_ text: String) -> String? {
        cleaned(text, skippingWhatCannotMatch: true)
    }

    /// `cleaned(_:)`, which runs an expression only where a cheap look at the text cannot rule
    /// it out (`skippingWhatCannotMatch`); `false` runs every one (the tests compare the two).
    /// Most texts hold no handle, address or credit, and the expressions (ICU's, compiled on
    /// first use) cost milliseconds for a page of photos, on both sides of a launch's first
    /// answer.
    static func cleaned(_ text: String, skippingWhatCannotMatch skips: Bool) -> String? {
        var result = !skips || mayCollapse(text) ? replacing(whitespace, in: text, with: " ") : text
        if !skips || mayHoldJunk(result) {
            for pattern in junk {
                result = replacing(pattern, in: result, with: " ")
            }
            result = replacing(whitespace, in: result, with: " ")
        }
        result = result.trimmingCharacters(in: trimmed)
        // What introduced a cut address: "Terrier for PuppyHero.com" leaves "Terrier".
        if !skips || mayBeOneOf(prepositions, lastWord(of: result)) {
            result = replacing(trailingPreposition, in: result, with: "")
        }
        // A credit line is not a title: "Image by Planet Volumes", "Photo by Ana".
        if !skips || mayBeOneOf(creditWords, firstWord(of: result)),
           creditLine.firstMatch(in: result, range: NSRange(result.startIndex..., in: result)) != nil {
            return nil
        }
        return result.contains(where: \.isLetter) || result.contains(where: \.isNumber) ? result : nil
    }

    /// Whether `\s+` → " " could change `text`: a run of two spaces, or white space other than a
    /// space (Unicode's White_Space holds all of ICU's `\s`).
    private static func mayCollapse(_ text: String) -> Bool {
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " "
            if isSpace ? previousWasSpace : scalar.properties.isWhitespace { return true }
            previousWasSpace = isSpace
        }
        return false
    }

    /// Whether a junk pattern could match: each needs one of `@ : . ( [`, none of which has a
    /// case variant.
    private static func mayHoldJunk(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "[") }
    }

    /// What follows the last space of `text` (all of it when it has none).
    private static func lastWord(of text: String) -> Substring {
        text[(text.lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex)...]
    }

    /// What comes before the first space of `text` (all of it when it has none).
    private static func firstWord(of text: String) -> Substring {
        text[..<(text.firstIndex(of: " ") ?? text.endIndex)]
    }

    /// Whether `word` could match one of `words` case-insensitively: it is one of them in lower
    /// case, or it holds a letter that Unicode's case folding turns into ASCII ones (`ſ` into
    /// `s`, `ﬁ` into `fi`).
    private static func mayBeOneOf(_ words: Set<String>, _ word: Substring) -> Bool {
        words.contains(word.lowercased()) || word.unicodeScalars.contains { foldsToASCII.contains($0.value) }
    }

    /// The letters outside ASCII whose case folding (simple or full) is made of ASCII letters:
    /// `İ`, `ß`, `ſ`, the Kelvin sign, `ẞ` and the Latin ligatures `ﬀ`–`ﬆ`.
    private static let foldsToASCII: Set<UInt32> = [0x130, 0xDF, 0x17F, 0x212A, 0x1E9E, 0xFB00, 0xFB01, 0xFB02, 0xFB03, 0xFB04, 0xFB05, 0xFB06]

    private static let trimmed = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":;,-–—|/·•("))

    private static let prepositions: Set<String> = ["for", "on", "at", "by", "via", "from", "see", "visit"]
    private static let creditWords: Set<String> = ["image", "photo", "photograph", "picture", "shot", "taken"]

    /// One word and nothing else ("alone.", "Peak."): a mood, not a description of the picture.
    static func isWeak(_ text: String) -> Bool {
        text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }.count < 2
    }

    /// Handles and addresses, each with what introduces it ("IG:", "instagram:", "follow me on").
    private static let junkPatterns = [
        // A bracketed aside holding a handle or an address: "(IG: @clay.banks)".
        #"[(\[][^)\]]*(@|https?://|www\.|instagram|\big\b)[^)\]]*[)\]]"#,
        #"\b((follow|find) (me|us)( on)?|my|on)?\s*\b(instagram|insta|ig|twitter|tiktok|facebook|fb)\b\s*(:\s*@?|@)[\w.]+"#,
        #"https?://\S+"#,
        #"\bwww\.\S+"#,
        // A bare address: "puppyhero.com/breed/jack-russell-terrier".
        #"\b[\w-]+(\.[\w-]+)*\.(com|net|org|io|co|me|de|fr|uk|ph|ru|jp|kr)(/\S*)?"#,
        #"(^|\s)@[\w.]+"#,
    ]

    // Compiled once: `replacingOccurrences(of:options: .regularExpression)` looks each pattern up
    // in Foundation's cache by a key it formats on every call, which cost more than the matching.
    private static let whitespace = expression(#"\s+"#, caseInsensitive: false)
    private static let junk = junkPatterns.map { expression($0) }
    private static let trailingPreposition = expression(#"\s+(for|on|at|by|via|from|see|visit)$"#)
    private static let creditLine = expression(#"^(image|photo|photograph|picture|shot|taken) by\b"#)

    /// A pattern of this file, compiled (each is checked by the title tests).
    private static func expression(_ pattern: String, caseInsensitive: Bool = true) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("PhotoTitle pattern \(pattern): \(error)")
        }
    }

    private static func replacing(_ expression: NSRegularExpression, in text: String, with template: String) -> String {
        expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}
