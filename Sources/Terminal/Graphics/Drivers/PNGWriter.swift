import CZlib

/// PNG files from 8-bit RGB pixels, for kitty's `f=100`: each row filtered with whichever of
/// PNG's five filters leaves the smallest sum of magnitudes (libpng's heuristic), then deflated.
/// Photos deflate to about half when filtered first: a 90×54 thumbnail is ~9 KB of base64 as
/// PNG against ~16.5 KB as zlib-compressed raw RGB (`o=z`), which does not filter.
///
/// Written here rather than through libpng: its setjmp-free simplified API offers only its
/// default (level 6, every filter: 64 ms for a 640×432 photo) or "fast" (no filtering: 13 ms but
/// 57 % more bytes, 617 KB against 394 KB), and its full API reports errors by longjmp, which
/// would need logic in a C shim. This one filters as libpng does and deflates at level 1: a
/// full-screen preview (about 1060×600) in 5–12 ms, measured in the graphics suite.
///
/// ```swift
/// let png = PNGWriter.encode(rgb: pixels, width: 90, height: 54, level: 1)
/// ```
enum PNGWriter {
    /// The PNG of `rgb` (`width × height` pixels, 3 bytes each), deflated at zlib `level`; nil
    /// when the pixels do not match the size.
    static func encode(rgb: [UInt8], width: Int, height: Int, level: Int32) -> [UInt8]? {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        let filtered = filter(rgb, width: width, height: height)
        var size = compressBound(uLong(filtered.count))
        var deflated = [UInt8](repeating: 0, count: Int(size))
        let status = deflated.withUnsafeMutableBufferPointer { target in
            filtered.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK else { return nil }
        deflated.removeSubrange(Int(size)...)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(deflated.count + 64)
        // 8 bits a sample, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        append(chunk: "IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0], to: &png)
        append(chunk: "IDAT", deflated, to: &png)
        append(chunk: "IEND", [], to: &png)
        return png
    }

    /// Each row prefixed with its filter type and filtered by it.
    private static func filter(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 3
        var output = [UInt8](repeating: 0, count: (stride + 1) * height)
        // The five filters' results for one row, side by side.
        var scratch = [UInt8](repeating: 0, count: stride * 5)
        rgb.withUnsafeBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { candidates in
                output.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * stride, above = row - stride
                        var sums = (0, 0, 0, 0, 0)
                        for x in 0..<stride {
                            let raw = pixels[row + x]
                            let left = x >= 3 ? pixels[row + x - 3] : 0
                            let up = y > 0 ? pixels[above + x] : 0
                            let upLeft = y > 0 && x >= 3 ? pixels[above + x - 3] : 0
                            let sub = raw &- left, vertical = raw &- up
                            let average = raw &- UInt8((Int(left) + Int(up)) / 2), predicted = raw &- paeth(left, up, upLeft)
                            candidates[x] = raw
                            candidates[stride + x] = sub
                            candidates[2 * stride + x] = vertical
                            candidates[3 * stride + x] = average
                            candidates[4 * stride + x] = predicted
                            // Bytes read as signed: small magnitudes deflate best.
                            sums.0 += magnitude(raw)
                            sums.1 += magnitude(sub)
                            sums.2 += magnitude(vertical)
                            sums.3 += magnitude(average)
                            sums.4 += magnitude(predicted)
                        }
                        // The smallest sum; on a tie the lowest filter type.
                        var best = 0, smallest = sums.0
                        if sums.1 < smallest { (best, smallest) = (1, sums.1) }
                        if sums.2 < smallest { (best, smallest) = (2, sums.2) }
                        if sums.3 < smallest { (best, smallest) = (3, sums.3) }
                        if sums.4 < smallest { best = 4 }
                        let start = y * (stride + 1)
                        out[start] = UInt8(best)
                        for x in 0..<stride { out[start + 1 + x] = candidates[best * stride + x] }
                    }
                }
            }
        }
        return output
    }

    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func append(chunk type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count)) + typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
