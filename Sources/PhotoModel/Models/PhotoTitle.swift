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
        var result = replacing(whitespace, in: text, with: " ")
        for pattern in junk {
            result = replacing(pattern, in: result, with: " ")
        }
        result = replacing(whitespace, in: result, with: " ")
            .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":;,-–—|/·•(")))
        // What introduced a cut address: "Terrier for PuppyHero.com" leaves "Terrier".
        result = replacing(trailingPreposition, in: result, with: "")
        // A credit line is not a title: "Image by Planet Volumes", "Photo by Ana".
        if creditLine.firstMatch(in: result, range: NSRange(result.startIndex..., in: result)) != nil {
            return nil
        }
        return result.contains(where: \.isLetter) || result.contains(where: \.isNumber) ? result : nil
    }

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
