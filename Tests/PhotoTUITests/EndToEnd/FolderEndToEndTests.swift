import Foundation
import PhotoCore
import Testing

/// The whole program in tmux on a local folder of real JPEGs with EXIF (written with libexif),
/// a rotated one, a PNG, a half-written JPEG, a text file named .jpg and a symlink loop.
@Suite("Folder browser end to end", .serialized, .timeLimit(.minutes(3)))
struct FolderEndToEndTests {
    private static func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-folder-\(UUID().uuidString.prefix(8))")
        let fm = FileManager.default
        for folder in ["holiday", "screens", "many"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        var pixels = [UInt8]()
        for y in 0..<240 { for x in 0..<360 { pixels += [UInt8(x * 255 / 359), UInt8(y * 255 / 239), 90] } }
        let jpeg = try JPEGEncoder(quality: 85).encode(PixelImage(width: 360, height: 240, pixels: pixels))
        try ExifWriter.insert(ExifMetadata(
            make: "Canon", model: "Canon EOS R6", exposureTime: "1/500", aperture: "8", focalLength: "50", iso: 100,
            dateTaken: "2024:07:14 09:15:00", latitude: 35.1796, longitude: 129.0756, keywords: ["harbour"]), into: jpeg)
            .write(to: root.appendingPathComponent("holiday/IMG_0001.jpg"))
        try ExifWriter.insert(ExifMetadata(make: "FUJIFILM", model: "X-T30", dateTaken: "2023:01:02 16:00:00", orientation: .right), into: jpeg)
            .write(to: root.appendingPathComponent("holiday/IMG_0002.jpg"))
        try PNGEncoder().encode(PixelImage(width: 200, height: 100, pixels: Array(pixels.prefix(200 * 100 * 3))))
            .write(to: root.appendingPathComponent("screens/screenshot.png"))
        try jpeg.prefix(jpeg.count / 2).write(to: root.appendingPathComponent("screens/half.jpg"))
        try Data("not a photo".utf8).write(to: root.appendingPathComponent("screens/notes.jpg"))
        for index in 1...40 { try jpeg.write(to: root.appendingPathComponent(String(format: "many/p%02d.jpg", index))) }
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
        return root
    }

    @Test func browsesSearchesShowsEXIFAndSharesThumbnails() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `o` needs an opener to start: `true` stands in for a browser (without one, or a desktop
        // for xdg-open, `o` says there is none).
        // In name order (the timeline is the default, tested on its own below).
        let session = try TmuxSession(arguments: ["--order", "name", folder.path], environment: ["BROWSER": "true"], width: 160, height: 40)
        // The first rows, and the folder's name as the source in the status line.
        try session.waitFor("rows and the source", timeout: 30) { screen in
            screen.count > 1 && screen[1].contains(" loaded ") && screen.contains { $0.contains("IMG_0001.jpg") }
                && screen.contains { $0.contains(folder.lastPathComponent) }
        }
        // The scan's count in the status line: the text file named .jpg is skipped, the loop not followed.
        try session.waitFor(text: "44 photos, 1 skipped")
        // A finite collection: every photo counted over the list, and no feed headings over the
        // person's own files.
        let home = try session.waitFor("the exact count") { $0[0].contains("44 photos") }
        #expect(!home.contains { $0.contains("Editorial") || $0.contains("Topics") })

        try session.send("/")
        try session.type("canon")
        let results = try session.waitFor("search results") { screen in
            screen[0].contains("Search: canon") && screen[1].contains("1 of 1 loaded") && screen.contains { $0.contains("IMG_0001.jpg") }
        }
        #expect(!results.contains { $0.contains("IMG_0002.jpg") })
        #expect(!results.contains { $0.contains("p01.jpg") })
        // A local file has nothing to download: no "d download" hint.
        #expect(!results.last!.contains("d download"))

        try session.send("Enter")
        try session.send("Enter")
        let detail = try session.waitFor(text: "Esc to go back")
        #expect(detail.contains { $0.contains("Canon EOS R6") }, "\(detail.joined(separator: "\n"))")
        #expect(detail.contains { $0.contains("35.17960° N, 129.07560° E") }, "\(detail.joined(separator: "\n"))")
        // y copies the file's path, o opens the file with the desktop's opener.
        try session.send("y")
        try session.waitFor(text: "Path copied")
        try session.send("o")
        try session.waitFor(text: "Opening IMG_0001.jpg")
        try session.send("Escape")

        // The thumbnails went to the shared freedesktop cache, as PNGs naming their file.
        let normal = session.home.appendingPathComponent("cache/thumbnails/normal")
        let deadline = Date().addingTimeInterval(10)
        var thumbnails: [String] = []
        while thumbnails.isEmpty && Date() < deadline {
            thumbnails = (try? FileManager.default.contentsOfDirectory(atPath: normal.path)) ?? []
            usleep(100_000)
        }
        let first = try #require(thumbnails.first { $0.hasSuffix(".png") })
        let text = PNGTextChunks.read(try Data(contentsOf: normal.appendingPathComponent(first)))
        #expect(text["Thumb::URI"]?.hasPrefix("file://" + folder.path) == true)

        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
    }

    @Test func aHalfWrittenJPEGShowsTheBrokenImageThenItsPictureWhenFinished() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(arguments: [folder.path], width: 160, height: 40)
        try session.waitFor("rows", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        try session.send("/")
        try session.type("half")
        try session.waitFor("the broken-image placeholder") { screen in
            screen[1].contains("1 of 1 loaded") && screen.contains { $0.contains("half.jpg") } && screen.contains { $0.contains("✕") }
        }
        // The writer finishes the file; the next try (within five seconds) shows the picture.
        let whole = try Data(contentsOf: folder.appendingPathComponent("holiday/IMG_0001.jpg"))
        try whole.write(to: folder.appendingPathComponent("screens/half.jpg"))
        try session.waitFor("the retried thumbnail", timeout: 15) { screen in !screen.contains { $0.contains("✕") } }
        try session.send("C-c")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }

    @Test func aFileRemovedWhileBrowsingSaysSo() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(arguments: ["--source", "folder:" + folder.path], width: 160, height: 40)
        try session.waitFor("rows", timeout: 30) { $0.count > 1 && $0[1].contains(" loaded ") }
        try session.send("/")
        try session.type("fujifilm")
        try session.waitFor("search results") { screen in
            screen[0].contains("Search: fujifilm") && screen[1].contains("1 of 1 loaded") && screen.contains { $0.contains("IMG_0002.jpg") }
        }
        // Removed after the search listed it, opened at once (the folder watch would take it off
        // the list a quarter of a second later).
        try FileManager.default.removeItem(at: folder.appendingPathComponent("holiday/IMG_0002.jpg"))
        try session.send("Enter")
        try session.send("Enter")
        try session.waitFor(text: "This photo has been removed")
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
    }

    /// A small folder for the timeline: two days in 2024, one in 2023, a Latin-1 file name, and a
    /// link out of the folder to another with a photo in it.
    private static func makeTimelineFolder() throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-timeline-\(UUID().uuidString.prefix(8))")
        let root = base.appendingPathComponent("Pictures"), outside = base.appendingPathComponent("elsewhere")
        for folder in [root.appendingPathComponent("2024"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var pixels = [UInt8]()
        for y in 0..<120 { for x in 0..<180 { pixels += [UInt8(x * 255 / 179), UInt8(y * 255 / 119), 90] } }
        let jpeg = try JPEGEncoder(quality: 85).encode(PixelImage(width: 180, height: 120, pixels: pixels))
        func taken(_ date: String) throws -> Data { try ExifWriter.insert(ExifMetadata(make: "Canon", model: "Canon EOS R6", dateTaken: date), into: jpeg) }
        try taken("2024:07:14 09:15:00").write(to: root.appendingPathComponent("2024/harbour.jpg"))
        try taken("2024:07:13 18:00:00").write(to: root.appendingPathComponent("2024/market.jpg"))
        try taken("2023:01:02 16:00:00").write(to: root.appendingPathComponent("snow.jpg"))
        // `caf\xE9.jpg`, as an old camera or a zip writes it.
        let latin1 = Array(root.path.utf8) + Array("/2024/caf".utf8) + [0xE9] + Array(".jpg".utf8) + [0]
        let handle = latin1.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "w") } }
        let bytes = try taken("2024:07:14 12:00:00")
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, handle) }
        fclose(handle)
        try jpeg.write(to: outside.appendingPathComponent("stranger.jpg"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("everything").path, withDestinationPath: outside.path)
        return (root, outside)
    }

    @Test func theTimelineByDateWithEveryNameThenFromTheIndexWithTheChanges() throws {
        let (folder, _) = try Self.makeTimelineFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-home-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            let session = try TmuxSession(arguments: [folder.path], width: 120, height: 40, home: home)
            // Newest first under day headings; the Latin-1 name shown with a replacement
            // character; the photo behind the link out of the folder never listed.
            let screen = try session.waitFor("the timeline", timeout: 30) { screen in
                screen.contains { $0.contains("Sun 14 Jul 2024") } && screen.contains { $0.contains("Mon 2 Jan 2023") }
                    && screen.contains { $0.contains("caf\u{FFFD}.jpg") } && screen.contains { $0.contains("4 photos") }
            }
            let text = screen.joined(separator: "\n")
            let order = ["Sun 14 Jul 2024", "caf\u{FFFD}.jpg", "harbour.jpg", "Sat 13 Jul 2024", "market.jpg", "Mon 2 Jan 2023", "snow.jpg"]
            let positions = order.compactMap { text.range(of: $0)?.lowerBound }
            #expect(positions.count == order.count && positions == positions.sorted(), "\(text)")
            #expect(!text.contains("stranger.jpg"))
            // The Latin-1 file opens: its picture and EXIF in the detail, no broken image.
            try session.send("/")
            try session.type("caf")
            try session.waitFor("the search") { $0[1].contains("1 of 1 loaded") }
            try session.send("Enter")
            try session.send("Enter")
            let detail = try session.waitFor(text: "Esc to go back")
            #expect(detail.contains { $0.contains("Canon EOS R6") } && !detail.contains { $0.contains("✕") }, "\(detail.joined(separator: "\n"))")
            try session.send("q")
            try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
            #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
        }
        // Between launches: one photo moved, one removed. The second launch lists from the index
        // and picks them up.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("snow.jpg"), to: folder.appendingPathComponent("2024/snow again.jpg"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("2024/market.jpg"))
        let session = try TmuxSession(arguments: [folder.path], width: 120, height: 40, home: home)
        let screen = try session.waitFor("the changed timeline", timeout: 30) { screen in
            screen.contains { $0.contains("snow again.jpg") } && screen.contains { $0.contains("3 photos") }
        }
        #expect(!screen.contains { $0.contains("market.jpg") || $0.contains("Sat 13 Jul 2024") }, "\(screen.joined(separator: "\n"))")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("cache/photo-tui/index").path))
        // Nothing was written into the photo folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["2024", "everything"])
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
    }

    @Test func theJumpKeysGoToTheNextDayAndMonthOnTheTimeline() throws {
        let (folder, _) = try Self.makeTimelineFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-home-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try TmuxSession(arguments: [folder.path], width: 120, height: 40, home: home)
        try session.waitFor("the timeline", timeout: 30) { screen in screen.contains { $0.contains("4 photos") } }
        /// Opens the selected photo, reads its detail once it shows `name` (the jump's answer
        /// comes on the next turn of the loop, and the detail follows the selection), and goes
        /// back to the list.
        func opened(_ name: String) throws -> String {
            try session.send("Enter")
            let detail = try session.waitFor("the detail of \(name)") { screen in
                screen.contains { $0.contains("Esc to go back") } && screen.contains { $0.contains(name) }
            }.joined(separator: "\n")
            try session.send("Escape")
            try session.waitFor("the list") { screen in !screen.contains { $0.contains("Esc to go back") } }
            return detail
        }
        // From the first photo of Sun 14 Jul 2024, `]` is the first of Sat 13 Jul.
        try session.send("]")
        let day = try opened("market.jpg")
        #expect(day.contains("market.jpg") && !day.contains("harbour.jpg"), "\(day)")
        // `}`: the first photo of the month after (older), January 2023.
        try session.send("}")
        let month = try opened("snow.jpg")
        #expect(month.contains("snow.jpg") && !month.contains("market.jpg"), "\(month)")
        // `{` goes back to the first photo of July 2024.
        try session.send("{")
        let back = try opened("caf\u{FFFD}.jpg")
        #expect(back.contains("caf\u{FFFD}.jpg") && !back.contains("snow.jpg"), "\(back)")
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
    }

    @Test func duplicatesPrintsGroupsAsTextAndJSONLines() throws {
        let (folder, _) = try Self.makeTimelineFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: folder.appendingPathComponent("snow.jpg"), to: folder.appendingPathComponent("2024/snow copy.jpg"))
        let cache = folder.deletingLastPathComponent().appendingPathComponent("cache")
        func run(_ arguments: [String]) throws -> (status: Int32, out: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
            process.arguments = arguments
            process.environment = ["HOME": cache.path, "XDG_CACHE_HOME": cache.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        let json = try run(["duplicates", folder.path, "--json"])
        #expect(json.status == 0)
        let lines = json.out.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        // Every photo here is one picture: snow.jpg and its copy are exact; all five are similar.
        #expect(lines.count == 2 && lines.allSatisfy { $0 != nil }, "\(json.out)")
        #expect(lines.first??["kind"] as? String == "exact" && lines.first??["group"] as? Int == 1)
        #expect((lines.first??["paths"] as? [String])?.sorted() == [folder.path + "/2024/snow copy.jpg", folder.path + "/snow.jpg"])
        #expect((lines.last??["paths"] as? [String])?.contains(folder.path + "/2024/caf\\xE9.jpg") == true, "\(json.out)")
        let text = try run(["duplicates", folder.path])
        #expect(text.status == 0 && text.out.contains("1. exact copies: 2 files") && text.out.hasSuffix("nothing was deleted.\n"), "\(text.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["2024", "everything", "snow.jpg"])
    }
}
