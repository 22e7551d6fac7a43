import Foundation
import ImagePipeline

/// Paints photo-like landscapes procedurally: a sky gradient with a glowing sun or moon, stars at
/// night, layered ridges fading into haze, trees, buildings with lit windows, dunes, flowers,
/// water that mirrors the sky, film grain and a vignette. Never flat colours.
///
/// Rendering honours imgix's `fit=crop`: the output is `width × height`, cut from the middle of
/// the original frame scaled to cover it.
enum SceneRenderer {
    private typealias RGB = SIMD3<Float>

    /// Renders `scene` at exactly `width × height` pixels.
    static func render(_ scene: SceneDescription, width: Int, height: Int) -> PixelImage {
        let width = max(1, width), height = max(1, height)
        let original = (w: Double(scene.originalWidth), h: Double(scene.originalHeight))
        let scale = max(Double(width) / original.w, Double(height) / original.h)
        let spanU = Double(width) / scale / original.w, spanV = Double(height) / scale / original.h
        let offsetU = (1 - spanU) / 2, offsetV = (1 - spanV) / 2
        let aspect = original.w / original.h

        let palette = Palette(scene: scene)
        let layers = (0..<scene.layerCount).map { Layer(scene: scene, index: $0) }
        let hasWater = [.sea, .lake, .sunset].contains(scene.subject)
        let waterLine = scene.subject == .lake ? scene.horizon + 0.08 : scene.horizon

        // Per column: the top edge of each layer, in frame fractions.
        var us = [Double](repeating: 0, count: width)
        for x in 0..<width { us[x] = offsetU + (Double(x) + 0.5) / Double(width) * spanU }
        let tops: [[Double]] = layers.map { layer in us.map { layer.top(at: $0) } }

        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let v = offsetV + (Double(y) + 0.5) / Double(height) * spanV
                for x in 0..<width {
                    let u = us[x]
                    var color: RGB
                    if hasWater && v > waterLine {
                        color = water(u: u, v: v, waterLine: waterLine, scene: scene, palette: palette, aspect: aspect)
                    } else {
                        color = sky(u: u, v: v, scene: scene, palette: palette, aspect: aspect)
                    }
                    // Nearest layer first: the first one whose top is above this pixel hides the rest.
                    if !(hasWater && v > waterLine) {
                        for index in stride(from: layers.count - 1, through: 0, by: -1) where v >= tops[index][x] {
                            color = layers[index].color(u: u, v: v, top: tops[index][x], palette: palette, scene: scene)
                            break
                        }
                    }
                    // Film grain, then a soft vignette.
                    let grain = Float(Int(SeededRandom.hash(x, y, scene.seed) % 9) - 4) / 255
                    let du = (u - 0.5) * 1.2, dv = v - 0.5
                    let vignette = Float(1 - 0.28 * (du * du + dv * dv) * 2)
                    color = color * vignette + RGB(repeating: grain)
                    let base = (y * width + x) * 3
                    out[base] = byte(color.x)
                    out[base + 1] = byte(color.y)
                    out[base + 2] = byte(color.z)
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    // MARK: - Sky and water

    private static func sky(u: Double, v: Double, scene: SceneDescription, palette: Palette, aspect: Double) -> RGB {
        let t = Float(min(1, max(0, v / max(scene.horizon, 0.01))))
        var color = palette.skyTop + (palette.skyHorizon - palette.skyTop) * (t * t * (3 - 2 * t))
        let dx = (u - scene.sunX) * aspect, dy = v - scene.sunY
        let distance = (dx * dx + dy * dy).squareRoot()
        let radius = scene.light == .night ? 0.025 : 0.035
        color += palette.sun * Float(exp(-distance * (scene.light == .noon ? 9 : 5)) * (scene.light == .night ? 0.25 : 0.6))
        if distance < radius {
            // The disk is the brightest thing in the frame, brighter than its own glow.
            color = palette.sun * 0.6 + RGB(repeating: 0.45)
        }
        if scene.light == .night {
            let gx = Int(u * 1400), gy = Int(v * 1400 / aspect)
            let h = SeededRandom.hash(gx, gy, scene.seed &+ 7)
            if h % 1000 < 5 { color += RGB(repeating: Float(h % 97) / 97 * 0.7 + 0.3) }
        }
        return color
    }

    private static func water(u: Double, v: Double, waterLine: Double, scene: SceneDescription, palette: Palette, aspect: Double) -> RGB {
        let depth = v - waterLine
        // Mirror the sky about the water line, darkened and tinted toward the deep colour.
        let mirrored = max(0, waterLine - depth * 1.4)
        var color = sky(u: u, v: mirrored, scene: scene, palette: palette, aspect: aspect)
        // Near the horizon water mirrors the sky; further down its own deep colour takes over.
        let reflectance = Float(max(0.35, 0.8 - depth * 1.6))
        color = color * reflectance + palette.water * (1 - reflectance)
        // Waves: perspective-compressed bands broken up along their length.
        let band = sin(depth * 700 / (depth * 8 + 0.1) + noise1(u * 25 + depth * 40, seed: scene.seed) * 9)
        color *= Float(0.96 + 0.04 * band)
        // A path of glitter under the sun.
        let spread = 0.02 + depth * 0.5
        if abs(u - scene.sunX) < spread, scene.light != .noon {
            let sparkle = SeededRandom.hash(Int(u * 900), Int(v * 2400), scene.seed) % 100
            if sparkle < 18 { color += palette.sun * Float(0.5 * (1 - abs(u - scene.sunX) / spread)) }
        }
        return color
    }

    // MARK: - Land

    private struct Layer {
        let index: Int
        let count: Int
        let baseline: Double
        let amplitude: Double
        let frequency: Double
        let offset: Double
        let subject: CatalogSubject
        let seed: UInt64

        init(scene: SceneDescription, index: Int) {
            var random = SeededRandom(seed: scene.seed &+ UInt64(index) &* 7919)
            self.index = index
            count = scene.layerCount
            subject = scene.subject
            seed = random.next()
            let near = Double(index) / Double(max(1, scene.layerCount - 1))
            switch scene.subject {
            case .sea, .sunset:
                // Far headlands only, sitting on the horizon.
                baseline = scene.horizon + 0.001
                amplitude = index == 0 ? random.double(in: 0.02...0.06) : 0
                frequency = random.double(in: 2...4)
            case .desert:
                baseline = scene.horizon + near * (1 - scene.horizon) * 0.55
                amplitude = random.double(in: 0.03...0.08)
                frequency = random.double(in: 0.8...2.0)
            case .city:
                baseline = scene.horizon + near * 0.12
                amplitude = random.double(in: 0.12...0.30) * (1 - near * 0.4)
                frequency = random.double(in: 14...26)
            default:
                baseline = scene.horizon + near * (1 - scene.horizon) * 0.45
                amplitude = random.double(in: 0.10...0.24) * (1 - near * 0.5)
                frequency = random.double(in: 1.5...4.5) * (1 + near)
            }
            offset = random.double(in: 0...100)
        }

        func top(at u: Double) -> Double {
            switch subject {
            case .city:
                let block = floor(u * frequency + offset)
                let h = Double(SeededRandom.hash(Int(block), index, seed) % 1000) / 1000
                return baseline - amplitude * (0.25 + 0.75 * h)
            case .desert:
                return baseline - amplitude * (0.5 + 0.5 * sin(u * frequency * 6.283 + offset))
            case .forest where index >= count - 2, .flowers where index == count - 2:
                let tooth = abs((u * 90 + offset).truncatingRemainder(dividingBy: 1) - 0.5) * 2
                return baseline - amplitude * fbm(u * frequency + offset, seed: seed) - 0.05 * (1 - tooth)
            default:
                return baseline - amplitude * fbm(u * frequency + offset, seed: seed)
            }
        }

        func color(u: Double, v: Double, top: Double, palette: Palette, scene: SceneDescription) -> RGB {
            let near = Float(index + 1) / Float(count)
            // Aerial perspective: far layers take on the haze of the horizon.
            var color = palette.landFar + (palette.landNear - palette.landFar) * near
            color = color + (palette.skyHorizon - color) * (1 - near) * 0.55
            let below = Float(min(1, (v - top) * 6))
            color *= 1 - below * 0.25
            switch subject {
            case .snow where v - top < 0.03 && top < baseline - amplitude * 0.45 && index < count - 1:
                color = color * 0.3 + RGB(0.93, 0.95, 1.0) * 0.7
            case .mountains where index == 0 && v - top < 0.02:
                color = color * 0.5 + RGB(0.9, 0.92, 0.96) * 0.5
            case .desert:
                let slope = cos(u * frequency * 6.283 + offset)
                color *= Float(0.85 + 0.2 * slope)
            case .city:
                let cellX = Int((u * frequency * 8 + offset * 8)), cellY = Int(v * 160)
                let lit = SeededRandom.hash(cellX, cellY, seed) % 100
                let isWindow = cellX % 2 == 0 && cellY % 2 == 0
                if isWindow && lit < (scene.light == .night ? 28 : scene.light == .dusk ? 15 : 0) {
                    color = RGB(1.0, 0.85, 0.55)
                } else if isWindow && scene.light == .noon {
                    color += RGB(0.08, 0.10, 0.14)
                }
            case .flowers where index == count - 1:
                let h = SeededRandom.hash(Int(u * 140), Int(v * 140), seed) % 100
                if h < 9 { color = [RGB(0.95, 0.3, 0.45), RGB(0.98, 0.85, 0.25), RGB(0.9, 0.9, 0.95), RGB(0.7, 0.4, 0.9)][Int(h % 4)] }
            default:
                break
            }
            return color
        }
    }

    private struct Palette {
        let skyTop: RGB, skyHorizon: RGB, sun: RGB, landFar: RGB, landNear: RGB, water: RGB

        init(scene: SceneDescription) {
            switch scene.light {
            case .dawn: (skyTop, skyHorizon, sun) = (RGB(0.36, 0.45, 0.70), RGB(0.98, 0.76, 0.62), RGB(1.0, 0.92, 0.75))
            case .noon: (skyTop, skyHorizon, sun) = (RGB(0.18, 0.42, 0.82), RGB(0.72, 0.86, 0.97), RGB(1.0, 1.0, 0.92))
            case .dusk: (skyTop, skyHorizon, sun) = (RGB(0.24, 0.18, 0.42), RGB(1.0, 0.52, 0.28), RGB(1.0, 0.78, 0.45))
            case .night: (skyTop, skyHorizon, sun) = (RGB(0.02, 0.03, 0.09), RGB(0.10, 0.14, 0.28), RGB(0.92, 0.93, 0.85))
            }
            let dim: Float = scene.light == .night ? 0.35 : scene.light == .dusk ? 0.7 : 1
            let far: RGB, near: RGB
            switch scene.subject {
            case .forest, .flowers: (far, near) = (RGB(0.25, 0.42, 0.30), RGB(0.08, 0.22, 0.10))
            case .desert: (far, near) = (RGB(0.86, 0.66, 0.42), RGB(0.70, 0.45, 0.24))
            case .snow: (far, near) = (RGB(0.70, 0.75, 0.85), RGB(0.45, 0.50, 0.60))
            case .city: (far, near) = (RGB(0.22, 0.24, 0.30), RGB(0.10, 0.11, 0.15))
            default: (far, near) = (RGB(0.34, 0.38, 0.48), RGB(0.10, 0.13, 0.16))
            }
            landFar = far * dim
            landNear = near * dim
            water = scene.light == .night ? RGB(0.02, 0.05, 0.10) : RGB(0.05, 0.22, 0.35)
        }
    }

    // MARK: - Noise

    private static func noise1(_ x: Double, seed: UInt64) -> Double {
        let i = floor(x), f = x - i
        let a = Double(SeededRandom.hash(Int(i), 0, seed) % 10_000) / 10_000
        let b = Double(SeededRandom.hash(Int(i) + 1, 0, seed) % 10_000) / 10_000
        let t = f * f * (3 - 2 * f)
        return a + (b - a) * t
    }

    private static func fbm(_ x: Double, seed: UInt64) -> Double {
        var sum = 0.0, amplitude = 0.5, frequency = 1.0
        for octave in 0..<5 {
            sum += amplitude * noise1(x * frequency, seed: seed &+ UInt64(octave))
            amplitude *= 0.5
            frequency *= 2.1
        }
        return sum / 0.97
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value * 255 + 0.5)))
    }
}
