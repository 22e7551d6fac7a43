import Foundation
import ImagePipeline

/// Encodes a BlurHash (https://blurha.sh): a short string of a few cosine components that a
/// client paints as a blurred placeholder before the image arrives. The offline library computes
/// one from each photo's own small render, so placeholders match the pictures.
public enum BlurHashEncoder {
    private static let alphabet = BlurHashColor.alphabet.map { Character(UnicodeScalar($0)) }

    /// The BlurHash of `image` with `componentsX × componentsY` components (each 1...9).
    public static func encode(_ image: PixelImage, componentsX: Int = 4, componentsY: Int = 3) -> String {
        precondition((1...9).contains(componentsX) && (1...9).contains(componentsY), "components must be 1...9")
        let width = image.width, height = image.height
        var linear = [Float](repeating: 0, count: width * height * 3)
        for index in 0..<linear.count { linear[index] = Float(BlurHashColor.linear(fromSRGB: Int(image.pixels[index]))) }

        // Cosines depend on one coordinate each: tabulate them once per component.
        let cosX = (0..<componentsX).map { i in (0..<width).map { Float(cos(Double.pi * Double(i) * Double($0) / Double(width))) } }
        let cosY = (0..<componentsY).map { j in (0..<height).map { Float(cos(Double.pi * Double(j) * Double($0) / Double(height))) } }
        var factors: [SIMD3<Float>] = []
        for j in 0..<componentsY {
            for i in 0..<componentsX {
                let normalisation: Float = (i == 0 && j == 0) ? 1 : 2
                var sum = SIMD3<Float>(repeating: 0)
                for y in 0..<height {
                    let basisY = normalisation * cosY[j][y]
                    for x in 0..<width {
                        let basis = basisY * cosX[i][x]
                        let base = (y * width + x) * 3
                        sum += basis * SIMD3(linear[base], linear[base + 1], linear[base + 2])
                    }
                }
                factors.append(sum / Float(max(1, width * height)))
            }
        }

        var hash = ""
        hash += base83((componentsX - 1) + (componentsY - 1) * 9, length: 1)
        let ac = factors.dropFirst()
        let maximumValue: Float
        if ac.isEmpty {
            maximumValue = 1
            hash += base83(0, length: 1)
        } else {
            let actualMaximum = ac.map { max(abs($0.x), abs($0.y), abs($0.z)) }.max() ?? 0
            let quantised = max(0, min(82, Int((actualMaximum * 166 - 0.5).rounded(.down))))
            maximumValue = Float(quantised + 1) / 166
            hash += base83(quantised, length: 1)
        }
        let dc = factors[0]
        hash += base83((Int(BlurHashColor.sRGB(fromLinear: Double(dc.x))) << 16) + (Int(BlurHashColor.sRGB(fromLinear: Double(dc.y))) << 8) + Int(BlurHashColor.sRGB(fromLinear: Double(dc.z))), length: 4)
        for factor in ac {
            func quantise(_ value: Float) -> Int {
                max(0, min(18, Int((signPow(value / maximumValue, 0.5) * 9 + 9.5).rounded(.down))))
            }
            hash += base83(quantise(factor.x) * 19 * 19 + quantise(factor.y) * 19 + quantise(factor.z), length: 2)
        }
        return hash
    }

    private static func base83(_ value: Int, length: Int) -> String {
        var result = ""
        for i in 1...length {
            var divisor = 1
            for _ in 0..<(length - i) { divisor *= 83 }
            result.append(alphabet[(value / divisor) % 83])
        }
        return result
    }



    private static func signPow(_ value: Float, _ exponent: Float) -> Float {
        copysign(powf(abs(value), exponent), value)
    }
}
