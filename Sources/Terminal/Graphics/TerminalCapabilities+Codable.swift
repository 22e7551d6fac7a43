/// The capabilities as ``TerminalProbeCache`` keeps them: facts the terminal told about itself
/// (names, versions, protocols, sizes, colours), sizes as `[width, height]` and the background as
/// `[red, green, blue]`.
extension TerminalCapabilities: Codable {
    private enum CodingKeys: String, CodingKey {
        case terminalName, terminalVersion, tmuxVersion, insideTmux, kittyGraphics, kittySharedMemory, sixel, sixelColorRegisters, sixelMaxPixels
        case cellPixels, synchronizedOutput, directColor, background, gotAnswer
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        terminalName = try container.decodeIfPresent(String.self, forKey: .terminalName)
        terminalVersion = try container.decodeIfPresent(String.self, forKey: .terminalVersion)
        tmuxVersion = try container.decodeIfPresent(String.self, forKey: .tmuxVersion)
        insideTmux = try container.decode(Bool.self, forKey: .insideTmux)
        kittyGraphics = try container.decode(Bool.self, forKey: .kittyGraphics)
        // Absent in answers remembered before it was asked: not known, so not used.
        kittySharedMemory = try container.decodeIfPresent(Bool.self, forKey: .kittySharedMemory) ?? false
        sixel = try container.decode(Bool.self, forKey: .sixel)
        sixelColorRegisters = try container.decodeIfPresent(Int.self, forKey: .sixelColorRegisters)
        sixelMaxPixels = try Self.size(container.decodeIfPresent([Int].self, forKey: .sixelMaxPixels), key: .sixelMaxPixels, in: container)
        cellPixels = try Self.size(container.decodeIfPresent([Int].self, forKey: .cellPixels), key: .cellPixels, in: container)
        synchronizedOutput = try container.decode(Bool.self, forKey: .synchronizedOutput)
        directColor = try container.decode(Bool.self, forKey: .directColor)
        if let channels = try container.decodeIfPresent([UInt8].self, forKey: .background) {
            guard channels.count == 3 else {
                throw DecodingError.dataCorruptedError(forKey: .background, in: container, debugDescription: "not [red, green, blue]")
            }
            background = .rgb(channels[0], channels[1], channels[2])
        } else {
            background = nil
        }
        gotAnswer = try container.decode(Bool.self, forKey: .gotAnswer)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(terminalName, forKey: .terminalName)
        try container.encodeIfPresent(terminalVersion, forKey: .terminalVersion)
        try container.encodeIfPresent(tmuxVersion, forKey: .tmuxVersion)
        try container.encode(insideTmux, forKey: .insideTmux)
        try container.encode(kittyGraphics, forKey: .kittyGraphics)
        try container.encode(kittySharedMemory, forKey: .kittySharedMemory)
        try container.encode(sixel, forKey: .sixel)
        try container.encodeIfPresent(sixelColorRegisters, forKey: .sixelColorRegisters)
        try container.encodeIfPresent(sixelMaxPixels.map { [$0.width, $0.height] }, forKey: .sixelMaxPixels)
        try container.encodeIfPresent(cellPixels.map { [$0.width, $0.height] }, forKey: .cellPixels)
        try container.encode(synchronizedOutput, forKey: .synchronizedOutput)
        try container.encode(directColor, forKey: .directColor)
        if case .rgb(let red, let green, let blue) = background {
            try container.encode([red, green, blue], forKey: .background)
        }
        try container.encode(gotAnswer, forKey: .gotAnswer)
    }

    /// `[width, height]`, both positive, or nil when absent.
    private static func size(_ pair: [Int]?, key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Size? {
        guard let pair else { return nil }
        guard pair.count == 2, pair[0] > 0, pair[1] > 0 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not [width, height]")
        }
        return Size(width: pair[0], height: pair[1])
    }
}
