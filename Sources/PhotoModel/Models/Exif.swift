import Foundation

/// Camera settings of a full photo. Every value may be `null`; numbers have come as strings and
/// strings as numbers over the years, so both are accepted.
public struct Exif: Codable, Sendable, Equatable {
    public var make: String?
    public var model: String?
    public var name: String?
    /// As Unsplash gives it: `"1/250"` or `"0.0111"`.
    public var exposureTime: String?
    public var aperture: String?
    public var focalLength: String?
    public var iso: Int?

    /// Creates camera settings.
    public init(
        make: String? = nil, model: String? = nil, name: String? = nil, exposureTime: String? = nil,
        aperture: String? = nil, focalLength: String? = nil, iso: Int? = nil
    ) {
        self.make = make
        self.model = model
        self.name = name
        self.exposureTime = exposureTime
        self.aperture = aperture
        self.focalLength = focalLength
        self.iso = iso
    }

    /// A one-line summary such as `SONY ILCE-5000 · 16mm · f/3.5 · 1/250s · ISO 100`, or `nil`
    /// when nothing is known.
    public var summary: String? {
        let camera = [make, model].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var parts: [String] = []
        if !camera.isEmpty {
            // Models often repeat the make ("Canon" + "Canon EOS 40D").
            let make = camera.count == 2 && camera[1].lowercased().hasPrefix(camera[0].lowercased()) ? [camera[1]] : camera
            parts.append(make.joined(separator: " "))
        }
        if let focalLength, !focalLength.isEmpty { parts.append("\(Self.trimmed(focalLength))mm") }
        if let aperture, !aperture.isEmpty { parts.append("f/\(Self.trimmed(aperture))") }
        if let exposureTime, !exposureTime.isEmpty { parts.append("\(exposureTime)s") }
        if let iso { parts.append("ISO \(iso)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private static func trimmed(_ number: String) -> String {
        guard let value = Double(number) else { return number }
        return value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }

    private enum CodingKeys: String, CodingKey {
        case make, model, name, aperture, iso
        case exposureTime = "exposure_time", focalLength = "focal_length"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        make = try c.decodeStringOrNumber(forKey: .make)
        model = try c.decodeStringOrNumber(forKey: .model)
        name = try c.decodeStringOrNumber(forKey: .name)
        exposureTime = try c.decodeStringOrNumber(forKey: .exposureTime)
        aperture = try c.decodeStringOrNumber(forKey: .aperture)
        focalLength = try c.decodeStringOrNumber(forKey: .focalLength)
        iso = try c.decodeIntOrString(forKey: .iso)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(make, forKey: .make)
        try c.encode(model, forKey: .model)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encode(exposureTime, forKey: .exposureTime)
        try c.encode(aperture, forKey: .aperture)
        try c.encode(focalLength, forKey: .focalLength)
        try c.encode(iso, forKey: .iso)
    }
}
