// EventStream against OpenCombine 0.14 on the workloads of issue 3, in one run, same machine:
// `cd Benchmarks && swift run -c release EventStreamBenchmarks`. Each figure is the median of
// many timed runs after warm-up; the table is printed as markdown.
import BenchmarkSupport
import CAllocationCounter
import EventStream
import EventStreamTesting
import Foundation
import OpenCombine

/// Keeps results alive so the optimiser cannot drop the work that produced them.
@inline(never)
func consume(_ value: Int) {
    if value == Int.min { print("unreachable") }
}

// MARK: - 1. subject → map → filter → subscriber, 1,000,000 elements

let elementCount = 1_000_000

func eventStreamMapFilter() -> Int {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
    for value in 0..<elementCount { subject.onNext(value) }
    subscription.dispose()
    return sum
}

func openCombineMapFilter() -> Int {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
    for value in 0..<elementCount { subject.send(value) }
    cancellable.cancel()
    return sum
}

// MARK: - 2. subscribe + dispose of a 5-operator chain, 100,000 times

let subscribeCount = 100_000

func eventStreamSubscribeDispose() -> Int {
    let subject = PublishSubject<Int>()
    let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.filter { $0 != 3 }.distinctUntilChanged()
    var count = 0
    for _ in 0..<subscribeCount {
        let subscription = chain.subscribe(onNext: { count &+= $0 })
        subscription.dispose()
        count &+= 1
    }
    return count
}

func openCombineSubscribeDispose() -> Int {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.filter { $0 != 3 }.removeDuplicates()
    var count = 0
    for _ in 0..<subscribeCount {
        let cancellable = chain.sink { count &+= $0 }
        cancellable.cancel()
        count &+= 1
    }
    return count
}

// MARK: - 3. flatMapLatest switching 100,000 times

let switchCount = 100_000

func eventStreamFlatMapLatest() -> Int {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: { sum &+= $0 })
    for value in 0..<switchCount {
        outer.onNext(value)
        inner.onNext(value)
    }
    subscription.dispose()
    return sum
}

func openCombineSwitchToLatest() -> Int {
    let outer = OpenCombine.PassthroughSubject<Int, Never>()
    let inner = OpenCombine.PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable = outer.map { _ in inner }.switchToLatest().sink { sum &+= $0 }
    for value in 0..<switchCount {
        outer.send(value)
        inner.send(value)
    }
    cancellable.cancel()
    return sum
}

// MARK: - 4. debounce, 100,000 elements scheduled on a virtual-time scheduler

let debounceCount = 100_000

/// Pairs of elements one tick apart, pairs 20 ticks apart: a 5-tick debounce keeps one of each pair.
@inline(__always)
func debounceTime(_ index: Int) -> Int { (index / 2) * 20 + index % 2 + 1 }

func eventStreamDebounce() -> Int {
    let scheduler = EventStream.TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.debounce(.milliseconds(5), scheduler: scheduler).subscribe(onNext: { sum &+= $0 })
    for index in 0..<debounceCount {
        scheduler.scheduleAt(debounceTime(index)) { subject.onNext(index) }
    }
    scheduler.start()
    subscription.dispose()
    return sum
}

func openCombineDebounce() -> Int {
    // The same virtual-time engine drives both libraries, so only the operators differ.
    let base = EventStream.TestScheduler(initialClock: 0)
    let scheduler = VirtualScheduler(base: base)
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable = subject.debounce(for: .milliseconds(5), scheduler: scheduler).sink { sum &+= $0 }
    for index in 0..<debounceCount {
        base.scheduleAt(debounceTime(index)) { subject.send(index) }
    }
    base.start()
    cancellable.cancel()
    return sum
}

// MARK: - Allocations

/// Heap allocations per call of `step`, after `warmup` calls, over `count` calls.
func allocations(warmup: Int = 1_000, count: Int = 100_000, _ step: (Int) -> Void) -> Double {
    for value in 0..<warmup { step(value) }
    let before = allocation_counter_read()
    for value in 0..<count { step(value) }
    let after = allocation_counter_read()
    return Double(after - before) / Double(count)
}

func eventStreamSteadyStateAllocations() -> Double {
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
    let perElement = allocations { subject.onNext($0) }
    subscription.dispose()
    consume(sum)
    return perElement
}

func openCombineSteadyStateAllocations() -> Double {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    var sum = 0
    let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
    let perElement = allocations { subject.send($0) }
    cancellable.cancel()
    consume(sum)
    return perElement
}

func eventStreamSubscribeAllocations() -> Double {
    let subject = PublishSubject<Int>()
    let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.filter { $0 != 3 }.distinctUntilChanged()
    return allocations(count: 10_000) { _ in chain.subscribe(onNext: { consume($0) }).dispose() }
}

func openCombineSubscribeAllocations() -> Double {
    let subject = OpenCombine.PassthroughSubject<Int, Never>()
    let chain = subject.map { $0 &+ 1 }.filter { $0 > 0 }.map { $0 &* 2 }.filter { $0 != 3 }.removeDuplicates()
    return allocations(count: 10_000) { _ in chain.sink { consume($0) }.cancel() }
}

// MARK: - Running

struct Row {
    let workload: String
    let eventStream: UInt64
    let openCombine: UInt64
}

func measure(_ iterations: Int, _ body: () -> Int) -> UInt64 {
    Stopwatch.median(Stopwatch.samples(iterations: iterations, warmup: 2) { consume(body()) })
}

func compare(_ workload: String, iterations: Int, eventStream: () -> Int, openCombine: () -> Int) -> Row {
    let expected = openCombine()
    let actual = eventStream()
    precondition(actual == expected, "\(workload): EventStream computed \(actual), OpenCombine \(expected)")
    // Alternate so that neither library always runs on a warmer (or busier) machine.
    var eventStreamTimes: [UInt64] = []
    var openCombineTimes: [UInt64] = []
    for _ in 0..<3 {
        eventStreamTimes.append(measure(iterations, eventStream))
        openCombineTimes.append(measure(iterations, openCombine))
    }
    return Row(workload: workload, eventStream: eventStreamTimes.sorted()[1], openCombine: openCombineTimes.sorted()[1])
}

// `EventStreamBenchmarks profile N` runs EventStream's workload N (1–4) in a loop, for `perf`.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "profile", let index = Int(CommandLine.arguments[2]) {
    let workloads = [eventStreamMapFilter, eventStreamSubscribeDispose, eventStreamFlatMapLatest, eventStreamDebounce]
    for _ in 0..<20 { consume(workloads[index - 1]()) }
    exit(0)
}

let rows = [
    compare("subject → map → filter → subscriber, 1,000,000 elements", iterations: 9,
            eventStream: eventStreamMapFilter, openCombine: openCombineMapFilter),
    compare("subscribe + dispose of a 5-operator chain, 100,000 times", iterations: 9,
            eventStream: eventStreamSubscribeDispose, openCombine: openCombineSubscribeDispose),
    compare("flatMapLatest / switchToLatest, 100,000 switches", iterations: 9,
            eventStream: eventStreamFlatMapLatest, openCombine: openCombineSwitchToLatest),
    compare("debounce, 100,000 elements on a virtual-time scheduler", iterations: 9,
            eventStream: eventStreamDebounce, openCombine: openCombineDebounce),
]

let allocationRows = [
    ("heap allocations per element, steady state of subject → map → filter → subscriber",
     eventStreamSteadyStateAllocations(), openCombineSteadyStateAllocations()),
    ("heap allocations per subscribe + dispose of the 5-operator chain",
     eventStreamSubscribeAllocations(), openCombineSubscribeAllocations()),
]

print("| Workload | EventStream | OpenCombine 0.14 | Speed-up |")
print("|---|---:|---:|---:|")
for row in rows {
    let speedUp = Double(row.openCombine) / Double(max(row.eventStream, 1))
    print("| \(row.workload) | \(Stopwatch.format(nanoseconds: row.eventStream)) | \(Stopwatch.format(nanoseconds: row.openCombine)) | \(String(format: "%.2f×", speedUp)) |")
}

print("")
print("| Allocations | EventStream | OpenCombine 0.14 |")
print("|---|---:|---:|")
for (name, eventStream, openCombine) in allocationRows {
    print("| \(name) | \(String(format: "%.2f", eventStream)) | \(String(format: "%.2f", openCombine)) |")
}
