/// A photo's placeholder colour when its provider sends none (Openverse has no `color` or
/// BlurHash): the mean of its first thumbnail, as `#rrggbb`, so the large preview's place is
/// tinted like the photo while it loads.
public enum PlaceholderColor {
    /// The mean colour of `image` (every fourth pixel: plenty for a mean), or `nil` when empty.
    public static func hex(of image: PixelImage) -> String? {
        let count = image.width * image.height
        guard count > 0 else { return nil }
        var sums = (0, 0, 0)
        var samples = 0
        var index = 0
        while index < count {
            let offset = index * 3
            sums.0 += Int(image.pixels[offset])
            sums.1 += Int(image.pixels[offset + 1])
            sums.2 += Int(image.pixels[offset + 2])
            samples += 1
            index += 4
        }
        func byte(_ sum: Int) -> String {
            let value = sum / samples
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(sums.0) + byte(sums.1) + byte(sums.2)
    }
}
