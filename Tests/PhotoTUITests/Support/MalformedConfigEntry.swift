import Foundation
import Testing
@testable import PhotoTUI

/// A config file with one bad entry, and the error it must give: its line, key and message.
struct MalformedConfigEntry: CustomTestStringConvertible {
    let file: String
    let line: Int
    let key: String
    /// How the message starts.
    let message: String

    var testDescription: String { key + " on line \(line)" }

    /// Resolves the configuration from `file` (HOME `/home/ada`) and checks that it fails so.
    func check() {
        do {
            _ = try Configuration.resolve(flags: ConfigurationFlags(), environment: ["HOME": "/home/ada"]) { _ in file }
            Issue.record("accepted \(file)")
        } catch {
            #expect(error.file == "/home/ada/.config/photo-tui/config.toml")
            #expect(error.line == line && error.key == key && error.message.hasPrefix(message), "\(error)")
        }
    }
}
