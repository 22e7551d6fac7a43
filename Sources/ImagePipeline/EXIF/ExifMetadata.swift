import Foundation
import PhotoModel

/// What a photo file says about itself: camera, lens, exposure, when and where it was taken,
/// how it is turned, and its keywords (EXIF `XPKeywords` and XMP `dc:subject`).
public struct ExifMetadata: Sendable, Equatable {
    public var make: String?
    public var model: String?
    public var lens: String?
    /// `"1/250"` or `"2.5"` (seconds).
    public var exposureTime: String?
    /// The f-number, e.g. `"2.8"`.
    public var aperture: String?
    /// Millimetres, e.g. `"35"`.
    public var focalLength: String?
    public var iso: Int?
    /// `DateTimeOriginal` as written: `"2024:07:14 10:30:00"`, camera local time.
    public var dateTaken: String?
    public var latitude: Double?
    public var longitude: Double?
    public var orientation: ImageOrientation
    public var keywords: [String]
    public var imageDescription: String?
    /// EXIF `Artist`: who made the photo.
    public var artist: String?
    /// EXIF `Copyright`: the photographer's notice (the editor's, after a NUL, is left out).
    public var copyright: String?

    /// Creates metadata; every field is optional.
    public init(make: String? = nil, model: String? = nil, lens: String? = nil, exposureTime: String? = nil,
                aperture: String? = nil, focalLength: String? = nil, iso: Int? = nil, dateTaken: String? = nil,
                latitude: Double? = nil, longitude: Double? = nil, orientation: ImageOrientation = .up,
                keywords: [String] = [], imageDescription: String? = nil, artist: String? = nil, copyright: String? = nil) {
        self.make = make
        self.model = model
        self.lens = lens
        self.exposureTime = exposureTime
        self.aperture = aperture
        self.focalLength = focalLength
        self.iso = iso
        self.dateTaken = dateTaken
        self.latitude = latitude
        self.longitude = longitude
        self.orientation = orientation
        self.keywords = keywords
        self.imageDescription = imageDescription
        self.artist = artist
        self.copyright = copyright
    }

    /// `dateTaken` as a date, read as UTC (EXIF has no zone; only the order and the calendar
    /// day matter here).
    public var dateTakenDate: Date? {
        guard let dateTaken else { return nil }
        let parts = dateTaken.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        guard parts.count >= 3, parts[0] > 0, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        if parts[0] >= 1900 {
            // Plain arithmetic (as lenient as the calendar: a 31 June is 1 July): a Calendar call
            // per photo was a tenth of indexing one. Earlier years go to the calendar, which
            // turns Julian before 1582.
            let day = CalendarDay(year: parts[0], month: parts[1], day: parts[2]).daysSince1970
            let time = parts.count >= 6 ? parts[3] * 3600 + parts[4] * 60 + parts[5] : 0
            return Date(timeIntervalSince1970: TimeInterval(day * 86_400 + time))
        }
        var components = DateComponents()
        components.year = parts[0]
        components.month = parts[1]
        components.day = parts[2]
        if parts.count >= 6 {
            components.hour = parts[3]
            components.minute = parts[4]
            components.second = parts[5]
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)
    }

    /// The camera settings in the shape the detail pane already shows.
    public var exif: Exif {
        Exif(make: make, model: model, name: [make, model].compactMap { $0 }.joined(separator: " "),
             exposureTime: exposureTime, aperture: aperture, focalLength: focalLength, iso: iso)
    }

    /// `"48.85837° N, 2.29448° E"`, or `nil` without a position.
    public var locationLine: String? {
        guard let latitude, let longitude else { return nil }
        return String(format: "%.5f° %@, %.5f° %@", abs(latitude), latitude < 0 ? "S" : "N",
                      abs(longitude), longitude < 0 ? "W" : "E")
    }
}
