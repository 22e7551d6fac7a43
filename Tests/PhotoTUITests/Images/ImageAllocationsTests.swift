import Testing
@testable import PhotoTUI

@Suite("Image allocations")
struct ImageAllocationsTests {
    @Test func glibcTakesTheMappingThreshold() {
        #expect(ImageAllocations.mapLargeBuffersAlone())
    }
}
