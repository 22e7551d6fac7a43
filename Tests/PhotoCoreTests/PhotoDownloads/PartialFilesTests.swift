import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoDownloads

/// `PartialFiles`: temporary files of the dead are swept, those of the living are kept.
@Suite struct PartialFilesTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-partials-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The pid of a process that has exited.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func sweepsFilesOfDeadProcessesAndOldOnes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = folder.appendingPathComponent(".photo-tui-\(try Self.deadPID())-abc.partial")
        let mine = PartialFiles.temporaryURL(in: folder)
        let live = folder.appendingPathComponent(".photo-tui-1-abc.partial")  // init is alive
        let legacyOld = folder.appendingPathComponent(".author-a-unsplash.jpg.partial")
        let legacyNew = folder.appendingPathComponent(".author-b-unsplash.jpg.partial")
        let photo = folder.appendingPathComponent("kept.jpg")
        for file in [dead, mine, live, legacyOld, legacyNew, photo] {
            _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
        }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: legacyOld.path)
        #expect(PartialFiles.sweep(folder) == 2)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == [mine.lastPathComponent, live.lastPathComponent, legacyNew.lastPathComponent, "kept.jpg"])
    }

    @Test func registeredFilesAreRemovedAllAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A registry of its own: the shared one holds other tests' downloads.
        let slots = PartialFileSlots()
        let files = (0..<3).map { _ in PartialFiles.temporaryURL(in: folder) }
        for file in files {
            _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
            slots.register(file.path)
        }
        slots.unregister(files[2].path)
        #expect(Set(slots.paths) == Set(files[0...1].map(\.path)))
        slots.unlinkAll()
        #expect(files.map { FileManager.default.fileExists(atPath: $0.path) } == [false, false, true])
    }
}
