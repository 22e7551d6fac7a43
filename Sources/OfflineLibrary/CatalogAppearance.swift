/// What the offline library says about a photo's look (its average colour, the colour filter's
/// name for it, its BlurHash), all taken from a small render of its scene.
///
/// Rendering a thousand scenes is most of what building a catalog costs, and a launch shows a
/// few dozen photos, so ``CatalogEntry`` works this out the first time an answer needs it.
struct CatalogAppearance: Sendable, Equatable {
    /// `#rrggbb`.
    let color: String
    /// Unsplash's colour filter name for `color` (`blue`, `orange`, …).
    let colorName: String
    let blurHash: String

    init(scene: SceneDescription) {
        let preview = SceneRenderer.render(
            scene, width: 32, height: max(8, 32 * scene.originalHeight / scene.originalWidth))
        let average = OfflineCatalog.averageColor(preview)
        color = OfflineCatalog.hex(average)
        colorName = OfflineCatalog.colorName(average)
        blurHash = BlurHashEncoder.encode(preview, componentsX: 4, componentsY: 3)
    }
}
