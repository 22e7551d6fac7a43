import Foundation
import Logging
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The log is shared by every running instance: lines are appended, never overwritten or torn.
@Suite("The log file")
struct FileLogHandlerTests {
    private static func logURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-log-\(UUID().uuidString)/photo-tui.log")
    }

    /// Two sinks on one file, as two instances have: both opened before either writes (each
    /// at the end of the file as it was), then writing at once from two threads.
    @Test func twoWritersNeitherOverwriteNorTearEachOthersLines() throws {
        let url = Self.logURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let sinks = [FileLogHandler.Sink(url: url, redactor: SecretRedactor(secrets: [])),
                     FileLogHandler.Sink(url: url, redactor: SecretRedactor(secrets: []))]
        let lines = 2_000
        // Lines of different lengths, so an overwrite shows as a torn line, not only a lost one.
        let payload = { (writer: Int, index: Int) in "writer \(writer) line \(index) " + String(repeating: "\(writer)", count: 20 + index % 50) }
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<lines { sinks[writer].write(payload(writer, index)) }
        }
        let written = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(written.count == 2 * lines + 1 && written.last == "")
        for writer in 0..<2 {
            let own = written.filter { $0.hasPrefix("writer \(writer) ") }.map(String.init)
            #expect(own == (0..<lines).map { payload(writer, $0) }, "writer \(writer): \(own.count) whole lines of \(lines)")
        }
    }

    @Test func theFileIsCreatedForItsOwnerOnlyAndAppendedToAcrossRuns() throws {
        let url = Self.logURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        FileLogHandler.Sink(url: url, redactor: SecretRedactor(secrets: [])).write("first run")
        FileLogHandler.Sink(url: url, redactor: SecretRedactor(secrets: [])).write("second run")
        #expect(try String(contentsOf: url, encoding: .utf8) == "first run\nsecond run\n")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
