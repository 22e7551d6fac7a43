/// Everything needed to render one catalog photo at any size: the subject, the light, and the
/// seed that places ridges, buildings, stars and waves. Coordinates are fractions of the
/// original frame (`originalWidth × originalHeight`), so every size shows the same picture.
struct SceneDescription: Sendable, Equatable, Hashable {
    /// 0 dawn, 1 noon, 2 dusk, 3 night.
    enum Light: Int, Sendable, CaseIterable { case dawn, noon, dusk, night }

    var subject: CatalogSubject
    var light: Light
    var seed: UInt64
    var originalWidth: Int
    var originalHeight: Int
    /// Where land meets sky or water, from the top (0...1).
    var horizon: Double
    var sunX: Double
    var sunY: Double
    var layerCount: Int

    /// Derives a scene from a seed.
    static func make(subject: CatalogSubject, seed: UInt64, width: Int, height: Int) -> SceneDescription {
        var random = SeededRandom(seed: seed)
        let light: Light
        switch subject {
        case .nightSky: light = .night
        case .sunset: light = .dusk
        case .city: light = random.pick([.dusk, .night, .noon])
        default: light = random.pick([.dawn, .noon, .noon, .dusk, .night])
        }
        let horizon = random.double(in: subject == .sea || subject == .sunset ? 0.50...0.62 : 0.42...0.62)
        return SceneDescription(
            subject: subject, light: light, seed: random.next(), originalWidth: width, originalHeight: height,
            horizon: horizon, sunX: random.double(in: 0.15...0.85),
            sunY: horizon - random.double(in: light == .noon ? 0.25...0.38 : 0.04...0.18),
            layerCount: subject == .mountains || subject == .snow ? 4 + Int(random.next() % 2) : 2 + Int(random.next() % 2))
    }
}
