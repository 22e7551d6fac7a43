/// Unsplash's error body, `{"errors": ["Couldn't find Photo"]}`. Its text is untrusted.
public struct APIErrorBody: Codable, Sendable, Equatable {
    public var errors: [String]

    /// Creates a body.
    public init(errors: [String]) { self.errors = errors }
}
