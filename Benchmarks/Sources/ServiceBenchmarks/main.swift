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

let catalog = OfflineCatalog(seed: 1, count: 1000)
let server = OfflineServer(catalog: catalog)
let baseURL = try server.startAndWait()
var rows: [(String, String)] = []

// 1. Server: search pages per second, 8 requests in flight over kept-alive connections.
do {
    let transport = CurlTransport(maxConnectionsPerHost: 8)
    let queries = ["sea", "mountain", "바다", "forest", "city", "night", "산", "desert"]
    let total = 2000
    let inFlight = DispatchSemaphore(value: 8)
    let group = DispatchGroup()
    let lock = NSLock()
    var failures = 0
    func request(_ index: Int) -> HTTPRequest {
        let query = queries[index % queries.count].addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        var headers = HTTPHeaderFields()
        headers.append("Authorization", "Client-ID bench")
        return HTTPRequest(url: URL(string: "\(baseURL.absoluteString)/search/photos?query=\(query)&page=\(index % 5 + 1)&per_page=30")!, headers: headers)
    }
    for index in 0..<100 {  // warm-up
        group.enter()
        transport.start(request(index)) { _ in group.leave() }
    }
    group.wait()
    let start = Stopwatch.now()
    for index in 0..<total {
        inFlight.wait()
        group.enter()
        transport.start(request(index)) { result in
            if (try? result.get().status) != 200 { lock.withLock { failures += 1 } }
            inFlight.signal()
            group.leave()
        }
    }
    group.wait()
    let seconds = Double(Stopwatch.now() - start) / 1e9
    rows.append(("Server: search pages (30 results) per second, 8 in flight, loopback", String(format: "%.0f req/s (%d requests, %d failed)", Double(total) / seconds, total, failures)))
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

// 3. Client: fetch + decode one search page (30 photos) over a kept-alive connection, no cache.
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
print(report)
let resultsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("results/service.md")
try? FileManager.default.createDirectory(at: resultsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
try report.write(to: resultsURL, atomically: true, encoding: .utf8)
exit(0)
