import Foundation
import PhotoCore

/// A procedurally painted landscape with the texture of a photo (sky gradient, sun, ridges,
/// water, grain), so the benchmarks need no image files and measure realistic JPEG content.
enum TestPhoto {
    static func render(width: Int, height: Int) -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var seed: UInt32 = 0x9E37_79B9
        func noise() -> Double {
            seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5
            return Double(seed % 1000) / 1000 - 0.5
        }
        let horizon = Double(height) * 0.62
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width), v = Double(y) / Double(height)
                var r: Double, g: Double, b: Double
                let ridge = horizon - Double(height) * (0.18 + 0.08 * sin(u * 9.0) + 0.05 * sin(u * 23.0 + 1.3) + 0.02 * sin(u * 71.0))
                let sunDistance = hypot(u - 0.72, (v - 0.25) * Double(height) / Double(width))
                if Double(y) < ridge {
                    r = 250 - 120 * v; g = 180 - 60 * v; b = 120 + 110 * v
                    if sunDistance < 0.05 { r = 255; g = 240; b = 200 }
                    else if sunDistance < 0.12 { let k = (0.12 - sunDistance) / 0.07; r += 40 * k; g += 30 * k }
                } else if Double(y) < horizon {
                    let depth = (Double(y) - ridge) / max(horizon - ridge, 1)
                    r = 40 + 50 * depth; g = 70 + 40 * depth; b = 60 + 20 * depth
                    r += 30 * sin(u * 140 + v * 30); g += 25 * sin(u * 90 - v * 50)
                } else {
                    let w = (Double(y) - horizon) / (Double(height) - horizon)
                    r = 60 + 60 * w; g = 90 + 40 * w; b = 140 + 30 * w
                    r += 25 * sin(u * 200 + w * 40); b += 30 * sin(u * 60 + w * 300)
                    if abs(u - 0.72) < 0.03 + 0.1 * w { r += 80 * (1 - w); g += 60 * (1 - w) }
                }
                let grain = noise() * 18
                let o = (y * width + x) * 3
                pixels[o] = UInt8(max(0, min(255, r + grain)))
                pixels[o + 1] = UInt8(max(0, min(255, g + grain)))
                pixels[o + 2] = UInt8(max(0, min(255, b + grain)))
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
