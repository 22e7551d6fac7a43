import CTurboJPEG
import PhotoModel

/// One of libjpeg-turbo's DCT scaling factors (`num/denom`), e.g. 1/8, 3/8, 1/2, 1/1.
public struct ScalingFactor: Hashable, Sendable, CustomStringConvertible {
    /// Numerator.
    public let numerator: Int
    /// Denominator.
    public let denominator: Int

    /// No scaling.
    public static let one = ScalingFactor(numerator: 1, denominator: 1)

    /// The factors the library offers that reduce (≤ 1), read once from `tjGetScalingFactors`.
    public static let reducing: [ScalingFactor] = {
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count) else { return [.one] }
        return (0..<Int(count)).map { ScalingFactor(numerator: Int(list[$0].num), denominator: Int(list[$0].denom)) }
            .filter { $0.numerator <= $0.denominator }
    }()

    /// The size a source decodes to at this factor (libjpeg rounds up).
    public func scaled(_ size: PixelSize) -> PixelSize {
        let factor = tjscalingfactor(num: Int32(numerator), denom: Int32(denominator))
        return PixelSize(
            width: Int(photo_tui_tj_scaled(Int32(size.width), factor)),
            height: Int(photo_tui_tj_scaled(Int32(size.height), factor)))
    }

    public var description: String { "\(numerator)/\(denominator)" }
}
