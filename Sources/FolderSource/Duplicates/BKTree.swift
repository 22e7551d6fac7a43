/// A Burkhard–Keller tree over 64-bit hashes with the Hamming distance: finds every hash within
/// a radius of a query while visiting only the branches the triangle inequality allows, so
/// grouping n photos costs far less than the n² comparisons of all pairs.
struct BKTree {
    private struct Node {
        var hash: UInt64
        var item: Int
        /// Children by their distance to this node (0…64).
        var children: [(distance: Int, node: Int)] = []
    }

    private var nodes: [Node] = []

    /// Adds `hash` for `item`.
    mutating func insert(_ hash: UInt64, item: Int) {
        guard !nodes.isEmpty else {
            nodes.append(Node(hash: hash, item: item))
            return
        }
        var current = 0
        while true {
            let distance = PerceptualHash.distance(hash, nodes[current].hash)
            if let child = nodes[current].children.first(where: { $0.distance == distance }) {
                current = child.node
            } else {
                nodes.append(Node(hash: hash, item: item))
                nodes[current].children.append((distance, nodes.count - 1))
                return
            }
        }
    }

    /// Every item whose hash is within `radius` bits of `hash`.
    func items(near hash: UInt64, within radius: Int) -> [Int] {
        guard !nodes.isEmpty else { return [] }
        var found: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            let node = nodes[index]
            let distance = PerceptualHash.distance(hash, node.hash)
            if distance <= radius { found.append(node.item) }
            for child in node.children where abs(child.distance - distance) <= radius { stack.append(child.node) }
        }
        return found
    }

    var count: Int { nodes.count }
}
