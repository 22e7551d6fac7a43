import Foundation

/// The colour conversions and the base-83 alphabet shared by the BlurHash decoder (the browser's
/// placeholders) and encoder (the offline library's catalog), so both speak exactly one format.
package enum BlurHashColor {
    /// BlurHash's base-83 digits, in value order.
    package static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)

    /// An sRGB channel (0...255) in linear light (0...1).
    package static func linear(fromSRGB value: Int) -> Double { linearTable[value & 255] }

    /// Every channel value's linear light, computed once: the encoder converts every pixel.
    private static let linearTable: [Double] = (0..<256).map { value in
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// A linear-light value (clamped to 0...1) as an sRGB channel, rounded.
    package static func sRGB(fromLinear value: Double) -> UInt8 {
        let v = max(0, min(1, value))
        if v <= 0.0031308 { return UInt8(v * 12.92 * 255 + 0.5) }
        return UInt8((1.055 * pow(v, 1 / 2.4) - 0.055) * 255 + 0.5)
    }
}
