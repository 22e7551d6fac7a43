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

    /// The pixels of `rect` (in pixels) of display `display`, read with ImageMagick's `import`
    /// as raw RGB (no PNG decoder needed).
    static func capture(display: String, rect: Rect, environment: [String: String]) throws -> ScreenImage {
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
        var sum: Double = 0
        for i in 0..<pixels.count {
            let d = Double(Int(pixels[i]) - Int(other.pixels[i]))
            sum += d * d
        }
        let mse = sum / Double(pixels.count)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
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
        let region = crop(rect)
        let count = region.width * region.height
        guard count > 2 else { return true }
        func colour(_ i: Int) -> SIMD3<Double> {
            SIMD3(Double(region.pixels[i * 3]), Double(region.pixels[i * 3 + 1]), Double(region.pixels[i * 3 + 2]))
        }
        var mean = SIMD3<Double>(repeating: 0)
        for i in 0..<count { mean += colour(i) }
        mean /= Double(count)
        func distance2(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { let d = a - b; return (d * d).sum() }
        var a = colour(0)
        for i in 0..<count where distance2(colour(i), mean) > distance2(a, mean) { a = colour(i) }
        var b = a
        for i in 0..<count where distance2(colour(i), a) > distance2(b, a) { b = colour(i) }
        let axis = b - a
        let length2 = (axis * axis).sum()
        for i in 0..<count {
            let p = colour(i)
            var t = length2 == 0 ? 0 : ((p - a) * axis).sum() / length2
            t = min(1, max(0, t))
            if distance2(p, a + axis * t) > tolerance * tolerance { return false }
        }
        return true
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
