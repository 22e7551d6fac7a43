/// The newest `limit` values by key, oldest dropped first: the in-memory half of the API answer
/// caches. A value; its owner keeps it in a `Locked`.
struct RecentEntries<Value> {
    private var values: [String: Value] = [:]
    private var order: [String] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    subscript(key: String) -> Value? { values[key] }

    /// Stores `value` for `key`; the oldest keys go past `limit`.
    mutating func remember(_ value: Value, for key: String) {
        if values.updateValue(value, forKey: key) == nil { order.append(key) }
        while order.count > limit { values.removeValue(forKey: order.removeFirst()) }
    }

    mutating func remove(_ key: String) {
        values.removeValue(forKey: key)
        order.removeAll { $0 == key }
    }
}

extension RecentEntries: Sendable where Value: Sendable {}
