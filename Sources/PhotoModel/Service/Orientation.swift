/// `orientation` of a search.
public typealias Orientation = SearchQuery.Orientation
