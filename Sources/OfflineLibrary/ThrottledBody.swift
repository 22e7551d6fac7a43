import FlyingFox
import FlyingSocks

/// A body sent at a fixed rate, a tenth of a second's worth at a time, the way a slow link
/// delivers a large photo: for trying (and testing) downloads and loading that take a while.
struct ThrottledBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]
    let bytesPerSecond: Int

    func makeAsyncIterator() -> Iterator {
        Iterator(bytes: bytes[...], chunk: Swift.max(1, bytesPerSecond / 10))
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: ArraySlice<UInt8>
        let chunk: Int

        mutating func next() async throws -> UInt8? {
            guard let first = bytes.first else { return nil }
            bytes = bytes.dropFirst()
            return first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !bytes.isEmpty else { return nil }
            try await Task.sleep(nanoseconds: 100_000_000)
            let part = bytes.prefix(chunk)
            bytes = bytes.dropFirst(part.count)
            return Array(part)
        }
    }
}
