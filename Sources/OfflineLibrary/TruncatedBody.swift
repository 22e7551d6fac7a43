import FlyingFox
import FlyingSocks

/// A body that ends early: it yields only `bytes`, while the response announces more, so the
/// server gives up and closes the connection mid-body, the way a dropped connection looks.
struct TruncatedBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Cut: Error {}

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]?

        mutating func next() async throws -> UInt8? {
            guard var remaining = bytes, !remaining.isEmpty else { throw Cut() }
            let first = remaining.removeFirst()
            bytes = remaining
            return first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            // Failing (rather than ending) makes the server drop the connection mid-body.
            guard let remaining = bytes, !remaining.isEmpty else { throw Cut() }
            bytes = nil
            return remaining
        }
    }
}
