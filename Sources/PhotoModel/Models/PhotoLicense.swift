import Foundation

/// The licence a photo is offered under: Creative Commons codes as Openverse writes them (`by`,
/// `by-nc-sa`, `cc0`, `pdm` …) with their version and deed, or the Unsplash License.
public struct PhotoLicense: Codable, Sendable, Equatable, Hashable {
    /// Lower-case code: `by`, `by-sa`, `by-nc`, `by-nd`, `by-nc-sa`, `by-nc-nd`, `cc0`, `pdm`,
    /// `sampling+`, `nc-sampling+`, or `unsplash`.
    public var code: String
    /// `"2.0"`, `"1.0"`; `nil` when the licence has none.
    public var version: String?
    /// The licence deed, as the provider gave it (never derived from the code).
    public var url: URL?

    /// Creates a licence.
    public init(code: String, version: String? = nil, url: URL? = nil) {
        self.code = code.lowercased()
        self.version = version
        self.url = url
    }

    /// The Unsplash License, which every Unsplash photo is under.
    public static let unsplash = PhotoLicense(code: "unsplash", url: URL(string: "https://unsplash.com/license"))

    /// `CC BY-NC-SA 2.0`, `CC0 1.0`, `Public Domain Mark 1.0`, `Unsplash License`.
    public var name: String {
        let suffix = version.map { " " + $0 } ?? ""
        switch code {
        case "unsplash": return "Unsplash License"
        case "cc0": return "CC0" + suffix
        case "pdm": return "Public Domain Mark" + suffix
        case "sampling+": return "CC Sampling+" + suffix
        case "nc-sampling+": return "CC NC-Sampling+" + suffix
        default: return "CC " + code.uppercased() + suffix
        }
    }

    /// Whether the work is dedicated or marked to the public domain (credit is courtesy, not a condition).
    public var isPublicDomain: Bool { code == "cc0" || code == "pdm" }

    /// Whether commercial use is allowed.
    public var allowsCommercialUse: Bool { !code.contains("nc") }

    /// Whether changed versions may be shared.
    public var allowsModification: Bool { !code.contains("nd") }
}
