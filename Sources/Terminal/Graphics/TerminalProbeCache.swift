import Foundation

/// The probe's answers remembered between runs, one small JSON file per terminal identity
/// (`<directory>/<identity key>.json`, under the app's cache folder), so a launch in a terminal
/// seen before draws with its answer at once and asks again in the background.
///
/// It keeps capability facts only (``TerminalCapabilities``: names, versions, protocols, sizes,
/// colours) and the identity they belong to. A file that cannot be read, does not decode or
/// belongs to another identity is ignored, and one that cannot be written is not written: each
/// says why in one `log` line (the debug log), never on the screen.
public struct TerminalProbeCache: Sendable {
    /// Where the files are (created when the first is written).
    public let directory: URL
    private let log: @Sendable (String) -> Void

    /// What one file holds.
    private struct Entry: Codable {
        var version: Int
        var identity: [String: String]
        var capabilities: TerminalCapabilities
    }

    /// The layout of the files; another number is ignored (and written over).
    static let formatVersion = 1

    /// - Parameters:
    ///   - directory: the folder of the files (`$XDG_CACHE_HOME/photo-tui/terminals`).
    ///   - log: receives one line for each file ignored or not written.
    public init(directory: URL, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.directory = directory
        self.log = log
    }

    /// The file of `identity`'s answer.
    public func file(for identity: TerminalIdentity) -> URL {
        directory.appendingPathComponent(identity.key + ".json")
    }

    /// The answer remembered for `identity`, or nil (none, or a file that could not be used).
    public func load(_ identity: TerminalIdentity) -> TerminalCapabilities? {
        let url = file(for: identity)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if FileManager.default.fileExists(atPath: url.path) { log("terminal probe cache: \(url.path) not read: \(error.localizedDescription)") }
            return nil
        }
        do {
            let entry = try JSONDecoder().decode(Entry.self, from: data)
            guard entry.version == Self.formatVersion else {
                log("terminal probe cache: \(url.path) ignored: format \(entry.version), not \(Self.formatVersion)")
                return nil
            }
            guard entry.identity == identity.facts else {
                log("terminal probe cache: \(url.path) ignored: it belongs to another terminal")
                return nil
            }
            return entry.capabilities
        } catch {
            log("terminal probe cache: \(url.path) ignored: \(error)")
            return nil
        }
    }

    /// Remembers `capabilities` for `identity`, replacing what was there (written whole, then
    /// renamed into place, so a reader never sees half a file).
    /// - Returns: whether it was written.
    @discardableResult
    public func store(_ capabilities: TerminalCapabilities, for identity: TerminalIdentity) -> Bool {
        let url = file(for: identity)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(Entry(version: Self.formatVersion, identity: identity.facts, capabilities: capabilities))
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return true
        } catch {
            log("terminal probe cache: \(url.path) not written: \(error.localizedDescription)")
            return false
        }
    }
}
