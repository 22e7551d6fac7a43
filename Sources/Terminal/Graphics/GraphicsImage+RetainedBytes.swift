extension GraphicsImage {
    /// The memory it keeps: the encoded payload, plus the RGB pixels it holds for crops when it
    /// is encoded again in parts (sixel and iTerm2 previews) or for kitty's shared memory.
    public var retainedBytes: Int {
        if case .reencoded = cropping { return byteCount + pixelWidth * pixelHeight * 3 }
        return byteCount + (rawPixels?.count ?? 0)
    }
}
