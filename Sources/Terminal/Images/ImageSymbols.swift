/// Which characters an image may be drawn with.
///
/// The default is what every monospace font has: the Block Elements (full, half, quadrant and
/// eighth blocks) and the space, which draws a cell of flat colour in one byte. Sextants
/// (U+1FB00–U+1FB3B, Unicode 13) are finer but many fonts lack them and show missing-glyph
/// boxes instead (mlterm with DejaVu Sans Mono does), and measured on screen they score no
/// better than blocks; they are an opt-in.
public enum ImageSymbols: String, CaseIterable, Hashable, Sendable {
    /// Block Elements (U+2580–U+259F) and the space.
    case blocks
    /// Blocks and the sextants of Symbols for Legacy Computing.
    case sextants
}
