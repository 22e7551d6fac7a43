import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("Filters overlay to view-model filters")
struct SearchFiltersFilterChoiceTests {
    @Test func everyOverlayValueMapsOntoTheServiceType() {
        for order in SearchOrder.allCases.map(\.rawValue) {
            #expect(SearchFilters(choice: FilterChoice(order: order)).orderBy.rawValue == order)
        }
        for orientation in FilterChoice.orientations {
            #expect(SearchFilters(choice: FilterChoice(orientation: orientation)).orientation?.rawValue == orientation)
        }
        for color in FilterChoice.colors {
            #expect(SearchFilters(choice: FilterChoice(color: color)).color?.rawValue == color)
        }
    }
}
