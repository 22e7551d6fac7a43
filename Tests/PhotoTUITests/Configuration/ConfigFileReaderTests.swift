import Foundation
import Testing
@testable import PhotoTUI

/// The config file is refused for what it is before anything parses it.
@Suite("Reading the config file")
struct ConfigFileReaderTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRegularFileIsReadAndAMissingOneIsNil() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try Data("log_level = \"debug\"\n".utf8).write(to: file)
        #expect(try ConfigFileReader.read(file.path) == "log_level = \"debug\"\n")
        #expect(try ConfigFileReader.read(folder.appendingPathComponent("none.toml").path) == nil)
    }

    @Test func aFIFOIsNamedAndNeverWaitedOn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("config.toml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // No writer ever opens it: a blocking open would wait here for ever.
        #expect(throws: ConfigFileReader.Refusal(message: "is a named pipe, not a regular file: give a config file")) {
            try ConfigFileReader.read(fifo)
        }
    }

    @Test func aDeviceOrAFolderIsNamedForWhatItIs() throws {
        #expect(throws: ConfigFileReader.Refusal(message: "is a character device, not a regular file: give a config file")) {
            try ConfigFileReader.read("/dev/zero")
        }
        #expect(throws: ConfigFileReader.Refusal(message: "is a folder, not a regular file: give a config file")) {
            try ConfigFileReader.read(FileManager.default.temporaryDirectory.path)
        }
    }

    @Test func aFileOverOneMiBIsRefusedByItsSizeUnread() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        // 32 MB, as the report's: a sparse file, so the test writes nothing.
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, 32 << 20) == 0)
        #expect(throws: ConfigFileReader.Refusal(message: "is 33,554,432 bytes, more than a config file may hold (1 MiB)")) {
            try ConfigFileReader.read(file.path)
        }
        #expect(truncate(file.path, off_t(ConfigFileReader.maximumBytes)) == 0)
        #expect(try ConfigFileReader.read(file.path)?.utf8.count == ConfigFileReader.maximumBytes)
    }

    @Test func textThatIsNotUTF8IsSaidToBeSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: file)  // "café" in Latin-1
        #expect(throws: ConfigFileReader.Refusal(message: "is not UTF-8 text: a config file is TOML, which is UTF-8")) {
            try ConfigFileReader.read(file.path)
        }
    }
}
