import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// Which text titles a photo: real descriptions from recorded Unsplash payloads, with the handles,
/// addresses and one-word moods photographers write, against the API's alt text.
@Suite("A photo's title")
struct PhotoTitleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let description: String?
        let alt: String?
        let title: String?
        var testDescription: String { description ?? "nil" }
    }

    /// Each from a recorded payload (`list-photos-2021-07`, `list-photos-2024`, `search-photos-dog-2023`,
    /// `topic-photos-2022`), and what the list shows for it.
    static let cases = [
        Case(description: "A peaceful Montauk sunset (IG: @clay.banks)", alt: "silhouette of boat on sea during sunset",
             title: "A peaceful Montauk sunset"),
        Case(description: "instagram: @auchynnikau", alt: "The sun is shining through the clouds over the mountains",
             title: "The sun is shining through the clouds over the mountains"),
        Case(description: "https://www.instagram.com/chilltone.ph/", alt: "A woman in a black leather outfit leaning on a ledge",
             title: "A woman in a black leather outfit leaning on a ledge"),
        Case(description: "alone.", alt: "A person standing in front of a large waterfall", title: "A person standing in front of a large waterfall"),
        Case(description: "Jack Russell Terrier for PuppyHero.com: puppyhero.com/breed/jack-russell-terrier", alt: "black and white short coated dog",
             title: "Jack Russell Terrier"),
        // A lone word with nothing better stays: it is all there is.
        Case(description: "Peak.", alt: nil, title: "Peak."),
        Case(description: "Image by Planet Volumes", alt: "a green and white abstract background", title: "a green and white abstract background"),
        Case(description: "   ", alt: "a dog", title: "a dog"),
        Case(description: "@someone", alt: nil, title: nil),
        Case(description: "Misty sea at dawn near Tromsø", alt: "body of water", title: "Misty sea at dawn near Tromsø"),
        Case(description: String(repeating: "A very long caption about the trip. ", count: 5), alt: "mountain lake", title: "mountain lake"),
    ]

    @Test(arguments: cases)
    func theBetterTextTitlesThePhoto(_ example: Case) {
        #expect(PhotoTitle.best(description: example.description, altDescription: example.alt) == example.title)
    }

    /// `Photo.title`: the best text, else the id; a file keeps its own name whatever it holds.
    @Test func aPhotosTitleFallsBackToItsID() {
        let url = URL(string: "https://images.example/abc")!
        var photo = Photo(id: "abc", width: 1, height: 1, description: "instagram: @x",
                          urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url), links: PhotoLinks(),
                          user: User(id: "u", username: "u", name: "U"))
        #expect(photo.title == "abc")
        photo.altDescription = "a cat on a sofa"
        #expect(photo.title == "a cat on a sofa")
    }

    /// The title is derived when the photo's texts or its kind of provider change, not on each
    /// read: each change shows in the next read, whichever way it was made.
    @Test func aPhotosTitleFollowsEveryChangeToWhatItIsMadeOf() {
        let url = URL(string: "https://images.example/abc")!
        func photo(description: String?, provider: PhotoProvider = .unsplash) -> Photo {
            Photo(id: "abc", width: 1, height: 1, description: description,
                  urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url), links: PhotoLinks(),
                  user: User(id: "u", username: "u", name: "U"), provider: provider)
        }
        var changed = photo(description: "A quiet harbour (IG: @someone)")
        #expect(changed.title == "A quiet harbour")
        changed.description = "Misty sea at dawn"
        #expect(changed.title == "Misty sea at dawn")
        changed.description?.append(" near Tromsø")
        #expect(changed.title == "Misty sea at dawn near Tromsø")
        changed.description = nil
        #expect(changed.title == "abc")
        changed.id = "xyz"
        #expect(changed.title == "xyz")

        // A file's name is its title as given; another provider's text is cleaned.
        var file = photo(description: "  IMG_0001 (IG: @ana) ", provider: .folder)
        #expect(file.title == "IMG_0001 (IG: @ana)")
        file.provider = .offline
        #expect(file.title == "IMG_0001")
        file.provider = .folder
        #expect(file.title == "IMG_0001 (IG: @ana)")

        // Made whole at once or changed into the same photo, it is the same photo.
        var made = photo(description: "instagram: @x")
        made.description = "Misty sea at dawn"
        made.provider = .openverse
        #expect(made == photo(description: "Misty sea at dawn", provider: .openverse))
    }

    /// The shortcuts that skip an expression which cannot match change nothing: texts made of the
    /// pieces the expressions look for (handles, addresses, credits, trailing prepositions, odd
    /// white space, letters ICU folds onto ASCII) give the same title either way.
    @Test func skippingExpressionsThatCannotMatchChangesNoTitle() {
        let pieces = [
            "A", "quiet", "harbour", "바다", "Tromsø", " ", "  ", "\t", "\n", "\u{00A0}", "\u{3000}", "\u{2028}",
            "@ana", "(IG: @x.y)", "[www.a.com]", "instagram:", "IG", "@", ":", ".", "(", "[", ")", "https://a.b/c", "www.x",
            "puppyhero.com/breed", "for", "FOR", "on", "Visit", "ſee", "by", "Photo", "IMAGE", "İmage", "taken", "shot by",
            "Photograph", "follow me on", "twitter@x", "—", "·", "1", "ﬁ", "Iﬀ", "photoſ", "ﬆ", "\u{212A}", "ẞ", "ß", "ph", "oto",
            "근처", "새벽", "ɪmage",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let text = (0..<(1 + next(7))).map { _ in pieces[next(pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
            if PhotoTitle.cleaned(text, skippingWhatCannotMatch: true) != PhotoTitle.cleaned(text, skippingWhatCannotMatch: false) {
                mismatches.append(text)
            }
        }
        #expect(mismatches.isEmpty)
    }
}
