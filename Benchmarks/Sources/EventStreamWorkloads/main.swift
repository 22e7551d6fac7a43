// The workloads of issue 16, EventStream beside OpenCombine 0.14, in one process.
//
//   EventStreamWorkloads                  every workload: checksums compared, ns per operation
//                                         (median, min–max of 7 runs, the two libraries'
//                                         runs interleaved), mallocs per operation
//   EventStreamWorkloads table 1 2b …     the same for some workloads
//   EventStreamWorkloads ops ID es|oc N   one run of N operations, for cachegrind
//                                         (scripts/bench-check.sh takes the difference of two N)
import BenchmarkSupport
import CAllocationCounter
import Foundation

/// Keeps results alive so the optimiser cannot drop the work that produced them.
@inline(never)
func consume(_ value: Int) {
    if value == Int.min { print("unreachable") }
}

func workload(_ id: String) -> Workload {
    guard let found = workloads.first(where: { $0.id == id }) else {
        FileHandle.standardError.write("unknown workload \(id); one of \(workloads.map(\.id).joined(separator: " "))\n".data(using: .utf8)!)
        exit(2)
    }
    return found
}

struct Figures {
    let median: Double
    let min: Double
    let max: Double
    let mallocs: Double
}

/// Mallocs per operation of one run of `operations`, after a shorter warm-up run.
func mallocs(_ run: (Int) -> Int, operations: Int) -> Double {
    consume(run(operations / 10))
    let before = allocation_counter_read()
    consume(run(operations))
    return Double(allocation_counter_read() - before) / Double(operations)
}

/// ns per operation of one run of `operations`.
func nanosecondsPerOperation(_ run: (Int) -> Int, operations: Int) -> Double {
    let start = Stopwatch.now()
    consume(run(operations))
    return Double(Stopwatch.now() - start) / Double(operations)
}

/// ns per operation of 7 runs of each library, interleaved (EventStream, OpenCombine, …) so that
/// a change in the machine's load falls on both sides alike.
func interleavedTimes(_ item: Workload) -> (eventStream: [Double], openCombine: [Double]) {
    var eventStream: [Double] = [], openCombine: [Double] = []
    for _ in 0..<7 {
        eventStream.append(nanosecondsPerOperation(item.eventStream, operations: item.operations))
        openCombine.append(nanosecondsPerOperation(item.openCombine, operations: item.operations))
    }
    return (eventStream, openCombine)
}

func summary(_ perOp: [Double], mallocs: Double) -> Figures {
    let sorted = perOp.sorted()
    return Figures(median: sorted[sorted.count / 2], min: sorted.first!, max: sorted.last!, mallocs: mallocs)
}

func format(_ figures: Figures) -> String {
    String(format: "%.1f ns (%.1f–%.1f), %.2f mallocs", figures.median, figures.min, figures.max, figures.mallocs)
}

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "ops" {
    guard arguments.count == 4, let count = Int(arguments[3]), ["es", "oc"].contains(arguments[2]) else {
        FileHandle.standardError.write("usage: EventStreamWorkloads ops ID es|oc N\n".data(using: .utf8)!)
        exit(2)
    }
    let chosen = workload(arguments[1])
    print(arguments[2] == "es" ? chosen.eventStream(count) : chosen.openCombine(count))
    exit(0)
}

let chosen = arguments.first == "table" && arguments.count > 1 ? arguments.dropFirst().map(workload) : workloads
print("| workload | EventStream ns/op (min–max), mallocs/op | OpenCombine ns/op (min–max), mallocs/op | OC÷ES ns |")
print("|---|---|---|---:|")
for item in chosen {
    let expected = item.openCombine(item.operations)
    let actual = item.eventStream(item.operations)
    precondition(actual == expected, "\(item.id): EventStream's checksum \(actual), OpenCombine's \(expected)")
    let eventStreamMallocs = mallocs(item.eventStream, operations: item.operations)
    let openCombineMallocs = mallocs(item.openCombine, operations: item.operations)
    let times = interleavedTimes(item)
    let eventStream = summary(times.eventStream, mallocs: eventStreamMallocs)
    let openCombine = summary(times.openCombine, mallocs: openCombineMallocs)
    let ratio = String(format: "%.2f", openCombine.median / eventStream.median)
    print("| \(item.id) \(item.title) | \(format(eventStream)) | \(format(openCombine)) | \(ratio) |")
}
