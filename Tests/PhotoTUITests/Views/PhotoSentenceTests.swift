import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Plain mode's rows: one sentence each, saying what matters by provider.
@Suite("A row as a sentence")
struct PhotoSentenceTests {
    @Test func anUnsplashPhotoSaysWhoAndHowManyLikes() {
        let photo = TestPhotos.photo("abc", title: "Misty sea at dawn near Tromsø", author: "Sora Kim", likes: 4631)
        #expect(PhotoSentence.of(photo) == "Misty sea at dawn near Tromsø, by Sora Kim, 4,631 likes")
        #expect(PhotoSentence.of(TestPhotos.photo("one", title: "Sea", likes: 1)) == "Sea, by Ada Park, 1 like")
        #expect(PhotoSentence.of(photo, isFavorite: true, isMarked: true).hasSuffix("4,631 likes, starred, marked"))
    }

    @Test func aCreativeCommonsWorkSaysItsLicence() {
        #expect(PhotoSentence.of(PhotoTextTests.work) == "Beach, by Kim, CC BY-SA 2.0")
    }

    @Test func aFileSaysItsFacts() {
        #expect(PhotoSentence.of(PhotoTextTests.file()) == "IMG_0001.jpg, by Jane Doe, 6000 by 4000 pixels, taken 2024-07-14, 2.4 MB")
        #expect(PhotoSentence.of(PhotoTextTests.file(artist: nil)) == "IMG_0001.jpg, 6000 by 4000 pixels, taken 2024-07-14, 2.4 MB")
    }

    @Test func aTopicOrCollectionSaysItsCount() {
        let group = PhotoGroup(screen: .topics, id: "topic:n", title: "Nature", subtitle: "1,234 photos · curated by Ana Lee")
        #expect(PhotoSentence.of(group) == "Nature, 1,234 photos, curated by Ana Lee")
    }

    /// What a screen reader reads: words, none of the browser's symbols.
    @Test func plainTextHasNoSymbols() {
        #expect(PlainText.hints("⏎ open  / search  ^U clear  Esc back") == "Enter open, / search, Ctrl-U clear, Esc back")
        #expect(PlainText.words("★ Starred: Sea · offline library") == "Starred: Sea, offline library")
        #expect(PlainText.words("Home › Photos by Ana") == "Home / Photos by Ana")
    }
}
