/// Values by key, bounded by count and by total cost (bytes), the least recently used dropped
/// first: the memory half of ``ResponseCache``. A value; its owner keeps it in a `Locked`.
package struct LRUEntries<Value> {
    private var values: [String: (value: Value, cost: Int)] = [:]
    /// Least recently used first.
    private var order: [String] = []
    /// The most entries kept.
    let countLimit: Int
    /// The most total cost kept; a value costing more is not kept at all.
    let costLimit: Int
    /// The total cost held.
    private(set) var totalCost = 0

    package init(countLimit: Int, costLimit: Int = .max) {
        self.countLimit = max(0, countLimit)
        self.costLimit = max(0, costLimit)
    }

    /// Entries held.
    package var count: Int { values.count }

    /// The keys, least recently used first.
    var keys: [String] { order }

    /// The value for `key`, which becomes the most recently used.
    package mutating func value(for key: String) -> Value? {
        guard let entry = values[key] else { return nil }
        touch(key)
        return entry.value
    }

    /// Stores `value` for `key` as the most recently used, then drops the least recently used
    /// entries past either bound.
    package mutating func store(_ value: Value, for key: String, cost: Int) {
        remove(key)
        guard cost <= costLimit, countLimit > 0 else { return }
        values[key] = (value, cost)
        order.append(key)
        totalCost += cost
        while order.count > countLimit || totalCost > costLimit { remove(order[0]) }
    }

    package mutating func remove(_ key: String) {
        guard let entry = values.removeValue(forKey: key) else { return }
        totalCost -= entry.cost
        order.removeAll { $0 == key }
    }

    private mutating func touch(_ key: String) {
        guard let index = order.firstIndex(of: key), index != order.count - 1 else { return }
        order.remove(at: index)
        order.append(key)
    }
}

extension LRUEntries: Sendable where Value: Sendable {}
