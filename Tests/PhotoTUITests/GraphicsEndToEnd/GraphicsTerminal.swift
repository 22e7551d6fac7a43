/// A real terminal emulator the graphics end-to-end suite runs photo-tui in, at a fixed size
/// (about 960×600 pixels each), with the options the issue names (#10).
enum GraphicsTerminal: String, CaseIterable, CustomStringConvertible {
    /// kitty under Xvfb with Mesa's software GL: the kitty graphics protocol.
    case kitty
    /// xterm as a VT340 (`-ti vt340`): sixel.
    case xterm
    /// mlterm: sixel and iTerm2 (OSC 1337).
    case mlterm

    var executable: String { rawValue }

    var description: String { rawValue }

    /// The command line that opens the terminal at 0,0 running `sh script`.
    func arguments(script: String) -> [String] {
        switch self {
        case .kitty:
            return ["kitty", "--config", "NONE", "-o", "initial_window_width=960", "-o", "initial_window_height=600",
                    "-o", "remember_window_size=no", "-o", "font_size=11", "-o", "font_family=DejaVu Sans Mono",
                    "-o", "placement_strategy=top-left", "-o", "cursor_blink_interval=0", "-o", "window_padding_width=0",
                    "-o", "enable_audio_bell=no", "sh", script]
        case .xterm:
            return ["xterm", "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 1024", "-xrm", "XTerm*allowWindowOps: true",
                    "-xrm", "XTerm*cursorBlink: false", "-xrm", "XTerm*termName: xterm-256color", "-geometry", "104x31+0+0", "-fa", "DejaVu Sans Mono", "-fs", "11",
                    "-e", "sh", script]
        case .mlterm:
            return ["mlterm", "--term=xterm-256color", "--restart=false", "--logmsg=false", "-g", "94x31+0+0", "--fontsize=15", "--sb=false", "-e", "sh", script]
        }
    }

    /// The protocol `--graphics auto` should choose here, from the probe.
    var expectedAutoProtocol: String {
        switch self {
        case .kitty: return "kitty"
        case .xterm, .mlterm: return "sixel"
        }
    }
}
