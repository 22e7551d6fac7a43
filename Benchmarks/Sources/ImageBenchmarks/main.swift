import BenchmarkSupport
import CTurboJPEG
import EventStream
import Foundation
import PhotoCore
import Terminal

// Image pipeline benchmarks: release build, medians. Prints markdown for results/images.md.
// Run: cd Benchmarks && swift run -c release ImageBenchmarks

func median(_ iterations: Int, _ body: () throws -> Void) rethrows -> UInt64 {
    Stopwatch.median(try Stopwatch.samples(iterations: iterations, warmup: 5, body))
}

func ms(_ nanoseconds: UInt64) -> String { String(format: "%.3f ms", Double(nanoseconds) / 1e6) }

func pixels(_ image: PixelImage) -> RGBPixels { RGBPixels(width: image.width, height: image.height, bytes: image.pixels) }

/// A plain TurboJPEG decode at a given scale with a handle made once: the floor to compare with.
func plainDecode(_ handle: tjhandle, _ jpeg: Data, _ size: PixelSize, _ buffer: inout [UInt8]) {
    jpeg.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var w: Int32 = 0, h: Int32 = 0, s: Int32 = 0, c: Int32 = 0
        _ = tjDecompressHeader3(handle, bytes.baseAddress, UInt(bytes.count), &w, &h, &s, &c)
        buffer.withUnsafeMutableBufferPointer { out in
            _ = tjDecompress2(handle, bytes.baseAddress, UInt(bytes.count), out.baseAddress, Int32(size.width), 0,
                              Int32(size.height), Int32(TJPF_RGB.rawValue), 0)
        }
    }
}

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "cells" {
    try CellQualityExport.run(outputFolder: CommandLine.arguments[2], images: Array(CommandLine.arguments.dropFirst(3)))
    exit(0)
}

print("## JPEG bytes → pixels (decode the crop at the DCT scale, then area-resample to the exact size)\n")
print("ours = `ImageDecoder.decodeFilling`, the loader's path: only the centred crop's rows and columns decoded.\n")
print("| source | target | scale | decoded | ours | whole decode + fill | decode only (whole) | fill only | plain tjDecompress2 | ratio (ours / plain) |")
print("|---|---|---|---|---|---|---|---|---|---|")
let decoder = JPEGDecoder()
let imageDecoder = ImageDecoder()
let handle = tjInitDecompress()!
for source in [PixelSize(width: 400, height: 267), PixelSize(width: 1080, height: 720)] {
    let jpeg = try JPEGEncoder(quality: 80).encode(TestPhoto.render(width: source.width, height: source.height))
    for target in [PixelSize(width: 40, height: 40), PixelSize(width: 160, height: 160), PixelSize(width: 480, height: 480)] {
        let factor = JPEGDecoder.scalingFactor(source: source, target: target)
        let scaled = factor.scaled(source)
        var buffer = [UInt8](repeating: 0, count: scaled.area * 3)
        let plain = median(200) { plainDecode(handle, jpeg, scaled, &buffer) }
        let decodeOnly = try median(200) { _ = try decoder.decode(jpeg, atLeast: target) }
        let whole = try median(200) { _ = Resampler.fill(try decoder.decode(jpeg, atLeast: target), to: target) }
        let ours = try median(200) { _ = try imageDecoder.decodeFilling(jpeg, to: target) }
        let decoded = try decoder.decode(jpeg, atLeast: target)
        let fillOnly = median(200) { _ = Resampler.fill(decoded, to: target) }
        print("| \(source) (\(jpeg.count / 1024) KiB) | \(target) | \(factor) | \(scaled) | \(ms(ours)) | \(ms(whole)) | \(ms(decodeOnly)) | \(ms(fillOnly)) | \(ms(plain)) | \(String(format: "%.2f×", Double(ours) / Double(plain))) |")
    }
}
// What imgix sends for `w`, `h`, `fit=crop`: exactly the target, so the fill is a no-op.
for target in [PixelSize(width: 40, height: 40), PixelSize(width: 480, height: 480)] {
    let jpeg = try JPEGEncoder(quality: 75).encode(Resampler.fill(TestPhoto.render(width: 1080, height: 720), to: target))
    var buffer = [UInt8](repeating: 0, count: target.area * 3)
    let plain = median(200) { plainDecode(handle, jpeg, target, &buffer) }
    let ours = try median(200) { _ = try imageDecoder.decodeFilling(jpeg, to: target) }
    print("| \(target) as served by imgix (\(jpeg.count) bytes) | \(target) | 1/1 | \(target) | \(ms(ours)) | – | – | 0 | \(ms(plain)) | \(String(format: "%.2f×", Double(ours) / Double(plain))) |")
}
tjDestroy(handle)

// Inputs as the loader would hand them over: the photo cropped to the cells' aspect.
let photoJPEG = try JPEGEncoder(quality: 80).encode(TestPhoto.render(width: 1080, height: 720))
let photo = try decoder.decode(photoJPEG)

print("\n## Pixels → cells\n")
print("| path | cells | input pixels | colours | median | target |")
print("|---|---|---|---|---|---|")
for (columns, rows) in [(40, 20), (120, 60)] {
    for (inputWidth, inputHeight) in [(columns, rows * 2), (columns * 2, rows * 4)] {
        let input = pixels(Resampler.fill(photo, to: PixelSize(width: inputWidth, height: inputHeight)))
        for mode in [ImageColorMode.palette240, .truecolor] {
            let time = median(500) { _ = HalfBlockConverter.convert(input, columns: columns, rows: rows, mode: mode) }
            print("| half blocks (Swift) | \(columns)×\(rows) | \(inputWidth)×\(inputHeight) | \(mode) | \(ms(time)) | \(columns == 40 ? "≤ 0.2 ms" : "") |")
        }
    }
}
for (columns, rows) in [(40, 20), (120, 60)] {
    let input = pixels(Resampler.fill(photo, to: PixelSize(width: columns * 4, height: rows * 8)))
    for mode in [ImageColorMode.palette240, .truecolor] {
        let converter = ChafaConverter(mode: mode)
        let time = median(columns == 40 ? 60 : 20) { _ = converter.convert(input, columns: columns, rows: rows) }
        print("| chafa canvas, work 0.5, 1 thread | \(columns)×\(rows) | \(input.width)×\(input.height) | \(mode) | \(ms(time)) | \(columns == 120 ? "≤ 60 ms" : "") |")
    }
}

print("\n## Memory-cache hit → cells (thumbnail)\n")
print("| path | median | target |")
print("|---|---|---|")
let cache = MemoryImageCache()
let thumbnail = Resampler.fill(photo, to: PixelSize(width: 40, height: 40))
for i in 0..<200 { cache.insert(TestPhoto.render(width: 40, height: 40), for: "other-\(i)") }
cache.insert(thumbnail, for: "thumb")
for mode in [ImageColorMode.palette240, .truecolor] {
    let time = median(2000) {
        let image = cache.image(for: "thumb")!
        _ = HalfBlockConverter.convert(pixels(image), columns: 40, rows: 20, mode: mode)
    }
    print("| MemoryImageCache.image(for:) + HalfBlockConverter 40×20, \(mode) | \(ms(time)) | < 0.3 ms |")
}

/// A network that is never reached: every request below is a memory hit.
final class NoNetwork: ImageDataFetching, @unchecked Sendable {
    func fetch(_ url: URL) -> Single<Data> { Single.error(URLError(.notConnectedToInternet)) }
}
let loader = ImageLoader(fetcher: NoNetwork(), memoryCache: cache, deliveryScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "bench"))
let request = ImageRequest(rawURL: URL(string: "https://images.unsplash.com/photo-1")!, size: PixelSize(width: 40, height: 40))
cache.insert(thumbnail, for: request.url.absoluteString)
var buffer = CellBuffer(width: 120, height: 40)
for mode in [ImageColorMode.palette240, .truecolor] {
    let time = median(2000) {
        var cells: ImageCells?
        _ = loader.image(for: request, priority: .visible).subscribe(onSuccess: { image in
            cells = HalfBlockConverter.convert(pixels(image), columns: 40, rows: 20, mode: mode)
        })
        buffer.draw(cells!, at: Point(x: 2, y: 2))
    }
    print("| ImageLoader.image(for:) memory hit (Single) + HalfBlockConverter 40×20 + CellBuffer.draw, \(mode) | \(ms(time)) | < 0.3 ms |")
}
let blurHashTime = try median(500) { _ = try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 32, height: 32)) }
print("| BlurHashDecoder.decode 32×32 (placeholder, before the memory cache) | \(ms(blurHashTime)) | |")

print("\n## Quality: PSNR against a box-filtered reference\n")
print("Cells painted back to 6×12 pixels each (symbol coverage picks fg or bg), compared with the")
print("photo box-filtered to the same size. Higher is better.\n")
print("| cells | half blocks, 240 | half blocks, truecolor | chafa, 240 | chafa, truecolor |")
print("|---|---|---|---|---|")
for (columns, rows) in [(40, 20), (120, 60)] {
    let square = Resampler.centeredCrop(of: PixelSize(width: photo.width, height: photo.height), toAspectOf: PixelSize(width: 1, height: 1))
    let reference = Resampler.resample(photo, from: square, to: PixelSize(width: columns * CellRenderer.cellWidth, height: rows * CellRenderer.cellHeight))
    let halfInput = pixels(Resampler.resample(photo, from: square, to: PixelSize(width: columns, height: rows * 2)))
    let chafaInput = pixels(Resampler.resample(photo, from: square, to: PixelSize(width: columns * 4, height: rows * 8)))
    var figures: [String] = []
    for mode in [ImageColorMode.palette240, .truecolor] {
        figures.append(String(format: "%.2f dB", Quality.psnr(CellRenderer.render(HalfBlockConverter.convert(halfInput, columns: columns, rows: rows, mode: mode)), reference)))
    }
    for mode in [ImageColorMode.palette240, .truecolor] {
        figures.append(String(format: "%.2f dB", Quality.psnr(CellRenderer.render(ChafaConverter(mode: mode).convert(chafaInput, columns: columns, rows: rows)), reference)))
    }
    print("| \(columns)×\(rows) | \(figures.joined(separator: " | ")) |")
}

// The chafa command-line tool, for scale: a whole process (decode, scale, convert, print).
if FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa") {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("image-benchmark-\(getpid()).jpg")
    try photoJPEG.write(to: file)
    print("\n## The chafa command-line tool (whole process, 1080×720 JPEG → 120×60)\n")
    print("| command | median |")
    print("|---|---|")
    for colours in ["240", "full"] {
        let arguments = ["--size", "120x60", "--symbols", "block+half+quad+sextant", "--colors", colours, "--work", "5",
                         "--threads", "1", "--animate", "off", "-f", "symbols", file.path]
        let time = try median(10) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/chafa")
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        print("| `chafa \(arguments.dropLast().joined(separator: " "))` | \(ms(time)) |")
    }
    try? FileManager.default.removeItem(at: file)
}
