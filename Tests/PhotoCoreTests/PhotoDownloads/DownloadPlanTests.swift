import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoDownloads
@testable import PhotoModel

/// `DownloadPlan`: a width from imgix where the provider resizes, the original (with a note)
/// where it does not, and a file name that says which.
@Suite struct DownloadPlanTests {
    static func unsplashPhoto(width: Int = 6000) -> Photo {
        var photo = ViewModelFixtures.photo("abc")
        photo.width = width
        photo.urls.raw = URL(string: "https://images.unsplash.com/photo-123?ixid=M3w1&ixlib=rb-4.0.3&w=100&fit=crop&q=60")!
        photo.urls.full = URL(string: "https://images.unsplash.com/photo-123?ixid=M3w1&q=85&fm=jpg")!
        return photo
    }

    static func openversePhoto() -> Photo {
        var photo = ViewModelFixtures.photo("ov")
        photo.provider = .openverse
        photo.imageSet = .fixed(original: URL(string: "https://live.staticflickr.com/1/a.jpg")!, thumbnail: nil)
        return photo
    }

    @Test func aWidthAsksImgixForAJPEGOfThatWidthKeepingTheOtherParameters() throws {
        let plan = DownloadPlan(photo: Self.unsplashPhoto(), size: .width(2400))
        #expect(plan.size == .width(2400) && plan.note == nil)
        let tracked = URL(string: "https://images.unsplash.com/photo-123?ixid=M3w1&fm=jpg&q=85")!
        let url = plan.url(tracked: tracked)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.host == "images.unsplash.com" && components.path == "/photo-123")
        #expect(components.queryItems == [
            URLQueryItem(name: "ixid", value: "M3w1"), URLQueryItem(name: "ixlib", value: "rb-4.0.3"),
            URLQueryItem(name: "w", value: "2400"), URLQueryItem(name: "fm", value: "jpg"), URLQueryItem(name: "q", value: "85"),
        ])
        #expect(plan.fileName(for: "author-abc-unsplash") == "author-abc-unsplash-2400w.jpg")
    }

    @Test func theOriginalIsWhatTrackingAnswered() {
        let plan = DownloadPlan(photo: Self.unsplashPhoto(), size: .original)
        let tracked = URL(string: "https://images.unsplash.com/photo-123?ixid=M3w1&fm=jpg&q=85")!
        #expect(plan.url(tracked: tracked) == tracked)
        #expect(plan.note == nil)
        #expect(plan.fileName(for: "abc") == "abc.jpg")
    }

    @Test func openverseHasOneSizeAndSaysSo() {
        let photo = Self.openversePhoto()
        let plan = DownloadPlan(photo: photo, size: .width(1200))
        #expect(plan.requested == .width(1200) && plan.size == .original)
        #expect(plan.note == "original only: Openverse has one size")
        #expect(plan.url(tracked: photo.images.original) == photo.images.original)
        #expect(plan.fileName(for: "ov") == "ov.jpg")
    }

    @Test func aFolderPhotoIsNeverResized() {
        var photo = Self.openversePhoto()
        photo.provider = .folder
        #expect(DownloadPlan(photo: photo, size: .width(800)).note == "original only: files in a folder are not resized")
    }

    @Test func aWidthAtOrAboveThePhotosGivesTheOriginalNotAnEnlargement() {
        let plan = DownloadPlan(photo: Self.unsplashPhoto(width: 1920), size: .width(2400))
        #expect(plan.size == .original)
        #expect(plan.note == "the original: it is only 1920 px wide")
        // An unknown width (0) cannot be compared: the size asked for is used.
        #expect(DownloadPlan(photo: Self.unsplashPhoto(width: 0), size: .width(2400)).size == .width(2400))
    }
}
