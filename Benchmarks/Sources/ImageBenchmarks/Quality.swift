import Foundation
import PhotoCore

/// Peak signal-to-noise ratio between two images of one size, in dB (higher is closer).
enum Quality {
    static func psnr(_ a: PixelImage, _ b: PixelImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0.0
        for i in 0..<a.pixels.count {
            let d = Double(a.pixels[i]) - Double(b.pixels[i])
            sum += d * d
        }
        let mse = sum / Double(max(a.pixels.count, 1))
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
