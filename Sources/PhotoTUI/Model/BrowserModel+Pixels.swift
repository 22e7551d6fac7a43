extension BrowserModel {
    /// Draws images with `store` from the next frame (nil: cells): the terminal's answer to the
    /// probe came after the first frame and changed the protocol or the cell size. What the old
    /// store was loading is cancelled; the next frame asks for what is on screen again.
    func usePixelImages(_ store: PixelImageStore?) {
        effects.pixelImages?.cancelAll()
        effects.pixelImages = store
        state.frame = nil
        requestRender()
    }
}
