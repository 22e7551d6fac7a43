import Foundation
import Testing
@testable import PhotoTUI

@Suite("Referral links")
struct ReferralLinkTests {
    @Test func photoPageCarriesUnsplashReferralParameters() throws {
        let url = try #require(ReferralLink.photoPage(of: TestPhotos.photo("abc")))
        #expect(url.absoluteString == "https://unsplash.com/photos/abc?utm_source=photo_tui&utm_medium=referral")
    }

    @Test func existingReferralParametersAreReplacedOthersKept() {
        let url = ReferralLink.withReferral(URL(string: "https://unsplash.com/@ada?utm_source=other&x=1")!)
        #expect(url.absoluteString == "https://unsplash.com/@ada?x=1&utm_source=photo_tui&utm_medium=referral")
    }
}
