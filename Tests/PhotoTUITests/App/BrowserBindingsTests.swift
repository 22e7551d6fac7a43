import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("Download status words")
struct BrowserBindingsTests {
    @Test func progressResultAndFailure() {
        let photo = TestPhotos.photo("abc")
        #expect(BrowserBindings.describe(.inProgress(photo, fraction: 0.42)) == "Downloading abc 42%")
        #expect(BrowserBindings.describe(.inProgress(photo, fraction: nil)) == "Downloading abc…")
        #expect(BrowserBindings.describe(.finished(URL(fileURLWithPath: "/p/a.jpg"))) == "Saved /p/a.jpg")
        #expect(BrowserBindings.describe(.failed("Download failed — press d to try again")) == "Download failed — press d to try again")
        #expect(BrowserBindings.describe(nil) == nil)
    }
}
