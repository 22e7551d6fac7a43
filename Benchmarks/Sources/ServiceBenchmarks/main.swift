import BenchmarkSupport
import EventStream
import Foundation
import PhotoCore

// Service benchmarks: the offline server's throughput for search pages on loopback, procedural
// thumbnail render+encode, and the client's fetch+decode of one search page over a kept-alive
// connection. Every loop is bounded in count; all traffic stays on 127.0.0.1.

func waitFor<T>(_ single: Single<T>) -> Result<T, Error> {
    let semaphore = DispatchSemaphore(value: 0)
    let lock = NSLock()
    var result: Result<T, Error>?
    let subscription = single.subscribe { value in
        lock.withLock { result = value }
        semaphore.signal()
    }
    _ = semaphore.wait(timeout: .now() + 60)
    subscription.dispose()
    return lock.withLock { result ?? .failure(PhotoServiceError.timedOut) }
}

final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

let catalogStart = Stopwatch.now()
let catalog = OfflineCatalog(seed: 1, count: 1000)
let catalogTime = Stopwatch.now() - catalogStart
let server = OfflineServer(catalog: catalog)
let baseURL = try server.startAndWait()
var rows: [(String, String)] = [("Generate the 1,000-photo catalog (each look and search text worked out on first use)", Stopwatch.format(nanoseconds: catalogTime))]

// 1. Server: search pages per second over kept-alive connections, 1 and 4 requests in flight.
for concurrency in [1, 4] {
    let transport = CurlTransport(maxConnectionsPerHost: concurrency)
    let queries = ["sea", "mountain", "바다", "forest", "city", "night", "산", "desert"]
    let total = 1000
    let inFlight = DispatchSemaphore(value: concurrency)
    let group = DispatchGroup()
    let failures = FailureCount()
    func request(_ index: Int) -> HTTPRequest {
        let query = queries[index % queries.count].addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        var headers = HTTPHeaderFields()
        headers.append("Authorization", "Client-ID bench")
        return HTTPRequest(url: URL(string: "\(baseURL.absoluteString)/search/photos?query=\(query)&page=\(index % 5 + 1)&per_page=30")!, headers: headers)
    }
    for index in 0..<(concurrency * 10) {  // warm-up: open the connections
        inFlight.wait()
        group.enter()
        transport.start(request(index)) { _ in
            inFlight.signal()
            group.leave()
        }
    }
    group.wait()
    let start = Stopwatch.now()
    for index in 0..<total {
        inFlight.wait()
        group.enter()
        transport.start(request(index)) { result in
            if (try? result.get().status) != 200 { failures.add() }
            inFlight.signal()
            group.leave()
        }
    }
    group.wait()
    let seconds = Double(Stopwatch.now() - start) / 1e9
    rows.append((
        "Server: search pages of 30 per second, \(concurrency) in flight, loopback",
        String(format: "%.0f req/s (%d requests, %d failed)", Double(total) / seconds, total, failures.value)))
}

// 2. Render + encode a procedural photo (a different photo each time: no cache).
for (width, height, iterations) in [(200, 133, 200), (1080, 720, 30)] {
    let ids = catalog.photoIDs
    var index = 0
    let samples = try Stopwatch.samples(iterations: iterations) {
        _ = try catalog.renderJPEG(id: ids[index % ids.count], width: width, height: height, quality: 80)
        index += 1
    }
    rows.append(("Render + JPEG encode \(width)×\(height) (median of \(iterations))", Stopwatch.format(nanoseconds: Stopwatch.median(samples))))
}

// 3. Transport alone: a tiny request over a kept-alive connection (the floor under the client figure).
do {
    let transport = CurlTransport()
    var headers = HTTPHeaderFields()
    headers.append("Authorization", "Client-ID bench")
    let request = HTTPRequest(url: URL(string: "\(baseURL.absoluteString)/topics/night")!, headers: headers)
    let samples = try Stopwatch.samples(iterations: 200, warmup: 10) { _ = try waitFor(transport.send(request)).get() }
    rows.append(("Transport: round trip of a small request, kept-alive (median of 200)", Stopwatch.format(nanoseconds: Stopwatch.median(samples))))
}

// 4. Client: fetch + decode one search page (30 photos) over a kept-alive connection, no cache.
do {
    let client = UnsplashClient(
        configuration: .init(baseURL: baseURL, accessKey: "bench", cacheDirectory: nil, cacheTimeToLive: 0, retry: .none),
        transport: CurlTransport())
    var page = 0
    let samples = try Stopwatch.samples(iterations: 200, warmup: 10) {
        page += 1
        _ = try waitFor(client.searchPhotos(SearchQuery("sea", page: page % 5 + 1, perPage: 30))).get()
    }
    rows.append(("Client: fetch + decode a 30-photo search page, kept-alive (median of 200)", Stopwatch.format(nanoseconds: Stopwatch.median(samples))))
}

let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
var report = """
    # Service benchmarks

    `cd Benchmarks && swift run -c release ServiceBenchmarks` on \(ISO8601DateFormatter().string(from: Date()).prefix(10)), \
    \(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), shared with other builds. Offline library of 1,000 photos on 127.0.0.1.

    | Measure | Result |
    |---|---|

    """
for (name, value) in rows { report += "| \(name) | \(value) |\n" }
report += """

    The machine's two cores are shared with other builds and test runs, so figures move by up to 2× between runs; \
    compare runs made back to back. The server's time goes mostly into Foundation's `JSONEncoder` (about 44 KB per \
    page of 30); search itself is a byte scan over pre-lowered UTF-8.

    """
print(report)
let resultsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("results/service.md")
try? FileManager.default.createDirectory(at: resultsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
try report.write(to: resultsURL, atomically: true, encoding: .utf8)
exit(0)
