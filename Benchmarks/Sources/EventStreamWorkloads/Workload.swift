/// One workload of issue 16: the same work written against each library, returning a checksum
/// that both must agree on. `run(n)` does `n` operations (elements, subscriptions, switches or
/// accepts, as the workload counts them).
struct Workload {
    let id: String
    let title: String
    /// Operations per timed run.
    let operations: Int
    let eventStream: (Int) -> Int
    let openCombine: (Int) -> Int
}

/// Debounce gaps in ticks: 17 values between 1 and 40, never the 10-tick window itself.
let debounceGaps = [1, 3, 7, 12, 2, 40, 5, 9, 11, 15, 4, 20, 6, 33, 8, 25, 13]

/// The debounce window of workloads 4 and 4t, in ticks.
let debounceWindow = 10

let workloads: [Workload] = [
    Workload(id: "1", title: "subject → map → filter → sink, per element", operations: 1_000_000,
             eventStream: EventStreamSide.mapFilter, openCombine: OpenCombineSide.mapFilter),
    Workload(id: "2a", title: "5 operators on `just(1)` per op, subscribe + dispose", operations: 100_000,
             eventStream: EventStreamSide.chainOnJust, openCombine: OpenCombineSide.chainOnJust),
    Workload(id: "2b", title: "5 operators on a live subject, subscribe + dispose", operations: 100_000,
             eventStream: EventStreamSide.chainOnSubject, openCombine: OpenCombineSide.chainOnSubject),
    Workload(id: "2c", title: "5 operators on a live subject, per element (every other one a repeat)", operations: 1_000_000,
             eventStream: EventStreamSide.chainElements, openCombine: OpenCombineSide.chainElements),
    Workload(id: "3a", title: "flatMapLatest switch, inner `just`", operations: 100_000,
             eventStream: EventStreamSide.flatMapLatestJust, openCombine: OpenCombineSide.switchToLatestJust),
    Workload(id: "3b", title: "flatMapLatest switch, inner BehaviorSubject kept until switched away", operations: 100_000,
             eventStream: EventStreamSide.flatMapLatestSubject, openCombine: OpenCombineSide.switchToLatestSubject),
    Workload(id: "4", title: "debounce, minimal virtual-time scheduler", operations: 100_000,
             eventStream: EventStreamSide.debounceHeap, openCombine: OpenCombineSide.debounceHeap),
    Workload(id: "4t", title: "debounce, TestScheduler", operations: 100_000,
             eventStream: EventStreamSide.debounceTestScheduler, openCombine: OpenCombineSide.debounceTestScheduler),
    Workload(id: "5.1", title: "BehaviorRelay, 1 subscriber, per accept", operations: 1_000_000,
             eventStream: { EventStreamSide.relay($0, subscribers: 1) }, openCombine: { OpenCombineSide.relay($0, subscribers: 1) }),
    Workload(id: "5.10", title: "BehaviorRelay, 10 subscribers, per accept", operations: 1_000_000,
             eventStream: { EventStreamSide.relay($0, subscribers: 10) }, openCombine: { OpenCombineSide.relay($0, subscribers: 10) }),
    Workload(id: "6", title: "share(replay: 1), 10 subscribers, per element", operations: 100_000,
             eventStream: EventStreamSide.shareReplay, openCombine: OpenCombineSide.share),
]
