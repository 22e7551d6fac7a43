import Foundation

/// Opens a URL in the desktop's browser: the first command of `$BROWSER` that exists (a
/// colon-separated list; `%s` stands for the URL, else it goes last), else `xdg-open` when there
/// is a desktop to open it on. Detached and silent (its output would otherwise land on the
/// full-screen terminal). What cannot work is said at once; a command that exits with a failure
/// is reported through `onFailure` (from another thread).
enum BrowserOpener {
    /// Starts the opener; returns an error message when there is none or it cannot start.
    static func open(
        _ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        onFailure: @escaping @Sendable (String) -> Void = { _ in }
    ) -> String? {
        // `y` copies a page's link; a file is opened from the folder browser (where `y` copies
        // its path) or the Duplicates screen (where `y` answers the Trash), so no key is named.
        let hint = url.isFileURL ? "" : "; y copies the link"
        guard let command = command(for: url, environment: environment) else {
            let what = url.isFileURL ? "No program to open the file with" : "No browser to open it with"
            return "\(what): set $BROWSER (e.g. BROWSER=firefox) or install xdg-open\(hint)"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.executable)
        process.arguments = command.arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let name = (command.executable as NSString).lastPathComponent
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                onFailure("\(name) could not open the \(url.isFileURL ? "file" : "page") (exit \(finished.terminationStatus))\(hint)")
            }
        }
        do {
            try process.run()
            return nil
        } catch {
            return "Cannot start \(name): \(error.localizedDescription)"
        }
    }

    /// The program and arguments that would open `url`, or `nil` when none exists.
    static func command(for url: URL, environment: [String: String]) -> (executable: String, arguments: [String])? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        if let browsers = environment["BROWSER"], !browsers.isEmpty {
            for entry in browsers.split(separator: ":") {
                var words = entry.split(separator: " ").map(String.init)
                guard !words.isEmpty, let executable = find(words.removeFirst(), in: path) else { continue }
                if words.contains("%s") {
                    words = words.map { $0 == "%s" ? url.absoluteString : $0 }
                } else {
                    words.append(url.absoluteString)
                }
                return (executable, words)
            }
        }
        // xdg-open needs a desktop session: on a bare console or over SSH it only fails.
        let hasDesktop = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        if hasDesktop || url.isFileURL, let executable = find("xdg-open", in: path) {
            return (executable, [url.absoluteString])
        }
        return nil
    }

    /// `name` as an executable file: itself when it has a slash, else the first match in `path`.
    static func find(_ name: String, in path: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
