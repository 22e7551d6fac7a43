import PhotoModel

/// Resizes pixels to an exact size with an area (box) filter: every output pixel is the
/// coverage-weighted mean of the source pixels under it, so detail averages out instead of
/// aliasing the way nearest-neighbour does. Enlarging uses linear interpolation instead, where
/// a box would only repeat pixels.
///
/// Integer arithmetic with 12-bit weights and a separable two-pass layout keeps a 270×180 →
/// 80×40 resample in the tens of microseconds.
///
/// ```swift
/// let thumb = Resampler.fill(decoded, to: PixelSize(width: 80, height: 40))
/// ```
public enum Resampler {
    /// Resamples `rect` of `image` (the whole image by default) to exactly `size`.
    /// - Returns: an image of `size`; empty if either `size` or the rect is.
    public static func resample(_ image: PixelImage, from rect: PixelRect? = nil, to size: PixelSize) -> PixelImage {
        let source = clamp(rect ?? PixelRect(PixelSize(width: image.width, height: image.height)), to: image)
        guard !size.isEmpty, !source.size.isEmpty else {
            return PixelImage(width: max(size.width, 0), height: max(size.height, 0),
                              pixels: [UInt8](repeating: 0, count: max(size.width, 0) * max(size.height, 0) * 3))
        }
        if source == PixelRect(x: 0, y: 0, width: image.width, height: image.height), source.size == size {
            return image
        }
        let horizontal = Weights(sourceStart: source.x, sourceLength: source.width, outputLength: size.width)
        let vertical = Weights(sourceStart: source.y, sourceLength: source.height, outputLength: size.height)

        // Pass 1 turns a source row of the rect into `size.width` columns, keeping 7 fractional
        // bits (value · 128 ≤ 32640) in signed 16 bits, so that pass 2 multiplies 16-bit by
        // 16-bit into 32 bits, which SSE2 does in one instruction. Pass 2 weighs and sums whole
        // rows of those, back to 8 bits. The two are interleaved: each output row asks for the
        // `taps` pass-1 rows it needs, kept in a ring of `taps` rows (windows only move down), so
        // every source row is resampled once and the working set stays in the first-level cache
        // instead of a whole intermediate image going out to memory and back.
        let taps = vertical.taps
        let outStride = size.width * 3
        // Every element of both buffers is written before it is read: skip zero-filling them.
        var ring = [Int16](unsafeUninitializedCapacity: taps * outStride) { _, count in count = taps * outStride }
        var ringRow = [Int](repeating: -1, count: taps)
        var pixels = [UInt8](unsafeUninitializedCapacity: size.area * 3) { _, count in count = size.area * 3 }
        image.pixels.withUnsafeBufferPointer { src in
            ring.withUnsafeMutableBufferPointer { ring in
                pixels.withUnsafeMutableBufferPointer { dst in
                    vertical.first.withUnsafeBufferPointer { verticalFirst in
                        vertical.shortWeights.withUnsafeBufferPointer { verticalWeights in
                            withUnsafeTemporaryAllocation(of: UnsafePointer<Int16>.self, capacity: taps) { lines in
                                for outRow in 0..<size.height {
                                    let firstRow = Int(verticalFirst[outRow]) - source.y
                                    for k in 0..<taps {
                                        let row = firstRow + k, slot = row % taps
                                        let line = ring.baseAddress! + slot * outStride
                                        if ringRow[slot] != row {
                                            horizontalPass(
                                                src.baseAddress! + (source.y + row) * image.width * 3, into: line,
                                                weights: horizontal, columns: size.width)
                                            ringRow[slot] = row
                                        }
                                        lines[k] = UnsafePointer(line)
                                    }
                                    verticalPass(
                                        lines, weights: verticalWeights.baseAddress! + outRow * taps, taps: taps,
                                        into: dst.baseAddress! + outRow * outStride, count: outStride)
                                }
                            }
                        }
                    }
                }
            }
        }
        return PixelImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Pass 1 for one row: `columns` outputs of 3 channels, 7 fractional bits.
    @inline(__always)
    private static func horizontalPass(
        _ srcRow: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<Int16>, weights horizontal: Weights, columns: Int
    ) {
        horizontal.first.withUnsafeBufferPointer { first in
            horizontal.weights.withUnsafeBufferPointer { weights in
                let taps = horizontal.taps
                let round = Weights.roundToSeven, down = Weights.toSeven
                var o = output
                var w = weights.baseAddress!
                switch taps {
                case 2:
                    for column in 0..<columns {
                        let p = srcRow + Int(first[column]) * 3
                        let w0 = w[0], w1 = w[1]
                        o[0] = Int16(truncatingIfNeeded: (w0 &* Int32(p[0]) &+ w1 &* Int32(p[3]) &+ round) >> down)
                        o[1] = Int16(truncatingIfNeeded: (w0 &* Int32(p[1]) &+ w1 &* Int32(p[4]) &+ round) >> down)
                        o[2] = Int16(truncatingIfNeeded: (w0 &* Int32(p[2]) &+ w1 &* Int32(p[5]) &+ round) >> down)
                        o += 3
                        w += 2
                    }
                case 3:
                    for column in 0..<columns {
                        let p = srcRow + Int(first[column]) * 3
                        let w0 = w[0], w1 = w[1], w2 = w[2]
                        o[0] = Int16(truncatingIfNeeded: (w0 &* Int32(p[0]) &+ w1 &* Int32(p[3]) &+ w2 &* Int32(p[6]) &+ round) >> down)
                        o[1] = Int16(truncatingIfNeeded: (w0 &* Int32(p[1]) &+ w1 &* Int32(p[4]) &+ w2 &* Int32(p[7]) &+ round) >> down)
                        o[2] = Int16(truncatingIfNeeded: (w0 &* Int32(p[2]) &+ w1 &* Int32(p[5]) &+ w2 &* Int32(p[8]) &+ round) >> down)
                        o += 3
                        w += 3
                    }
                default:
                    for column in 0..<columns {
                        var q = srcRow + Int(first[column]) * 3
                        var r = round, g = round, b = round
                        for k in 0..<taps {
                            r &+= w[k] &* Int32(q[0])
                            g &+= w[k] &* Int32(q[1])
                            b &+= w[k] &* Int32(q[2])
                            q += 3
                        }
                        o[0] = Int16(truncatingIfNeeded: r >> down)
                        o[1] = Int16(truncatingIfNeeded: g >> down)
                        o[2] = Int16(truncatingIfNeeded: b >> down)
                        o += 3
                        w += taps
                    }
                }
            }
        }
    }

    /// Pass 2 for one output row: `lines` are the pass-1 rows under it, weighted by `weights`.
    @inline(__always)
    private static func verticalPass(
        _ lines: UnsafeMutableBufferPointer<UnsafePointer<Int16>>, weights w: UnsafePointer<Int16>, taps: Int,
        into out: UnsafeMutablePointer<UInt8>, count n: Int
    ) {
        let l0 = lines[0]
        switch taps {
        case 1:
            for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: min((Int32(l0[i]) &+ 64) >> 7, 255)) }
        case 2:
            let l1 = lines[1], w0 = w[0], w1 = w[1]
            for i in 0..<n {
                let sum = Int32(w0) &* Int32(l0[i]) &+ Int32(w1) &* Int32(l1[i]) &+ Weights.roundFinal
                out[i] = UInt8(truncatingIfNeeded: min(sum >> Weights.final, 255))
            }
        case 3:
            let l1 = lines[1], l2 = lines[2], w0 = w[0], w1 = w[1], w2 = w[2]
            for i in 0..<n {
                let sum = Int32(w0) &* Int32(l0[i]) &+ Int32(w1) &* Int32(l1[i]) &+ Int32(w2) &* Int32(l2[i]) &+ Weights.roundFinal
                out[i] = UInt8(truncatingIfNeeded: min(sum >> Weights.final, 255))
            }
        default:
            for i in 0..<n {
                var sum = Weights.roundFinal
                for k in 0..<taps { sum &+= Int32(w[k]) &* Int32(lines[k][i]) }
                out[i] = UInt8(truncatingIfNeeded: min(sum >> Weights.final, 255))
            }
        }
    }

    /// Fills `size` the way imgix's `fit=crop` does: the largest centred crop with the aspect
    /// of `size`, resampled to it.
    public static func fill(_ image: PixelImage, to size: PixelSize) -> PixelImage {
        let crop = centeredCrop(of: PixelSize(width: image.width, height: image.height), toAspectOf: size)
        return resample(image, from: crop, to: size)
    }

    /// The largest rectangle centred in `source` whose aspect ratio is that of `target`.
    public static func centeredCrop(of source: PixelSize, toAspectOf target: PixelSize) -> PixelRect {
        guard !source.isEmpty, !target.isEmpty else { return PixelRect(source) }
        // Compare source.w / source.h with target.w / target.h without rounding.
        if source.width * target.height > target.width * source.height {
            let width = max(1, (source.height * target.width + target.height / 2) / target.height)
            return PixelRect(x: (source.width - width) / 2, y: 0, width: width, height: source.height)
        } else {
            let height = max(1, (source.width * target.height + target.width / 2) / target.width)
            return PixelRect(x: 0, y: (source.height - height) / 2, width: source.width, height: height)
        }
    }

    private static func clamp(_ rect: PixelRect, to image: PixelImage) -> PixelRect {
        let x = min(max(rect.x, 0), image.width)
        let y = min(max(rect.y, 0), image.height)
        return PixelRect(x: x, y: y, width: min(max(rect.width, 0), image.width - x),
                         height: min(max(rect.height, 0), image.height - y))
    }
}

/// Per-output-pixel filter taps along one axis, a fixed number per output (padded with zero
/// weights) so the inner loops have no bookkeeping: the first source index of each output and
/// `taps` weights that sum to `1 << shift` exactly.
private struct Weights {
    static let shift: Int32 = 12
    static let one: Int32 = 1 << shift
    /// Pass 1 keeps 7 fractional bits: value · 2^12 → value · 2^7.
    static let toSeven: Int32 = shift - 7
    static let roundToSeven: Int32 = 1 << (toSeven - 1)
    /// Pass 2 multiplies value · 2^7 by 2^12 weights: 19 bits to drop.
    static let final: Int32 = 7 + shift
    static let roundFinal: Int32 = 1 << (final - 1)

    let taps: Int
    var first: [Int32] = []
    var weights: [Int32] = []
    /// The same weights in 16 bits (they never exceed 4096), for the vertical pass.
    var shortWeights: [Int16] { weights.map { Int16($0) } }

    init(sourceStart: Int, sourceLength: Int, outputLength: Int) {
        let scale = Double(sourceLength) / Double(outputLength)
        // Never more taps than source pixels, so no window reaches past the edge.
        let maxTaps = min(scale >= 1 ? Int(scale.rounded(.up)) + 1 : 2, sourceLength)
        var starts = [Int](repeating: 0, count: outputLength)
        var spans = [Range<Int>](repeating: 0..<0, count: outputLength)
        var wide = [Int32](repeating: 0, count: outputLength * maxTaps)
        for output in 0..<outputLength {
            let base = output * maxTaps
            var start: Int
            if scale >= 1 {
                // Box: the source interval [output·scale, (output+1)·scale) and each pixel's overlap.
                let low = Double(output) * scale, high = min(Double(output + 1) * scale, Double(sourceLength))
                start = min(Int(low), sourceLength - 1)
                for k in 0..<maxTaps {
                    let index = start + k
                    guard index < sourceLength else { break }
                    let overlap = min(high, Double(index + 1)) - max(low, Double(index))
                    if overlap > 0 { wide[base + k] = Int32((overlap / scale * Double(Weights.one)).rounded()) }
                }
            } else {
                // Linear interpolation between the two nearest source centres.
                let centre = (Double(output) + 0.5) * scale - 0.5
                let left = Int(centre.rounded(.down))
                let fraction = centre - Double(left)
                if left < 0 || sourceLength == 1 {
                    start = 0
                    wide[base] = Weights.one
                } else if left >= sourceLength - 1 {
                    start = sourceLength - 1
                    wide[base] = Weights.one
                } else {
                    start = left
                    wide[base] = Int32(((1 - fraction) * Double(Weights.one)).rounded())
                    wide[base + 1] = Int32((fraction * Double(Weights.one)).rounded())
                }
            }
            // Rounding may leave the sum off by a unit or two: give it to the largest tap.
            var sum: Int32 = 0, largest = base
            for k in base..<base + maxTaps {
                sum += wide[k]
                if wide[k] > wide[largest] { largest = k }
            }
            wide[largest] += Weights.one - sum
            // A sliver at the edge of a box a little wider than a pixel (under 1/16 of the
            // weight) goes to its neighbour: two taps instead of three for the common
            // ratios just above 1, at no visible cost.
            var first = 0, last = maxTaps - 1
            while first < last, wide[base + first] == 0 { first += 1 }
            while last > first, wide[base + last] == 0 { last -= 1 }
            while last - first + 1 > 2 {
                if wide[base + first] <= wide[base + last], wide[base + first] <= Weights.one / 16 {
                    wide[base + first + 1] += wide[base + first]
                    wide[base + first] = 0
                    first += 1
                } else if wide[base + last] <= Weights.one / 16 {
                    wide[base + last - 1] += wide[base + last]
                    wide[base + last] = 0
                    last -= 1
                } else {
                    break
                }
            }
            starts[output] = start
            spans[output] = first..<last + 1
        }
        taps = max(1, spans.map(\.count).max() ?? 1)
        first = [Int32](repeating: 0, count: outputLength)
        weights = [Int32](repeating: 0, count: outputLength * taps)
        for output in 0..<outputLength {
            let span = spans[output]
            var index = starts[output] + span.lowerBound
            // Keep the fixed-width window inside the source, shifting the weights within it.
            let shift = max(0, index + taps - sourceLength)
            index -= shift
            for (k, tap) in span.enumerated() {
                weights[output * taps + shift + k] = wide[output * maxTaps + tap]
            }
            first[output] = Int32(sourceStart + index)
        }
    }
}
