import PhotoCore
import Terminal

/// How large the full-screen photo shows and which part: a zoom level (fit, fill, one photo
/// pixel per screen pixel, or a step between) and the point of the photo at the middle of the
/// screen, as fractions of its width and height, so that the next photo opens at the same zoom
/// on the same spot (two frames of a burst compared eye to eye).
///
/// A value with verbs and no keys. Everything it shows follows from it and a ``Frame`` (the
/// photo's pixels, the screen's cells and their pixels) through ``Geometry``:
///
/// ```swift
/// var zoom = ZoomState()
/// zoom.zoomIn(in: frame)           // fit → the next step
/// zoom.pan(.right, in: frame)      // a quarter of the screen
/// let view = zoom.geometry(in: frame).view   // the zoomed photo's pixels on screen
/// ```
struct ZoomState: Equatable {
    /// How large the photo shows.
    enum Level: Equatable {
        /// The whole photo, as large as the screen allows.
        case fit
        /// The screen covered, the photo's edges cut.
        case fill
        /// One photo pixel per screen pixel.
        case actual
        /// Screen pixels per photo pixel.
        case scale(Double)
    }

    /// What the screen shows a photo on.
    struct Frame: Equatable {
        /// The photo's size in its own pixels (upright).
        var photo: PixelSize
        /// The cells the photo may take.
        var area: Size
        /// One cell's pixels (a guess of 10×20 on a terminal that did not say).
        var cellPixels: Size

        /// The area in screen pixels.
        var viewport: PixelSize { PixelSize(width: area.width * cellPixels.width, height: area.height * cellPixels.height) }
        /// Whether there is anything to show.
        var isEmpty: Bool { photo.isEmpty || area.width <= 0 || area.height <= 0 || cellPixels.width <= 0 || cellPixels.height <= 0 }
    }

    /// Where a zoomed photo goes for a ``Frame``.
    struct Geometry: Equatable {
        /// Screen pixels per photo pixel.
        var scale: Double
        /// The whole photo at that scale, in screen pixels.
        var zoomed: PixelSize
        /// The part of `zoomed` on screen.
        var view: PixelRect
        /// The cells `view` covers (the whole area where the photo is larger than the screen,
        /// centred where it is smaller).
        var cells: Rect
    }

    /// The most screen pixels per photo pixel beyond filling the screen: past that a photo only
    /// shows larger blurs.
    static let maximumScale = 4.0
    /// The steps `+` and `-` go through, besides fit, fill and 1:1.
    static let steps: [Double] = [1.0 / 8, 1.0 / 6, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 1, 1.5, 2, 3, 4]

    var level = Level.fit
    /// The photo's point at the middle of the screen: (0, 0) its top left, (1, 1) its bottom right.
    var centerX = 0.5
    var centerY = 0.5

    /// Not the whole photo as large as it fits: pan keys pan.
    var isZoomed: Bool { level != .fit }

    /// Screen pixels per photo pixel at `level`.
    func scale(in frame: Frame) -> Double { Self.scale(of: level, in: frame) }

    /// Screen pixels per photo pixel of the whole photo fitted.
    static func fitScale(in frame: Frame) -> Double {
        guard !frame.isEmpty else { return 1 }
        let viewport = frame.viewport
        return min(Double(viewport.width) / Double(frame.photo.width), Double(viewport.height) / Double(frame.photo.height))
    }

    /// Screen pixels per photo pixel of the screen covered.
    static func fillScale(in frame: Frame) -> Double {
        guard !frame.isEmpty else { return 1 }
        let viewport = frame.viewport
        return max(Double(viewport.width) / Double(frame.photo.width), Double(viewport.height) / Double(frame.photo.height))
    }

    /// The largest scale: four screen pixels a photo pixel for a photo larger than the screen; a
    /// photo the screen already shows enlarged goes no further than filling it (beyond that it
    /// only shows larger blurs).
    static func largestScale(in frame: Frame) -> Double {
        fitScale(in: frame) >= 1 ? max(fillScale(in: frame), 1) : max(maximumScale, fillScale(in: frame))
    }

    /// The smallest: the whole photo, or 1:1 where that is smaller (a photo smaller than the screen).
    static func smallestScale(in frame: Frame) -> Double { min(fitScale(in: frame), 1) }

    private static func scale(of level: Level, in frame: Frame) -> Double {
        switch level {
        case .fit: return fitScale(in: frame)
        case .fill: return fillScale(in: frame)
        case .actual: return 1
        case .scale(let scale): return min(max(scale, smallestScale(in: frame)), largestScale(in: frame))
        }
    }

    /// The photo and the screen at `scale`: what shows and where.
    func geometry(in frame: Frame) -> Geometry {
        let scale = scale(in: frame)
        let viewport = frame.viewport
        let zoomed = PixelSize(width: max(1, Int((Double(frame.photo.width) * scale).rounded())),
                               height: max(1, Int((Double(frame.photo.height) * scale).rounded())))
        func axis(_ zoomed: Int, _ viewport: Int, _ center: Double, _ cells: Int, _ cellPixels: Int, _ origin: Int)
            -> (view: Range<Int>, cells: Range<Int>) {
            guard zoomed > viewport else {
                // Smaller than the screen: all of it, centred, on the cells it covers.
                let used = min(cells, max(1, Int((Double(zoomed) / Double(cellPixels)).rounded())))
                let start = origin + (cells - used) / 2
                return (0..<zoomed, start..<start + used)
            }
            let start = min(max(0, Int((center * Double(zoomed) - Double(viewport) / 2).rounded())), zoomed - viewport)
            return (start..<start + viewport, origin..<origin + cells)
        }
        let x = axis(zoomed.width, viewport.width, centerX, frame.area.width, frame.cellPixels.width, 0)
        let y = axis(zoomed.height, viewport.height, centerY, frame.area.height, frame.cellPixels.height, 0)
        return Geometry(scale: scale, zoomed: zoomed,
                        view: PixelRect(x: x.view.lowerBound, y: y.view.lowerBound, width: x.view.count, height: y.view.count),
                        cells: Rect(x: x.cells.lowerBound, y: y.cells.lowerBound, width: x.cells.count, height: y.cells.count))
    }

    /// The zoom as a person reads it: "fit 23 %", "fill 41 %", "1:1", "200 %".
    func label(in frame: Frame) -> String {
        let percent = Int((scale(in: frame) * 100).rounded())
        switch level {
        case .fit: return "fit \(percent) %"
        case .fill: return "fill \(percent) %"
        case .actual: return "1:1"
        case .scale: return percent == 100 ? "1:1" : "\(percent) %"
        }
    }

    // MARK: Verbs

    /// The next step larger. Returns false when already as large as it goes.
    @discardableResult
    mutating func zoomIn(in frame: Frame) -> Bool {
        let current = scale(in: frame)
        return step(through: stops(in: frame).filter { $0 > current * 1.001 }, in: frame) { $0 > current }
    }

    /// The next step smaller. Returns false when already the smallest (the whole photo).
    @discardableResult
    mutating func zoomOut(in frame: Frame) -> Bool {
        let current = scale(in: frame)
        return step(through: stops(in: frame).filter { $0 < current / 1.001 }.reversed(), in: frame) { $0 < current }
    }

    /// Takes the first of `candidates` whose scale, once limited, `moves` (a stop a hair past
    /// a limit comes back to it).
    private mutating func step(through candidates: [Double], in frame: Frame, moves: (Double) -> Bool) -> Bool {
        for value in candidates {
            var next = self
            next.setScale(value, in: frame)
            if moves(next.scale(in: frame)) {
                self = next
                return true
            }
        }
        return false
    }

    /// Sets `level`, keeping the point at the middle of the screen where it is (within the photo).
    mutating func set(_ level: Level, in frame: Frame) {
        self.level = level
        if level == .fit { (centerX, centerY) = (0.5, 0.5) }
        clampCenter(in: frame)
    }

    /// Moves the view a quarter of the screen towards `direction`. Returns false when it cannot
    /// move (the photo fits that way, or the view is at its edge).
    @discardableResult
    mutating func pan(_ direction: PanDirection, in frame: Frame) -> Bool {
        let geometry = geometry(in: frame)
        let viewport = frame.viewport
        let before = geometry.view
        switch direction {
        case .left, .right:
            guard geometry.zoomed.width > viewport.width else { return false }
            let step = Double(viewport.width) / 4 / Double(geometry.zoomed.width)
            centerX = Double(before.x) / Double(geometry.zoomed.width) + Double(viewport.width) / 2 / Double(geometry.zoomed.width)
                + (direction == .right ? step : -step)
        case .up, .down:
            guard geometry.zoomed.height > viewport.height else { return false }
            let step = Double(viewport.height) / 4 / Double(geometry.zoomed.height)
            centerY = Double(before.y) / Double(geometry.zoomed.height) + Double(viewport.height) / 2 / Double(geometry.zoomed.height)
                + (direction == .down ? step : -step)
        }
        clampCenter(in: frame)
        return self.geometry(in: frame).view != before
    }

    /// Every scale `+` and `-` stop at for `frame`, smallest first: the steps within bounds,
    /// fit, fill and 1:1.
    private func stops(in frame: Frame) -> [Double] {
        let low = Self.smallestScale(in: frame), high = Self.largestScale(in: frame)
        let named = [Self.fitScale(in: frame), Self.fillScale(in: frame), 1]
        var stops: [Double] = []
        for value in (Self.steps + named).sorted() where value >= low / 1.001 && value <= high * 1.001 {
            // Two stops a hair apart (fill of a photo the screen's shape, and fit) are one.
            if let last = stops.last, value < last * 1.02 { continue }
            stops.append(value)
        }
        return stops
    }

    /// Sets the scale `value`, named when it is fit, fill or 1:1.
    private mutating func setScale(_ value: Double, in frame: Frame) {
        let fit = Self.fitScale(in: frame), fill = Self.fillScale(in: frame)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= b * 0.001 }
        let level: Level = near(value, fit) ? .fit : near(value, fill) ? .fill : near(value, 1) ? .actual : .scale(value)
        set(level, in: frame)
    }

    /// Keeps the centre where the view stays on the photo (the middle where the photo is smaller
    /// than the screen).
    private mutating func clampCenter(in frame: Frame) {
        guard !frame.isEmpty else { return }
        let scale = scale(in: frame)
        let viewport = frame.viewport
        func clamp(_ center: Double, _ photo: Int, _ viewport: Int) -> Double {
            let zoomed = Double(photo) * scale
            guard zoomed > Double(viewport) else { return 0.5 }
            let half = Double(viewport) / 2 / zoomed
            return min(max(center, half), 1 - half)
        }
        centerX = clamp(centerX, frame.photo.width, viewport.width)
        centerY = clamp(centerY, frame.photo.height, viewport.height)
    }
}
