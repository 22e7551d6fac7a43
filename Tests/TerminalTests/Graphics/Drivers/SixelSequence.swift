import Terminal

/// A sixel DCS sequence taken apart for structural assertions (header, raster attributes, colour
/// registers, bands), so the encoder's tests do not freeze one library's exact bytes.
struct SixelSequence {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// `ESC P`, as sent (7-bit).
    let introducer: String
    /// `ESC \`.
    let terminator: String
    /// The parameters between `ESC P` and `q` (aspect ratio, background, grid).
    let parameters: String
    /// `"Pan;Pad;Ph;Pv`: pixel aspect numerator and denominator, width, height.
    let rasterAttributes: [Int]
    /// Colour registers defined in RGB (`#n;2;r;g;b`), by number, in percentages.
    let registers: [Int: [Int]]
    /// Six-pixel bands (graphics new lines plus one).
    let bands: Int
    /// Everything between `q` and the terminator.
    let body: Substring

    init(_ image: GraphicsImage) throws {
        let text = String(decoding: image.chunks.joined(), as: UTF8.self)
        guard text.hasPrefix("\u{1B}P"), text.hasSuffix("\u{1B}\\"), let q = text.firstIndex(of: "q") else {
            throw Malformed(description: "not a sixel DCS: \(text.prefix(16).debugDescription)…")
        }
        introducer = String(text.prefix(2))
        terminator = String(text.suffix(2))
        parameters = String(text[text.index(text.startIndex, offsetBy: 2)..<q])
        body = text[text.index(after: q)..<text.index(text.endIndex, offsetBy: -2)]
        guard body.first == "\"" else { throw Malformed(description: "no raster attributes after q") }
        let raster = body.dropFirst().prefix { $0.isNumber || $0 == ";" }
        rasterAttributes = raster.split(separator: ";").compactMap { Int($0) }
        var registers: [Int: [Int]] = [:]
        var rest = body[...]
        while let hash = rest.firstIndex(of: "#") {
            let fields = rest[rest.index(after: hash)...].prefix { $0.isNumber || $0 == ";" }
            let numbers = fields.split(separator: ";", omittingEmptySubsequences: false).compactMap { Int($0) }
            if numbers.count == 5, numbers[1] == 2 { registers[numbers[0]] = Array(numbers[2...]) }
            rest = rest[fields.endIndex...]
        }
        self.registers = registers
        bands = body.filter { $0 == "-" }.count + 1
    }
}
