/// `order_by` of a search (the service's type, under the name the view-model API uses).
public typealias SearchOrder = SearchQuery.Order
