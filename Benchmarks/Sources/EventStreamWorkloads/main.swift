// The workloads of issue 16, EventStream beside OpenCombine 0.14, in one process.
//
//   EventStreamWorkloads                  every workload: checksums compared, ns per operation
//                                         (median, min–max of 7 runs), mallocs per operation
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

func figures(_ run: (Int) -> Int, operations: Int) -> (time: [Double], mallocs: Double) {
    consume(run(operations / 10))
    let before = allocation_counter_read()
    consume(run(operations))
    let mallocs = Double(allocation_counter_read() - before) / Double(operations)
    let samples = Stopwatch.samples(iterations: 7, warmup: 0) { consume(run(operations)) }
    return (samples.map { Double($0) / Double(operations) }, mallocs)
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
print("| workload | EventStream ns/op (min–max), mallocs/op | OpenCombine ns/op (min–max), mallocs/op |")
print("|---|---|---|")
for item in chosen {
    let expected = item.openCombine(item.operations)
    let actual = item.eventStream(item.operations)
    precondition(actual == expected, "\(item.id): EventStream's checksum \(actual), OpenCombine's \(expected)")
    let eventStream = figures(item.eventStream, operations: item.operations)
    let openCombine = figures(item.openCombine, operations: item.operations)
    print("| \(item.id) \(item.title) | \(format(summary(eventStream.time, mallocs: eventStream.mallocs))) | \(format(summary(openCombine.time, mallocs: openCombine.mallocs))) |")
}
