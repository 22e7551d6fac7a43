/// How a photo is credited and licensed: the rules of its provider.
public enum CreditRule: String, Sendable, Hashable, Codable {
    /// Unsplash's guidelines: "Photo by NAME on Unsplash", links with referral parameters,
    /// hotlinked images, every download tracked; the Unsplash License.
    case unsplash
    /// A Creative Commons work (Openverse): creator, title, licence name and deed, source.
    case creativeCommons
    /// photo-tui's offline library: a synthetic photo with a made-up author and no licence.
    case synthetic
    /// The person's own file: credited to its EXIF Artist (or Copyright) when it names one, to
    /// no one otherwise; no licence.
    case ownFile
    /// A source whose photos keep their own provider's rule (a library shelf).
    case perPhoto
}
