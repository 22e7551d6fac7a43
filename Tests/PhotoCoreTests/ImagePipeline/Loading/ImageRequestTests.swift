import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct ImageRequestTests {
    private let raw = URL(string: "https://images.unsplash.com/photo-1416339306562-f3d12fefd36f?ixid=abc&ixlib=rb-4.0.3")!

    private func query(_ url: URL) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    }

    @Test func asksImgixForExactlyThePixelsNeeded() {
        let url = ImageRequest(rawURL: raw, size: PixelSize(width: 80, height: 40)).url
        #expect(query(url) == ["ixid": "abc", "ixlib": "rb-4.0.3", "w": "80", "h": "40", "fit": "crop", "fm": "jpg", "q": "75"])
        #expect(url.host == "images.unsplash.com" && url.path == "/photo-1416339306562-f3d12fefd36f")
    }

    @Test func replacesSizeParametersAlreadyInTheURL() {
        let sized = URL(string: "https://images.unsplash.com/p?w=1080&q=80&fm=png&fit=max")!
        let url = ImageRequest(rawURL: sized, size: PixelSize(width: 120, height: 120), quality: 60).url
        #expect(query(url) == ["w": "120", "h": "120", "fit": "crop", "fm": "jpg", "q": "60"])
    }

    @Test func worksWithALoopbackServerWithoutAQuery() {
        let url = ImageRequest(rawURL: URL(string: "http://127.0.0.1:8123/photos/abc/raw")!, size: PixelSize(width: 4, height: 2)).url
        #expect(url.absoluteString == "http://127.0.0.1:8123/photos/abc/raw?w=4&h=2&fit=crop&fm=jpg&q=75")
    }

    @Test func clampsQuality() {
        #expect(ImageRequest(rawURL: raw, size: PixelSize(width: 1, height: 1), quality: 0).quality == 1)
        #expect(ImageRequest(rawURL: raw, size: PixelSize(width: 1, height: 1), quality: 101).quality == 100)
    }

    @Test func differentSizesHaveDifferentKeys() {
        #expect(ImageRequest(rawURL: raw, size: PixelSize(width: 80, height: 40)).key
            != ImageRequest(rawURL: raw, size: PixelSize(width: 80, height: 41)).key)
    }

    @Test func prioritiesOrderVisibleAboveDetailAbovePrefetch() {
        #expect(ImagePriority.prefetch < .detail && ImagePriority.detail < .visible)
    }
}
