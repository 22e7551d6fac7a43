/// What an image loader has done so far: where images came from and how much work it took.
/// Tests assert on it ("one fetch for five requests"); the app may log it.
public struct ImageLoaderStatistics: Equatable, Sendable {
    /// Requests answered from the memory cache at subscription.
    public var memoryHits = 0
    /// Loads answered from the disk cache.
    public var diskHits = 0
    /// Network fetches started.
    public var networkFetches = 0
    /// Body bytes of the network fetches that succeeded.
    public var networkBytes = 0
    /// JPEG decodes run.
    public var decodes = 0
    /// Requests that joined a load already in flight.
    public var coalesced = 0
    /// Loads abandoned because every subscriber disposed before they finished.
    public var cancellations = 0

    /// All zeros.
    public init() {}
}
