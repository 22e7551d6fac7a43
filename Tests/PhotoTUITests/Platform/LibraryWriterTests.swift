import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// Library writes leave the event loop: in order, failures reported, and a database another
/// process holds locked does not stall the caller.
@Suite("Library writes off the loop")
struct LibraryWriterTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesHappenInTheOrderAskedAndFlushWaitsForThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = LibraryWriter(library: PhotoLibrary(at: folder.appendingPathComponent("library.sqlite")),
                                   queue: DispatchQueue(label: "test.library"))
        for index in 0..<50 {
            let date = Date(timeIntervalSince1970: Double(1_700_000_000 + index))
            writer.write({ try $0.recordSearch("search \(index)", source: "offline", at: date) }, failed: { _ in })
        }
        writer.flush()
        let searches = try writer.library.recentSearches(limit: 100)
        #expect(searches.count == 50)
        #expect(searches.first == "search 49" && searches.last == "search 0")
    }

    @Test func aFailedWriteIsReported() {
        struct DiskFull: Error {}
        let writer = LibraryWriter(library: PhotoLibrary(), queue: DispatchQueue(label: "test.library"))
        let failures = Locked<[String]>([])
        writer.write({ _ in throw DiskFull() }, failed: { error in failures.withLock { $0.append("\(error)") } })
        writer.flush()
        #expect(failures.withLock { $0 } == ["DiskFull()"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "SKIPPED: no sqlite3 program"))
    func aDatabaseLockedByAnotherProcessDoesNotStallTheCaller() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("library.sqlite")
        let writer = LibraryWriter(library: PhotoLibrary(at: url), queue: DispatchQueue(label: "test.library"))
        // Another instance holds the write lock until told to let go.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [url.path]
        let commands = Pipe(), replies = Pipe()
        holder.standardInput = commands
        holder.standardOutput = replies
        try holder.run()
        commands.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
        var reply = ""
        while !reply.contains("locked") {
            let data = replies.fileHandleForReading.availableData
            if data.isEmpty { break }
            reply += String(decoding: data, as: UTF8.self)
        }
        #expect(reply.contains("locked"))

        let done = Locked(false)
        writer.write({ library in
            try library.recordSearch("while locked", source: "offline")
            done.withLock { $0 = true }
        }, failed: { _ in })
        // The call came back while the other process still holds the lock: the write waits on its queue.
        #expect(done.withLock { $0 } == false)
        commands.fileHandleForWriting.write(Data("COMMIT;\n.quit\n".utf8))
        holder.waitUntilExit()
        writer.flush()
        #expect(done.withLock { $0 })
        #expect(try writer.library.recentSearches() == ["while locked"])
    }
}
