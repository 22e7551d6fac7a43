/// One answer a terminal sent to a query of the probe (`ProbeQuery`), as `ReplyParser` decodes it.
public enum TerminalReply: Hashable, Sendable {
    /// Kitty graphics: `ESC _ G i=31;OK ESC \`. `message` is `OK` or an error such as `ENOENT:...`.
    case kittyGraphics(id: Int, message: String)
    /// XTVERSION: `ESC P > | kitty(0.26.5) ESC \` gives `kitty(0.26.5)`; tmux sends `tmux 3.3a`.
    case version(String)
    /// The cell size in pixels: `CSI 6 ; height ; width t`.
    case cellSize(width: Int, height: Int)
    /// The text area in pixels: `CSI 4 ; height ; width t`.
    case windowPixels(width: Int, height: Int)
    /// DA1: `CSI ? 62 ; c` gives `[62]`; attribute 4 means sixel.
    case primaryAttributes([Int])
    /// DA2: `CSI > 24 ; 279 ; 0 c`.
    case secondaryAttributes([Int])
    /// DECRPM: `CSI ? 2026 ; 2 $ y` (value 0 unknown mode, 1 set, 2 reset, 3 and 4 permanent).
    case modeReport(mode: Int, value: Int)
    /// XTSMGRAPHICS: `CSI ? 1 ; 0 ; 1024 S` (status 0 is success).
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// XTGETTCAP, hex-decoded: `DCS 1 + r 524742 = 38 ST` answers a value (`""` for a boolean
    /// capability); `DCS 0 + r 524742 ST` says the terminal does not have it (`value` nil).
    case capability(name: String, value: String?)
    /// OSC 10/11/12 colour: `OSC 11 ; rgb:RRRR/GGGG/BBBB` (BEL or ST), scaled to 8 bits per channel.
    case color(slot: Int, red: Int, green: Int, blue: Int)
    /// Any other complete reply: a string (APC, DCS, OSC, PM, SOS) or CSI reply form, all its bytes.
    case other([UInt8])
}
