import BenchmarkSupport
import EventStream
import Foundation
import PhotoCore

// The folder index at 100,000 photos (issue 24): a generated folder of small JPEGs with EXIF
// (1,000 per subfolder), each launch in a fresh process with its own timings:
//
//   swift run -c release FolderIndexBenchmarks [--files N] [--folder DIR]
//
// --folder keeps the generated photos in DIR between runs (they are made once). Each phase runs
// as `FolderIndexBenchmarks PHASE FOLDER CACHE` and prints `key=value` lines.

let arguments = Array(CommandLine.arguments.dropFirst())

func value(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

func memory(_ field: String) -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Double(Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func result<T>(_ single: Single<T>, timeout: Double = 600) -> T? {
    let semaphore = DispatchSemaphore(value: 0)
    let box = Locked<T?>(nil)
    let subscription = single.subscribe(onSuccess: { value in box.withLock { $0 = value }; semaphore.signal() },
                                        onFailure: { _ in semaphore.signal() })
    _ = semaphore.wait(timeout: .now() + timeout)
    subscription.dispose()
    return box.withLock { $0 }
}

func milliseconds(since start: UInt64) -> Double { Double(Stopwatch.now() - start) / 1e6 }

func report(_ key: String, _ value: Any) { print("\(key)=\(value)") }

/// How late a normal-priority thread wakes from 5 ms sleeps while `body` runs: the event loop's
/// view of a machine busy indexing (the indexer's threads run at nice 10).
final class LatencyProbe: @unchecked Sendable {
    private let stop = Locked(false)
    private let samples = Locked<[Double]>([])
    private let done = DispatchSemaphore(value: 0)

    func start() {
        let thread = Thread { [self] in
            while !stop.withLock({ $0 }) {
                let before = Stopwatch.now()
                usleep(5000)
                let late = Double(Stopwatch.now() - before) / 1e6 - 5
                samples.withLock { $0.append(late) }
            }
            done.signal()
        }
        thread.start()
    }

    func finish() -> (p99: Double, max: Double, count: Int) {
        stop.withLock { $0 = true }
        done.wait()
        let sorted = samples.withLock { $0 }.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        return (sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], sorted.last!, sorted.count)
    }
}

func service(_ folder: URL, _ cache: URL, order: FolderOrder, watches: Bool = false) -> FolderPhotoService {
    FolderPhotoService(roots: [folder], order: order, index: .cache(cache), watches: watches)
}

func waitFor(_ service: FolderPhotoService, phase: String, timeout: Double = 600) {
    let deadline = Date().addingTimeInterval(timeout)
    while service.indexPhases[phase] == nil && Date() < deadline { usleep(2000) }
}

let phase = arguments.first ?? "all"
switch phase {
case "generate":
    let folder = URL(fileURLWithPath: arguments[1])
    let count = Int(arguments[2]) ?? 100_000
    let start = Stopwatch.now()
    let written = try PhotoFolderGenerator(root: folder, files: count, perFolder: 1000).generate()
    report("generated", written)
    report("generate_ms", milliseconds(since: start))

case "first-name":
    let start = Stopwatch.now()
    let photos = service(URL(fileURLWithPath: arguments[1]), URL(fileURLWithPath: arguments[2]), order: .name)
    let page = result(photos.listPhotos(page: 1, perPage: 30))
    report("first_name_page_ms", milliseconds(since: start))
    report("first_name_rows", page?.items.count ?? 0)
    photos.stop()

case "first-date":
    let probe = LatencyProbe()
    probe.start()
    let cpu = cpuSeconds()
    let start = Stopwatch.now()
    let photos = service(URL(fileURLWithPath: arguments[1]), URL(fileURLWithPath: arguments[2]), order: .date)
    let page = result(photos.searchPhotos(SearchQuery("", perPage: 30, orderBy: .dateTaken)))
    report("first_date_page_ms", milliseconds(since: start))
    report("first_date_rows", page?.results.count ?? 0)
    report("first_date_headings", page?.sections.count ?? 0)
    if let heading = page?.sections.sorted(by: { $0.key < $1.key }).first?.value { report("first_heading", heading) }
    waitFor(photos, phase: "hashed")
    let full = milliseconds(since: start)
    let latency = probe.finish()
    report("full_index_ms", full)
    report("phases", photos.indexPhases.sorted { $0.value < $1.value }.map { "\($0.key) \(Int($0.value * 1000)) ms" }.joined(separator: ", "))
    report("index_cpu_s", String(format: "%.2f", cpuSeconds() - cpu))
    report("photos", photos.currentProgress.photos)
    report("wake_late_p99_ms", String(format: "%.1f", latency.p99))
    report("wake_late_max_ms", String(format: "%.1f", latency.max))
    photos.stop()

case "second":
    let folder = URL(fileURLWithPath: arguments[1]), cache = URL(fileURLWithPath: arguments[2])
    let start = Stopwatch.now()
    let photos = service(folder, cache, order: .date)
    let page = result(photos.searchPhotos(SearchQuery("", perPage: 30, orderBy: .dateTaken)))
    report("second_date_page_ms", milliseconds(since: start))
    report("second_date_rows", page?.results.count ?? 0)
    waitFor(photos, phase: "hashed")
    report("second_walked_ms", milliseconds(since: start))
    report("phases", photos.indexPhases.sorted { $0.value < $1.value }.map { "\($0.key) \(Int($0.value * 1000)) ms" }.joined(separator: ", "))
    report("rss_mib", String(format: "%.1f", memory("VmRSS")))
    report("hwm_mib", String(format: "%.1f", memory("VmHWM")))
    // Search over the index: medians of 15 runs each.
    for query in ["jeju", "canon 2019", "2019-06-01..2019-06-14", "jun 2020", "harbour sony", "img_0042", "zzz-nothing"] {
        _ = result(photos.searchPhotos(SearchQuery(query, perPage: 30, orderBy: .dateTaken)))
        var total = 0
        let samples = Stopwatch.samples(iterations: 15, warmup: 1) {
            total = result(photos.searchPhotos(SearchQuery(query, perPage: 30, orderBy: .dateTaken)))?.total ?? -1
        }
        report("search \(query)", String(format: "%.1f ms (%d matches)", Double(Stopwatch.median(samples)) / 1e6, total))
    }
    // EXIF thumbnails through the image fetcher, as list rows ask them (40×24 pixels).
    let rows = (result(photos.searchPhotos(SearchQuery("", page: 1, perPage: 30, orderBy: .name))).map { [$0] } ?? [])
    var urls: [URL] = []
    for pageNumber in 1...67 {
        urls += result(photos.searchPhotos(SearchQuery("", page: pageNumber, perPage: 30, orderBy: .name)))?.results.map {
            ImageRequest(images: $0.images, size: PixelSize(width: 40, height: 24)).url
        } ?? []
    }
    _ = rows
    let fetcher = LocalImageFetcher(thumbnails: nil)
    let thumbCPU = cpuSeconds()
    var decoded = 0
    for url in urls {
        guard let data = result(fetcher.fetch(url)), let image = try? ImageDecoder().decode(data, atLeast: PixelSize(width: 40, height: 24))
        else { continue }
        _ = Resampler.fill(image, to: PixelSize(width: 40, height: 24))
        decoded += 1
    }
    let spent = cpuSeconds() - thumbCPU
    report("exif_thumbnails", "\(decoded) in \(String(format: "%.3f", spent)) CPU-s = \(Int(Double(decoded) / max(spent, 1e-9))) per CPU-second")
    photos.stop()

case "added":
    // A new file, newest of all, written before launch; then another while running.
    let folder = URL(fileURLWithPath: arguments[1]), cache = URL(fileURLWithPath: arguments[2])
    var (template, offset) = try PhotoFolderGenerator.template(seed: 7)
    func write(_ name: String, date: String) throws {
        template.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in for (i, byte) in date.utf8.enumerated() { raw[offset + i] = byte } }
        try template.write(to: folder.appendingPathComponent("2015/album-000/\(name)"))
    }
    try write("NEW_LAUNCH.jpg", date: "2031:01:01 09:00:00")
    let start = Stopwatch.now()
    let photos = service(folder, cache, order: .date, watches: true)
    let changed = Locked(0)
    let watch = photos.changes?.subscribe(onNext: { changed.withLock { $0 += 1 } })
    // A watcher that could not start (inotify instances or watches used up) says so here.
    let notices = photos.notices?.subscribe(onNext: { report("notice", $0) })
    var seen = false
    while !seen && milliseconds(since: start) < 30_000 {
        seen = result(photos.searchPhotos(SearchQuery("", perPage: 30, orderBy: .dateTaken)))?.results.first?.title == "NEW_LAUNCH.jpg"
        if !seen { usleep(5000) }
    }
    report("added_next_launch_ms", seen ? String(format: "%.0f", milliseconds(since: start)) : "not seen in 30 s")
    waitFor(photos, phase: "hashed")
    usleep(500_000)  // the watches are set up after the walk
    try write("NEW_RUNNING.jpg", date: "2031:01:02 09:00:00")
    let written = Stopwatch.now()
    seen = false
    while !seen && milliseconds(since: written) < 30_000 {
        if changed.withLock({ $0 }) > 0 {
            seen = result(photos.searchPhotos(SearchQuery("", perPage: 30, orderBy: .dateTaken)))?.results.first?.title == "NEW_RUNNING.jpg"
        }
        if !seen { usleep(5000) }
    }
    report("added_while_running_ms", seen ? String(format: "%.0f", milliseconds(since: written)) : "not seen in 30 s")
    watch?.dispose()
    notices?.dispose()
    photos.stop()
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("2015/album-000/NEW_LAUNCH.jpg"))
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("2015/album-000/NEW_RUNNING.jpg"))

case "duplicates":
    // 9,400 distinct pictures (each its own), 300 exact copies, 300 resized copies: 10,000 photos.
    let folder = URL(fileURLWithPath: arguments[1]), cache = URL(fileURLWithPath: arguments[2])
    if !FileManager.default.fileExists(atPath: folder.path) {
        for number in 0..<10 {
            let directory = folder.appendingPathComponent(String(format: "set-%02d", number))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        for index in 0..<9_400 {
            let scene = try PhotoFolderGenerator.template(seed: 1000 + index).data
            try scene.write(to: folder.appendingPathComponent(String(format: "set-%02d/P%05d.jpg", index % 10, index)))
            if index < 300 {
                try scene.write(to: folder.appendingPathComponent(String(format: "set-%02d/P%05d-copy.jpg", (index + 1) % 10, index)))
            } else if index < 600 {
                let image = try ImageDecoder().decode(scene)
                let smaller = Resampler.resample(image, to: PixelSize(width: 200, height: 150))
                try JPEGEncoder(quality: 60).encode(smaller)
                    .write(to: folder.appendingPathComponent(String(format: "set-%02d/P%05d-small.jpg", (index + 3) % 10, index)))
            }
        }
    }
    let photos = service(folder, cache, order: .name)
    waitFor(photos, phase: "hashed")
    report("indexed", photos.currentProgress.photos)
    let start = Stopwatch.now()
    let groups = result(photos.duplicates()) ?? []
    report("duplicates_first_ms", String(format: "%.0f", milliseconds(since: start)))
    let again = Stopwatch.now()
    _ = result(photos.duplicates())
    report("duplicates_again_ms", String(format: "%.0f", milliseconds(since: again)))
    report("groups", "\(groups.filter { $0.kind == .exact }.count) exact, \(groups.filter { $0.kind == .similar }.count) similar, largest \(groups.map(\.files.count).max() ?? 0)")
    // Each planted resized copy (P00300-small.jpg …) in a similar group with its original (P00300.jpg).
    let name = { (file: LocalPhotoFile) in (file.relativePath as NSString).lastPathComponent }
    let found = Set(groups.filter { $0.kind == .similar }.flatMap { group -> [String] in
        let names = Set(group.files.map(name))
        return names.filter { $0.hasSuffix("-small.jpg") && names.contains($0.replacingOccurrences(of: "-small", with: "")) }
    })
    let planted = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("-small.jpg") }.count
    report("resized_copies_found", "\(found.count) of \(planted)")
    // Every file of a picture starts with its number (P00042.jpg, P00042-copy.jpg, P00042-small.jpg):
    // a group holding two numbers put distinct photos together.
    let mixed = groups.filter { Set($0.files.map { String(name($0).prefix(6)) }).count > 1 }
    report("groups_of_distinct_photos", "\(mixed.count) (\(mixed.map(\.files.count).reduce(0, +)) files)")
    photos.stop()

default:
    // Every phase, each in a fresh process.
    let files = value("--files").flatMap(Int.init) ?? 100_000
    let kept = value("--folder")
    let folder = URL(fileURLWithPath: kept ?? NSTemporaryDirectory() + "photo-tui-index-bench-\(getpid())")
    let work = URL(fileURLWithPath: NSTemporaryDirectory() + "photo-tui-index-bench-cache-\(getpid())")
    defer {
        if kept == nil { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.removeItem(at: work)
    }
    func run(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        print(text, terminator: "")
        return text
    }
    if !FileManager.default.fileExists(atPath: folder.path) { _ = run(["generate", folder.path, String(files)]) }
    // The page cache warm (the issue's "warm"): one read of everything.
    _ = run(["first-name", folder.path, work.appendingPathComponent("name").path])
    _ = run(["first-date", folder.path, work.appendingPathComponent("date").path])
    _ = run(["second", folder.path, work.appendingPathComponent("date").path])
    _ = run(["added", folder.path, work.appendingPathComponent("date").path])
    _ = run(["duplicates", folder.path + "-duplicates", work.appendingPathComponent("duplicates").path])
    if kept == nil { try? FileManager.default.removeItem(atPath: folder.path + "-duplicates") }
    print("load=" + ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines))
}
