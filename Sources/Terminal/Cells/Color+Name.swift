import Foundation

extension Color {
    /// The 16 system colours by name (`red`, `bright-blue`), a palette number `0`…`255`, or
    /// `#rrggbb`; `default` for the terminal's own. `nil` for anything else.
    public init?(name: String) {
        let text = name.lowercased().trimmingCharacters(in: .whitespaces)
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        if text == "default" {
            self = .default
        } else if let index = names.firstIndex(of: text) {
            self = .palette(UInt8(index))
        } else if text.hasPrefix("bright-"), let index = names.firstIndex(of: String(text.dropFirst(7))) {
            self = .palette(UInt8(index + 8))
        } else if let number = UInt8(text) {
            self = .palette(number)
        } else if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            return nil
        }
    }
}
