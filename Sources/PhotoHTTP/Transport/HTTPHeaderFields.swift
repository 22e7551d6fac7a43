/// Response or request header fields in order, looked up case-insensitively.
public struct HTTPHeaderFields: Sendable, Equatable, Sequence {
    private var fields: [(name: String, value: String)]

    /// Creates fields from name/value pairs.
    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The last value of `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        let lowered = name.lowercased()
        return fields.last { $0.name.lowercased() == lowered }?.value
    }

    /// Adds a field (keeping any earlier one of the same name).
    public mutating func append(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    public static func == (lhs: HTTPHeaderFields, rhs: HTTPHeaderFields) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}
