import EventStreamTesting
import OpenCombine

/// The workloads written against OpenCombine 0.14, the peer.
enum OpenCombineSide {
    static func mapFilter(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        cancellable.cancel()
        return sum
    }

    static func chainOnJust(_ count: Int) -> Int {
        var sum = 0
        for _ in 0..<count {
            let cancellable = Just(1)
                .map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.removeDuplicates().map { $0 &+ 1 }
                .sink { sum &+= $0 }
            cancellable.cancel()
        }
        return sum
    }

    static func chainOnSubject(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        for _ in 0..<count {
            let cancellable = subject
                .map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.removeDuplicates().map { $0 &+ 1 }
                .sink { sum &+= $0 }
            cancellable.cancel()
            sum &+= 1
        }
        return sum
    }

    static func chainElements(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject
            .map { $0 &+ 1 }.filter { $0 & 3 != 0 }.map { $0 &* 2 }.removeDuplicates().map { $0 &+ 1 }
            .sink { sum &+= $0 }
        for value in 0..<count { subject.send(value / 2) }
        cancellable.cancel()
        return sum
    }

    static func switchToLatestJust(_ count: Int) -> Int {
        let outer = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = outer.map { Just($0) }.switchToLatest().sink { sum &+= $0 }
        for value in 0..<count { outer.send(value) }
        cancellable.cancel()
        return sum
    }

    static func switchToLatestSubject(_ count: Int) -> Int {
        let outer = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = outer.map { CurrentValueSubject<Int, Never>($0) }.switchToLatest().sink { sum &+= $0 }
        for value in 0..<count { outer.send(value) }
        cancellable.cancel()
        return sum
    }

    static func debounceHeap(_ count: Int) -> Int {
        let engine = HeapScheduler()
        let scheduler = HeapOpenCombineScheduler(engine: engine)
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.debounce(for: .milliseconds(debounceWindow), scheduler: scheduler).sink { sum &+= $0 }
        var time = 0
        for index in 0..<count {
            time += debounceGaps[index % debounceGaps.count]
            engine.advance(to: time)
            subject.send(index)
        }
        engine.advance(to: time + 100)
        cancellable.cancel()
        return sum
    }

    static func debounceTestScheduler(_ count: Int) -> Int {
        let base = TestScheduler(initialClock: 0)
        let scheduler = TestOpenCombineScheduler(base: base)
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.debounce(for: .milliseconds(debounceWindow), scheduler: scheduler).sink { sum &+= $0 }
        var time = 0
        for index in 0..<count {
            time += debounceGaps[index % debounceGaps.count]
            base.advanceTo(time)
            subject.send(index)
        }
        base.advanceTo(time + 100)
        cancellable.cancel()
        return sum
    }

    static func relay(_ count: Int, subscribers: Int) -> Int {
        let subject = CurrentValueSubject<Int, Never>(0)
        var sum = 0
        let cancellables = (0..<subscribers).map { _ in subject.sink { sum &+= $0 } }
        for value in 0..<count { subject.send(value) }
        for cancellable in cancellables { cancellable.cancel() }
        return sum
    }

    /// OpenCombine has no replaying share; with every subscriber attached before the first
    /// element, `share()` delivers the same elements.
    static func share(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.share()
        var sum = 0
        let cancellables = (0..<10).map { _ in shared.sink { sum &+= $0 } }
        for value in 0..<count { subject.send(value) }
        for cancellable in cancellables { cancellable.cancel() }
        return sum
    }
}
