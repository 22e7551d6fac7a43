import Foundation

extension CharacterSet {
    /// RFC 3986's unreserved characters: what a query value or an OAuth form keeps as is when
    /// percent-encoded (every source's client encodes the same way).
    package static let urlUnreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
