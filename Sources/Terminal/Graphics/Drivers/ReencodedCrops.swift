/// The parts of sixel and iTerm2 images encoded again (the photo around an overlay), kept while
/// their image is on screen so that frames in which the overlay stays cost nothing to make. Those
/// protocols cannot crop when placing: a part is a new, smaller image.
final class ReencodedCrops {
    private var crops: [String: [Rect: GraphicsImage]] = [:]

    /// What shows `part` of `image` (`key`): the image itself when whole, else its pixels cut to
    /// the part and encoded again (once); nil when the image cannot be cut.
    func image(_ image: GraphicsImage, key: String, part: GraphicsPart) -> GraphicsImage? {
        guard let source = part.source, source != Rect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight) else { return image }
        if let kept = crops[key]?[source] { return kept }
        guard case .reencoded(let encode) = image.cropping, let cropped = encode(source) else { return nil }
        crops[key, default: [:]][source] = cropped
        return cropped
    }

    /// Forgets the parts of images no longer on screen.
    func keep(only keys: Set<String>) {
        crops = crops.filter { keys.contains($0.key) }
    }

    /// Forgets every part.
    func removeAll() { crops.removeAll() }
}
