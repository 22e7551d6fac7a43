import EventStream
import EventStreamTesting
import Testing
@testable import PhotoTUI

@Suite("Keyed image store")
struct KeyedImageStoreTests {
    /// A store of byte arrays costed by their length, within `byteLimit` and 10 values.
    private func store(byteLimit: Int, on scheduler: TestScheduler) -> KeyedImageStore<String, [UInt8]> {
        KeyedImageStore(main: scheduler, capacity: 10, byteLimit: byteLimit) { $0.count }
    }

    private func load(_ key: String, bytes: Int, into store: KeyedImageStore<String, [UInt8]>, on scheduler: TestScheduler) {
        store.start(key, Single.just([UInt8](repeating: 1, count: bytes)), onLoaded: { _ in }, onFailure: { _ in })
        scheduler.advanceTo(scheduler.clock + 1)
    }

    private func kept(_ keys: [String], in store: KeyedImageStore<String, [UInt8]>) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: keys.compactMap { key in store[key].map { (key, $0.count) } })
    }

    @Test func theLeastRecentlyUsedGoFirstOnceTheBytesAreOverTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = store(byteLimit: 100, on: scheduler)
        load("a", bytes: 40, into: store, on: scheduler)
        load("b", bytes: 40, into: store, on: scheduler)
        store.touch("a")
        load("c", bytes: 40, into: store, on: scheduler)
        #expect(kept(["a", "b", "c"], in: store) == ["a": 40, "c": 40])
        #expect(store.byteCount == 80)
        #expect(store.count == 2)
    }

    @Test func aValueOverTheWholeLimitIsNotKeptAndEvictsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = store(byteLimit: 100, on: scheduler)
        load("a", bytes: 60, into: store, on: scheduler)
        load("huge", bytes: 101, into: store, on: scheduler)
        #expect(kept(["a", "huge"], in: store) == ["a": 60])
        #expect(store.byteCount == 60)
    }

    @Test func manySmallValuesStayWithinTheBytes() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = KeyedImageStore<String, [UInt8]>(main: scheduler, capacity: 1_000, byteLimit: 1_000) { $0.count }
        for index in 0..<500 {
            store.start("\(index)", Single.just([UInt8](repeating: 0, count: 7 + index % 13)), onLoaded: { _ in }, onFailure: { _ in })
        }
        scheduler.advanceTo(1)
        #expect(store.byteCount <= 1_000)
        #expect(store.byteCount == (0..<500).compactMap { store["\($0)"]?.count }.reduce(0, +))
        #expect(store["499"] != nil)
    }
}
