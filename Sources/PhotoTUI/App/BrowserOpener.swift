import Foundation

/// Opens a URL in the desktop's browser with `xdg-open`, detached and silent: its output would
/// otherwise land on the full-screen terminal.
enum BrowserOpener {
    /// Starts `xdg-open URL`; returns an error message when it cannot be started.
    static func open(_ url: URL, opener: String = "xdg-open") -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return nil
        } catch {
            return "Cannot open a browser (\(opener)): \(error.localizedDescription)"
        }
    }
}
