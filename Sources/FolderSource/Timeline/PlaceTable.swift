import Foundation

/// Names a GPS position offline: the nearest town of 15,000 people or more (``PlaceData``,
/// GeoNames' cities15000) within ``reach``, else the position rounded to a tenth of a degree.
/// Looked up in a grid of one-degree cells, so a photo costs a few distance checks.
///
/// ```swift
/// PlaceTable.shared.place(latitude: 33.50, longitude: 126.53)   // "Jeju City"
/// ```
public final class PlaceTable: Sendable {
    /// The table built into the program (parsed on first use, about 30 ms).
    public static let shared = PlaceTable(text: PlaceData.text)

    /// How far a town may be and still name the place.
    public static let reach = 40.0

    private struct Place: Sendable {
        let latitude: Double
        let longitude: Double
        let name: String
    }

    private let places: [Place]
    /// Indices into `places` by one-degree cell.
    private let cells: [Int: [Int32]]

    /// A table from lines of `latitude\tlongitude\tname\tcountry` (hundredths of a degree).
    init(text: String) {
        var places: [Place] = []
        var cells: [Int: [Int32]] = [:]
        var copy = text
        // Parsed as bytes: splitting 33,000 lines as Strings took 70 ms, on the path of the
        // first photo with a position (a new photo found at launch waited for it).
        copy.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var fields: [Range<Int>] = []
                var fieldStart = start
                for index in start...end where index == end || bytes[index] == 0x09 {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                start = end + 1
                guard fields.count >= 3, let lat = Self.integer(bytes[fields[0]]), let lon = Self.integer(bytes[fields[1]]) else { continue }
                let place = Place(latitude: Double(lat) / 100, longitude: Double(lon) / 100,
                                  name: String(decoding: bytes[fields[2]], as: UTF8.self))
                cells[Self.cell(place.latitude, place.longitude), default: []].append(Int32(places.count))
                places.append(place)
            }
        }
        self.places = places
        self.cells = cells
    }

    /// A decimal integer with an optional sign, as `Int(_:)` reads one; `nil` otherwise.
    static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var rest = digits[...]
        let negative = rest.first == 0x2D
        if rest.first == 0x2D || rest.first == 0x2B { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count < 18 else { return nil }
        var value = 0
        for byte in rest {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return negative ? -value : value
    }

    /// The place's name for a position; `nil` without one.
    public func place(latitude: Double?, longitude: Double?) -> String? {
        guard let latitude, let longitude, latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180,
              !(latitude == 0 && longitude == 0) else { return nil }
        var best: (distance: Double, index: Int32)?
        let row = Int(floor(latitude)), column = Int(floor(longitude))
        for dy in -1...1 {
            for dx in -1...1 {
                let wrapped = ((column + dx + 180) % 360 + 360) % 360 - 180
                for index in cells[Self.key(row + dy, wrapped)] ?? [] {
                    let place = places[Int(index)]
                    // The latitudes alone put most of the nine cells' towns out of reach (a
                    // great circle is never shorter than its north-south part): no haversine.
                    guard abs(place.latitude - latitude) * Self.kilometresPerDegree <= Self.reach else { continue }
                    let distance = Self.kilometres(latitude, longitude, place.latitude, place.longitude)
                    // Ties and near-ties go to the larger town, listed first.
                    if distance <= Self.reach, best == nil || distance < best!.distance * 0.8 { best = (distance, index) }
                }
            }
        }
        if let best { return places[Int(best.index)].name }
        return String(format: "%.1f° %@ %.1f° %@", abs(latitude), latitude < 0 ? "S" : "N", abs(longitude), longitude < 0 ? "W" : "E")
    }

    private static func cell(_ latitude: Double, _ longitude: Double) -> Int {
        key(Int(floor(latitude)), Int(floor(longitude)))
    }

    private static func key(_ row: Int, _ column: Int) -> Int { (row + 90) * 1000 + (column + 180) }

    /// One degree of latitude on the haversine's sphere, rounded down (so the test above
    /// never drops a town in reach).
    private static let kilometresPerDegree = 111.19

    /// Great-circle distance (haversine).
    private static func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians, dLon = (lon2 - lon1) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(sqrt(a), sqrt(1 - a))
    }
}
