import Foundation
import Testing
@testable import PhotoModel

/// A log line's time reads as `ISO8601DateFormatter` wrote it before (internet date-time with
/// fractional seconds), in any time zone.
@Suite("A log line's time")
struct LogTimestampTests {
    /// Seconds since 1970 with fractions a double holds exactly, across years, leap days and the
    /// turn of a day in each zone.
    static let moments: [Double] = [0, 951_782_400.5, 1_709_164_799.25, 1_795_922_849.125, 1_795_968_000.75, 4_102_444_799.875]
    static let offsets = [0, 9 * 3600, -5 * 3600, 5 * 3600 + 1800, -(3 * 3600 + 1800), 13 * 3600 + 45 * 60]

    @Test(arguments: offsets)
    func readsAsFoundationsFormatterWroteIt(_ offset: Int) throws {
        let zone = try #require(TimeZone(secondsFromGMT: offset))
        for moment in Self.moments {
            let date = Date(timeIntervalSince1970: moment)
            let foundation = ISO8601DateFormatter.string(from: date, timeZone: zone, formatOptions: [.withInternetDateTime, .withFractionalSeconds])
            #expect(LogTimestamp.string(from: date, offsetSeconds: offset) == foundation)
        }
    }

    @Test func theProcesssZoneIsTheCLibrarysOwn() {
        let date = Date(timeIntervalSince1970: 1_795_922_849.5)
        var seconds = time_t(1_795_922_849)
        var parts = tm()
        localtime_r(&seconds, &parts)
        #expect(LogTimestamp.string(from: date) == LogTimestamp.string(from: date, offsetSeconds: Int(parts.tm_gmtoff)))
        #expect(LogTimestamp.string(from: date).hasSuffix(parts.tm_gmtoff == 0 ? ".500Z" : String(format: ":%02d", abs(Int(parts.tm_gmtoff)) / 60 % 60)))
    }
}
