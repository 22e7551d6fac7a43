import Foundation

/// The bytes the probe writes to ask the terminal what it can do; `ReplyParser` reads the answers.
public enum ProbeQuery {
    /// Every query, with DA1 last: every terminal answers DA1, in order, so its reply means the
    /// others have come (or never will). The kitty query is a 1x1 RGB image (`AAAA`) to query only.
    public static let burst: [UInt8] = Array((
        "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"  // kitty graphics
        + "\u{1B}[>q"  // XTVERSION
        + "\u{1B}[16t"  // cell size in pixels
        + "\u{1B}[14t"  // text area in pixels
        + "\u{1B}[?1;1;0S"  // XTSMGRAPHICS: sixel colour registers
        + "\u{1B}[?2;1;0S"  // XTSMGRAPHICS: largest sixel geometry
        + "\u{1B}[?2026$p"  // DECRQM: synchronized output
        + "\u{1B}P+q524742\u{1B}\\"  // XTGETTCAP RGB
        + "\u{1B}]11;?\u{1B}\\"  // background colour
        + "\u{1B}[>c"  // DA2: names mlterm, which has no XTVERSION
        + "\u{1B}[c"  // DA1
    ).utf8)

    /// The burst with kitty's shared-memory query after the graphics query: a 1x1 RGB image to
    /// query only, read from the POSIX shared-memory object `name` (`t=s`), answered `OK` under
    /// `i=32` only by a kitty that could open it (one on this machine).
    public static func burst(sharedMemoryName name: String) -> [UInt8] {
        let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
        return kittyQuery + sharedMemoryQuery(name: name) + burst.dropFirst(kittyQuery.count)
    }

    /// Kitty's shared-memory query alone (`i=32`): the object's name in base64.
    public static func sharedMemoryQuery(name: String) -> [UInt8] {
        Array("\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24;".utf8) + Array(Data(name.utf8).base64EncodedData()) + [0x1B, 0x5C]
    }

    /// Under tmux, the first stage goes to tmux itself (it answers XTVERSION and DA1 first).
    public static let tmuxFirstStage: [UInt8] = Array("\u{1B}[>q\u{1B}[c".utf8)

    /// Wraps bytes in a tmux passthrough so they reach the terminal outside tmux (which needs
    /// tmux's `allow-passthrough` on).
    ///
    /// - Parameter bytes: the sequence for the outer terminal.
    /// - Returns: `ESC P tmux ;`, the bytes with every ESC doubled, `ESC \`.
    public static func wrappedForTmux(_ bytes: [UInt8]) -> [UInt8] { TmuxPassthrough.wrap(bytes) }
}
