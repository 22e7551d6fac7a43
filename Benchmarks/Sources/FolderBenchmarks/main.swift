import BenchmarkSupport
import EventStream
import Foundation
import PhotoCore

// Folder source benchmarks: a generated folder of 10,000 JPEGs with EXIF (100 folders of 100,
// 320×240, ~12 KB each), scanned by FolderPhotoService: time to the first page of 30 and to the
// end of the scan, with the process's memory after it; then thumbnails per second for 200
// camera-sized JPEGs (3000×2000) with a cold and a warm freedesktop cache.
//
//   swift run -c release FolderBenchmarks [files] [--drop-caches]
//
// --drop-caches empties the kernel's page cache before the scan (root only; it slows every
// other process on the machine for a moment), so the scan reads from disk as on a first visit.

let arguments = CommandLine.arguments.dropFirst()
let fileCount = arguments.compactMap { Int($0) }.first ?? 10_000
let dropCaches = arguments.contains("--drop-caches")
let root = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-folder-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }

func memory(_ field: String) -> String {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    return String(format: "%.1f MiB", Double(kilobytes) / 1024)
}

func result<T>(_ single: Single<T>) -> T? {
    let semaphore = DispatchSemaphore(value: 0)
    let lock = NSLock()
    var value: T?
    let subscription = single.subscribe(onSuccess: { result in lock.withLock { value = result }; semaphore.signal() },
                                        onFailure: { _ in semaphore.signal() })
    _ = semaphore.wait(timeout: .now() + 600)
    subscription.dispose()
    return lock.withLock { value }
}

/// CPU seconds the process has used (all threads): on a machine shared with other builds, the
/// wall clock says more about them than about us.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func gradient(width: Int, height: Int, seed: Int) -> PixelImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
        for x in 0..<width {
            let index = (y * width + x) * 3
            pixels[index] = UInt8((x * 255 / width + seed * 37) & 0xFF)
            pixels[index + 1] = UInt8((y * 255 / height + seed * 11) & 0xFF)
            pixels[index + 2] = UInt8((x + y + seed) & 0xFF)
        }
    }
    return PixelImage(width: width, height: height, pixels: pixels)
}

// 1. Generate.
let generateStart = Stopwatch.now()
let cameras = [("Canon", "Canon EOS R6"), ("FUJIFILM", "X-T30"), ("SONY", "ILCE-7M3"), ("Apple", "iPhone 13")]
let folders = max(1, fileCount / 100)
var written = 0
for folder in 0..<folders {
    let directory = root.appendingPathComponent(String(format: "%04d/album-%03d", 2015 + folder % 10, folder))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let base = try JPEGEncoder(quality: 80).encode(gradient(width: 320, height: 240, seed: folder))
    let perFolder = folder == folders - 1 ? fileCount - written : fileCount / folders
    for index in 0..<perFolder {
        let camera = cameras[(folder + index) % cameras.count]
        let metadata = ExifMetadata(
            make: camera.0, model: camera.1, exposureTime: "1/\(60 * (1 + index % 8))", aperture: "2.8", focalLength: "35",
            iso: 100 * (1 + index % 4), dateTaken: String(format: "%04d:%02d:%02d 12:%02d:00", 2015 + folder % 10, 1 + index % 12, 1 + index % 28, index % 60),
            orientation: index % 10 == 0 ? .right : .up, keywords: index % 7 == 0 ? ["harbour"] : [])
        try ExifWriter.insert(metadata, into: base).write(to: directory.appendingPathComponent(String(format: "IMG_%04d.jpg", index)))
        written += 1
    }
}
var rows: [(String, String)] = [("Generate \(written) JPEGs with EXIF in \(folders) folders", Stopwatch.format(nanoseconds: Stopwatch.now() - generateStart))]
if dropCaches {
    sync()
    let dropped = (try? "3".write(toFile: "/proc/sys/vm/drop_caches", atomically: false, encoding: .utf8)) != nil
    rows.append(("Page cache dropped before the scan", dropped ? "yes" : "no (not permitted)"))
}

// 2. Scan: first page, full scan, memory.
let rssBefore = memory("VmRSS")
let scanStart = Stopwatch.now()
let scanCPU = cpuSeconds()
let service = FolderPhotoService(roots: [root])
let firstPage = result(service.listPhotos(page: 1, perPage: 30))
let firstRow = Stopwatch.now() - scanStart
let finished = DispatchSemaphore(value: 0)
let watch = service.progress.subscribe(onNext: { if $0.finished { finished.signal() } })
_ = finished.wait(timeout: .now() + 600)
watch.dispose()
let fullScan = Stopwatch.now() - scanStart
let fullScanCPU = cpuSeconds() - scanCPU
rows.append(("Time to the first page of 30 (\(firstPage?.items.count ?? 0) rows)", Stopwatch.format(nanoseconds: firstRow)))
rows.append(("Time to the full scan (\(service.currentProgress.photos) photos)", Stopwatch.format(nanoseconds: fullScan)))
rows.append(("Scan rate (wall clock; per CPU-second)", String(format: "%.0f files/s; %.0f files per CPU-second (%.2f CPU-s)",
    Double(service.currentProgress.photos) / (Double(fullScan) / 1e9), Double(service.currentProgress.photos) / fullScanCPU, fullScanCPU)))
let searchStart = Stopwatch.now()
let search = result(service.searchPhotos(SearchQuery("harbour 2019-03", perPage: 30)))
rows.append(("Search “harbour 2019-03” over the scanned folder (\(search?.total ?? 0) matches)", Stopwatch.format(nanoseconds: Stopwatch.now() - searchStart)))
let latestStart = Stopwatch.now()
_ = result(service.searchPhotos(SearchQuery("", orderBy: .latest)))
rows.append(("First page in date order (sorts all)", Stopwatch.format(nanoseconds: Stopwatch.now() - latestStart)))
rows.append(("Resident memory before the scan → after it (VmRSS)", "\(rssBefore) → \(memory("VmRSS"))"))

// 3. Thumbnails: 200 camera-sized JPEGs, cold then warm freedesktop cache, 1 and 2 threads.
let cameraFolder = root.appendingPathComponent("camera")
try FileManager.default.createDirectory(at: cameraFolder, withIntermediateDirectories: true)
let big = try JPEGEncoder(quality: 90).encode(gradient(width: 3000, height: 2000, seed: 7))
let thumbnailCount = 200
for index in 0..<thumbnailCount {
    try ExifWriter.insert(ExifMetadata(make: "Canon", orientation: index % 4 == 0 ? .right : .up), into: big)
        .write(to: cameraFolder.appendingPathComponent("DSC_\(index).jpg"))
}
rows.append(("Camera-sized test JPEG", "3000×2000, \(big.count / 1024) KiB"))
for threads in [1, 2] {
    let cacheDirectory = root.appendingPathComponent("thumbnails-\(threads)")
    let cache = FreedesktopThumbnails(directory: cacheDirectory)
    for pass in ["cold", "warm"] {
        let start = Stopwatch.now()
        let cpuStart = cpuSeconds()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: thumbnailCount, by: threads) {
                // What the loader does for a 20×40-pixel list thumbnail: the normal (128 px)
                // thumbnail, decoded and cropped to size.
                let path = cameraFolder.appendingPathComponent("DSC_\(index).jpg").path
                guard let png = try? cache.thumbnail(forPath: path, size: .normal),
                      let image = try? ImageDecoder().decode(png, atLeast: PixelSize(width: 20, height: 40)) else { continue }
                _ = Resampler.fill(image, to: PixelSize(width: 20, height: 40))
            }
        }
        let seconds = Double(Stopwatch.now() - start) / 1e9
        let cpu = cpuSeconds() - cpuStart
        rows.append(("Thumbnails per second, \(pass) freedesktop cache, \(threads) thread\(threads == 1 ? "" : "s")",
                     String(format: "%.0f/s wall (%d in %.2f s); %.0f per CPU-second", Double(thumbnailCount) / seconds,
                            thumbnailCount, seconds, Double(thumbnailCount) / cpu)))
    }
    let stats = cache.statistics
    rows.append(("  cache counters (\(threads) thread\(threads == 1 ? "" : "s"))", "written \(stats.written), hits \(stats.hits), failures \(stats.failures)"))
}
rows.append(("Resident memory at the end (VmRSS) / peak (VmHWM)", "\(memory("VmRSS")) / \(memory("VmHWM"))"))

rows.append(("Load average during the run (2 cores)", (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
    .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"))
print("| Measure | Result |")
print("|---|---|")
for (name, value) in rows { print("| \(name) | \(value) |") }
