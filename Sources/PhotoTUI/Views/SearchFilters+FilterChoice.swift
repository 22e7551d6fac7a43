import PhotoCore

extension SearchFilters {
    /// The view model's filters from the overlay's choice (unknown values mean "any").
    init(choice: FilterChoice) {
        self.init(orderBy: SearchOrder(rawValue: choice.order) ?? .relevant,
                  orientation: choice.orientation.flatMap(Orientation.init(rawValue:)),
                  color: choice.color.flatMap(PhotoColor.init(rawValue:)))
        licenseType = choice.license.flatMap(SearchQuery.LicenseType.init(rawValue:))
    }
}
