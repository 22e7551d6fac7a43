/// `color` of a search: Unsplash's colour names.
public typealias PhotoColor = SearchQuery.Color
