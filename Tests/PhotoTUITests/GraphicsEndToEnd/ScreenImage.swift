import Foundation
import PhotoCore
import Terminal

/// RGB pixels of a screenshot (or of a reference image), 3 bytes a pixel, row by row, with the
/// comparisons the graphics end-to-end suite asserts on.
struct ScreenImage: Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(_ image: PixelImage) { self.init(width: image.width, height: image.height, pixels: image.pixels) }

    /// The pixels of `rect` (in pixels) of display `display`: through Xlib in-process, else
    /// (or with `GRAPHICS_E2E_IMPORT` set) read with ImageMagick's `import` as raw RGB.
    static func capture(display: String, rect: Rect, environment: [String: String]) throws -> ScreenImage {
        if ProcessInfo.processInfo.environment["GRAPHICS_E2E_IMPORT"] == nil,
           let image = XlibScreenCapture.capture(display: display, rect: rect) { return image }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gfx-e2e-shot-\(UUID().uuidString).rgb").path
        defer { unlink(file) }
        var env = environment
        env["DISPLAY"] = display
        let result = try SpawnedProcess.run(
            ["import", "-display", display, "-window", "root", "-crop", "\(rect.width)x\(rect.height)+\(rect.x)+\(rect.y)",
             "-depth", "8", "rgb:\(file)"], environment: env, timeout: 15)
        guard result.code == 0, let data = FileManager.default.contents(atPath: file), data.count == rect.width * rect.height * 3 else {
            throw SpawnedProcess.Failure(description: "screenshot failed (\(result.code)): \(result.output)")
        }
        return ScreenImage(width: rect.width, height: rect.height, pixels: [UInt8](data))
    }

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 3
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }

    /// `rect` cut out (clipped to the image).
    func crop(_ rect: Rect) -> ScreenImage {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0 else { return ScreenImage(width: 0, height: 0, pixels: []) }
        var out = [UInt8]()
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 3)
        for y in y0..<y1 { out += pixels[((y * width + x0) * 3)..<((y * width + x1) * 3)] }
        return ScreenImage(width: x1 - x0, height: y1 - y0, pixels: out)
    }

    /// Peak signal-to-noise ratio in dB against an image of the same size (99 when identical).
    func psnr(against other: ScreenImage) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 0 }
        // Unsafe buffers: the test target is built without optimisation, and this runs on
        // whole screenshots many times a run.
        let sum = pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                var sum = 0
                for i in 0..<a.count {
                    let d = Int(a[i]) - Int(b[i])
                    sum += d * d
                }
                return sum
            }
        }
        let mse = Double(sum) / Double(pixels.count)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }

    static func == (lhs: ScreenImage, rhs: ScreenImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.pixels.withUnsafeBytes { a in rhs.pixels.withUnsafeBytes { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) } }
    }

    /// Whether any channel of any pixel of `rect` differs by more than `tolerance` between this
    /// image and `other` (the same size).
    func differs(from other: ScreenImage, in rect: Rect, tolerance: Int = 24) -> Bool {
        let x0 = max(0, rect.x), y0 = max(0, rect.y), x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0, width == other.width, height == other.height else { return false }
        return pixels.withUnsafeBufferPointer { a in
            other.pixels.withUnsafeBufferPointer { b in
                for y in y0..<y1 {
                    for i in ((y * width + x0) * 3)..<((y * width + x1) * 3) where abs(Int(a[i]) - Int(b[i])) > tolerance { return true }
                }
                return false
            }
        }
    }

    /// Mean structural similarity (SSIM) of the luma against an image of the same size, over
    /// 8×8 windows with a stride of 4: how much of the photo's structure survives, where PSNR
    /// only counts error.
    func ssim(against other: ScreenImage) -> Double {
        guard width == other.width, height == other.height, width >= 8, height >= 8 else { return 0 }
        func luma(_ image: ScreenImage) -> [Double] {
            var values = [Double](repeating: 0, count: width * height)
            for i in 0..<(width * height) {
                let r = Double(image.pixels[i * 3]), g = Double(image.pixels[i * 3 + 1]), b = Double(image.pixels[i * 3 + 2])
                values[i] = 0.299 * r + 0.587 * g + 0.114 * b
            }
            return values
        }
        let a = luma(self), b = luma(other)
        let c1: Double = 6.5025, c2: Double = 58.5225  // (0.01·255)², (0.03·255)²
        var total = 0.0, count = 0
        for y in stride(from: 0, through: height - 8, by: 4) {
            for x in stride(from: 0, through: width - 8, by: 4) {
                var ma = 0.0, mb = 0.0
                for dy in 0..<8 { for dx in 0..<8 { let i = (y + dy) * width + x + dx; ma += a[i]; mb += b[i] } }
                ma /= 64; mb /= 64
                var va = 0.0, vb = 0.0, cov = 0.0
                for dy in 0..<8 {
                    for dx in 0..<8 {
                        let i = (y + dy) * width + x + dx
                        va += (a[i] - ma) * (a[i] - ma); vb += (b[i] - mb) * (b[i] - mb); cov += (a[i] - ma) * (b[i] - mb)
                    }
                }
                va /= 63; vb /= 63; cov /= 63
                let numerator: Double = (2 * ma * mb + c1) * (2 * cov + c2)
                let denominator: Double = (ma * ma + mb * mb + c1) * (va + vb + c2)
                total += numerator / denominator
                count += 1
            }
        }
        return total / Double(count)
    }

    /// The bounding box of the pixels for which `predicate(r, g, b)` holds, or nil.
    func boundingBox(where predicate: (Int, Int, Int) -> Bool) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                if predicate(p.r, p.g, p.b) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Whether every pixel of `rect` lies near the segment between two colours, as any cell of
    /// text does (a glyph's anti-aliasing blends its foreground into its background) and half
    /// blocks and sextants do; a photo's pixels do not. The suite's ghost detector.
    func isTwoColour(_ rect: Rect, tolerance: Double = 28) -> Bool {
        let x0 = max(0, rect.x), y0 = max(0, rect.y), x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) > 2 else { return true }
        let count = (x1 - x0) * (y1 - y0)
        // Scalars over an unsafe buffer, not SIMD over a crop: the test target is unoptimised,
        // and this runs for every cell of every checkpoint.
        return pixels.withUnsafeBufferPointer { p in
            func offsets(_ body: (Int) -> Bool) -> Bool {
                for y in y0..<y1 {
                    var i = (y * width + x0) * 3
                    for _ in x0..<x1 {
                        guard body(i) else { return false }
                        i += 3
                    }
                }
                return true
            }
            var sum = (0, 0, 0)
            _ = offsets { i in sum.0 += Int(p[i]); sum.1 += Int(p[i + 1]); sum.2 += Int(p[i + 2]); return true }
            let mean = (Double(sum.0) / Double(count), Double(sum.1) / Double(count), Double(sum.2) / Double(count))
            func distance2(_ i: Int, _ c: (Double, Double, Double)) -> Double {
                let dr = Double(p[i]) - c.0, dg = Double(p[i + 1]) - c.1, db = Double(p[i + 2]) - c.2
                return dr * dr + dg * dg + db * db
            }
            func colour(_ i: Int) -> (Double, Double, Double) { (Double(p[i]), Double(p[i + 1]), Double(p[i + 2])) }
            let first = (y0 * width + x0) * 3
            var a = colour(first), farthest = distance2(first, mean)
            _ = offsets { i in
                let d = distance2(i, mean)
                if d > farthest { farthest = d; a = colour(i) }
                return true
            }
            var b = a
            farthest = 0
            _ = offsets { i in
                let d = distance2(i, a)
                if d > farthest { farthest = d; b = colour(i) }
                return true
            }
            let axis = (b.0 - a.0, b.1 - a.1, b.2 - a.2)
            let length2 = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
            let limit = tolerance * tolerance
            return offsets { i in
                let q = (Double(p[i]) - a.0, Double(p[i + 1]) - a.1, Double(p[i + 2]) - a.2)
                var t = length2 == 0 ? 0 : (q.0 * axis.0 + q.1 * axis.1 + q.2 * axis.2) / length2
                t = min(1, max(0, t))
                let d = (q.0 - axis.0 * t, q.1 - axis.1 * t, q.2 - axis.2 * t)
                return d.0 * d.0 + d.1 * d.1 + d.2 * d.2 <= limit
            }
        }
    }

    /// Writes the image as PNG (through ImageMagick) for a person to look at.
    func savePNG(to path: String) {
        let raw = path + ".rgb"
        defer { unlink(raw) }
        guard FileManager.default.createFile(atPath: raw, contents: Data(pixels)) else { return }
        _ = try? SpawnedProcess.run(
            ["convert", "-size", "\(width)x\(height)", "-depth", "8", "rgb:\(raw)", path],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], timeout: 20)
    }
}

/// A failed expectation names the image by its size (its pixels would fill megabytes of log).
extension ScreenImage: CustomStringConvertible {
    var description: String { "ScreenImage(\(width)x\(height))" }
}
