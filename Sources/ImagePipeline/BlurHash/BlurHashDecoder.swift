import Foundation
import PhotoModel

/// Decodes a BlurHash (the `blur_hash` field of an Unsplash photo) into a small RGB image: a
/// placeholder in the photo's own colours, painted at once while the real image loads.
///
/// Follows the reference algorithm (woltapp/blurhash): a base-83 header giving the component
/// counts and the AC scale, a DC colour in sRGB, AC terms quantised on a signed square-root
/// scale, summed as a cosine series in linear light and converted back to sRGB.
///
/// ```swift
/// let placeholder = try BlurHashDecoder.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", size: PixelSize(width: 32, height: 20))
/// ```
public enum BlurHashDecoder {
    /// Decodes `hash` at `size`.
    /// - Parameters:
    ///   - hash: the BlurHash string.
    ///   - size: the output size; a placeholder needs few pixels (e.g. 32×20), the terminal
    ///     resamples it into cells like any image.
    ///   - punch: scales the AC terms; above 1 raises contrast.
    /// - Throws: `BlurHashError`.
    public static func decode(_ hash: String, size: PixelSize, punch: Double = 1) throws -> PixelImage {
        guard !size.isEmpty else { throw BlurHashError.emptySize }
        let characters = Array(hash.utf8)
        guard characters.count >= 6 else { throw BlurHashError.invalidLength }
        let sizeFlag = try decode83(characters[0..<1])
        let componentsX = sizeFlag % 9 + 1
        let componentsY = sizeFlag / 9 + 1
        guard characters.count == 4 + 2 * componentsX * componentsY else { throw BlurHashError.invalidLength }

        let maximumValue = Double(try decode83(characters[1..<2]) + 1) / 166 * punch
        var colours = [(Double, Double, Double)]()
        colours.reserveCapacity(componentsX * componentsY)
        colours.append(decodeDC(try decode83(characters[2..<6])))
        for component in 1..<(componentsX * componentsY) {
            let start = 4 + component * 2
            colours.append(decodeAC(try decode83(characters[start..<start + 2]), maximumValue: maximumValue))
        }

        // The cosines are separable: one table per axis instead of one cos() per pixel and term.
        let cosX = cosineTable(count: size.width, components: componentsX)
        let cosY = cosineTable(count: size.height, components: componentsY)
        var pixels = [UInt8](repeating: 0, count: size.area * 3)
        var offset = 0
        for y in 0..<size.height {
            for x in 0..<size.width {
                var r = 0.0, g = 0.0, b = 0.0
                for j in 0..<componentsY {
                    let basisY = cosY[y * componentsY + j]
                    for i in 0..<componentsX {
                        let basis = cosX[x * componentsX + i] * basisY
                        let colour = colours[i + j * componentsX]
                        r += colour.0 * basis
                        g += colour.1 * basis
                        b += colour.2 * basis
                    }
                }
                pixels[offset] = BlurHashColor.sRGB(fromLinear: r)
                pixels[offset + 1] = BlurHashColor.sRGB(fromLinear: g)
                pixels[offset + 2] = BlurHashColor.sRGB(fromLinear: b)
                offset += 3
            }
        }
        return PixelImage(width: size.width, height: size.height, pixels: pixels)
    }

    // MARK: - Private

    private static let alphabet = BlurHashColor.alphabet

    private static let digitValues: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = Int8(value) }
        return table
    }()

    private static func decode83(_ characters: ArraySlice<UInt8>) throws -> Int {
        var value = 0
        for character in characters {
            let digit = digitValues[Int(character)]
            guard digit >= 0 else { throw BlurHashError.invalidCharacter }
            value = value * 83 + Int(digit)
        }
        return value
    }

    private static func decodeDC(_ value: Int) -> (Double, Double, Double) {
        (BlurHashColor.linear(fromSRGB: value >> 16), BlurHashColor.linear(fromSRGB: (value >> 8) & 255), BlurHashColor.linear(fromSRGB: value & 255))
    }

    private static func decodeAC(_ value: Int, maximumValue: Double) -> (Double, Double, Double) {
        func component(_ quantised: Int) -> Double {
            let normalised = Double(quantised - 9) / 9
            return (normalised < 0 ? -1 : 1) * normalised * normalised * maximumValue
        }
        return (component(value / (19 * 19)), component((value / 19) % 19), component(value % 19))
    }

    private static func cosineTable(count: Int, components: Int) -> [Double] {
        var table = [Double](repeating: 0, count: count * components)
        for position in 0..<count {
            for component in 0..<components {
                table[position * components + component] = cos(Double.pi * Double(position * component) / Double(count))
            }
        }
        return table
    }


}
