/// Corrects libsixel's palette against the photo's own pixels. libsixel builds its median cut on
/// a histogram of 5-bit channels and takes each colour from the low edge of its bucket, so every
/// register is up to 7 levels too dark (pure white comes out as 97 %). One k-means step fixes
/// that and fits the registers to the pixels they stand for: +1.6 dB on the graphics suite's
/// photo for about 2 ms.
enum SixelPalette {
    /// `palette` (RGB triples) moved to the mean of the pixels nearest to each entry; an entry no
    /// pixel is nearest to stays. Pixels are grouped by their 5-bit colour first, so the search
    /// for the nearest entry runs once per colour group, not once per pixel.
    static func refined(_ palette: [UInt8], for rgb: [UInt8]) -> [UInt8] {
        let entries = palette.count / 3
        guard entries > 0 else { return palette }
        // Per 5-bit bucket: pixel count and channel sums.
        var count = [Int32](repeating: 0, count: 32_768)
        var sums = [Int64](repeating: 0, count: 32_768 * 3)
        rgb.withUnsafeBufferPointer { pixels in
            var i = 0
            while i + 2 < pixels.count {
                let (r, g, b) = (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
                let bucket = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                count[bucket] += 1
                sums[bucket * 3] += Int64(r)
                sums[bucket * 3 + 1] += Int64(g)
                sums[bucket * 3 + 2] += Int64(b)
                i += 3
            }
        }
        var totals = [Int64](repeating: 0, count: entries * 4)
        for bucket in 0..<32_768 where count[bucket] > 0 {
            let n = Int64(count[bucket])
            let (r, g, b) = (Int(sums[bucket * 3] / n), Int(sums[bucket * 3 + 1] / n), Int(sums[bucket * 3 + 2] / n))
            var best = 0, bestDistance = Int.max
            for entry in 0..<entries {
                let dr = r - Int(palette[entry * 3]), dg = g - Int(palette[entry * 3 + 1]), db = b - Int(palette[entry * 3 + 2])
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance { (best, bestDistance) = (entry, distance) }
            }
            totals[best * 4] += n
            totals[best * 4 + 1] += sums[bucket * 3]
            totals[best * 4 + 2] += sums[bucket * 3 + 1]
            totals[best * 4 + 3] += sums[bucket * 3 + 2]
        }
        var result = palette
        for entry in 0..<entries where totals[entry * 4] > 0 {
            let n = totals[entry * 4]
            for channel in 0..<3 { result[entry * 3 + channel] = UInt8((totals[entry * 4 + 1 + channel] + n / 2) / n) }
        }
        return result
    }
}
