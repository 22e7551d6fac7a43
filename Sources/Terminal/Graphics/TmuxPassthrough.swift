/// tmux's passthrough: `ESC P tmux ;` + the bytes with every ESC doubled + `ESC \`, which tmux
/// (with `allow-passthrough on`) hands to the outer terminal unchanged. tmux keeps no copy of
/// what passes, so anything that places an image must carry its own cursor movement inside.
public enum TmuxPassthrough {
    /// `bytes` wrapped for tmux.
    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 64 + 10)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += [0x1B, 0x5C]
        return wrapped
    }
}
