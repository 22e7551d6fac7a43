import Foundation
import PhotoCore
import Testing

/// The Duplicates screen in the real binary, on a temporary folder with a byte-for-byte copy and
/// a resized copy of one photo, the Trash (`XDG_DATA_HOME`) and the index (`XDG_CACHE_HOME`) in
/// the same temporary folder: `D` shows the groups, `x` `d` `y` move the copy to the Trash with
/// its `.trashinfo`, `u` puts it back, `z` shows a member over the screen, Esc returns to the list.
@Suite("Duplicates screen end to end", .serialized, .timeLimit(.minutes(2)))
struct DuplicatesEndToEndTests {
    @Test func trashACopyFromTheDuplicatesScreenThenRestoreIt() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dupview-e2e-\(UUID().uuidString.prefix(8))")
        let pictures = home.appendingPathComponent("Pictures"), data = home.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: pictures.appendingPathComponent("copies"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        func picture(width: Int, height: Int) throws -> Data {
            var pixels = [UInt8]()
            for y in 0..<height {
                for x in 0..<width {
                    // Quarters of different brightness with a diagonal: a picture a perceptual hash tells apart.
                    let u = x * 4 / width, v = y * 4 / height
                    pixels += [UInt8((u * 60 + v * 20) % 256), UInt8(x * 255 / width), UInt8(y > x * height / width ? 200 : 30)]
                }
            }
            return try JPEGEncoder(quality: 85).encode(PixelImage(width: width, height: height, pixels: pixels))
        }
        let original = try picture(width: 320, height: 240)
        try original.write(to: pictures.appendingPathComponent("harbour.jpg"))
        try original.write(to: pictures.appendingPathComponent("copies/harbour copy.jpg"))
        try picture(width: 160, height: 120).write(to: pictures.appendingPathComponent("harbour small.jpg"))
        let copy = pictures.appendingPathComponent("copies/harbour copy.jpg").path

        let session = try TmuxSession(arguments: ["--order", "name", pictures.path],
                                      environment: ["XDG_DATA_HOME": data.path, "XDG_CACHE_HOME": home.path + "/cache"],
                                      width: 160, height: 40, home: home)
        _ = try session.waitFor("rows", timeout: 30) { $0.count > 2 && $0[1].contains(" loaded ") && $0.contains { $0.contains("harbour.jpg") } }
        try session.send("D")
        // The whole group, not only its heading: tmux may be captured while a frame is half drawn.
        let first = try session.waitFor("the exact pair", timeout: 30) { screen in
            screen[0].contains("group 1 of 2 · exact copies") && screen.contains { $0.contains("exact copy (same bytes)") }
                && screen.contains { $0.contains("320×240") }
        }
        #expect(first[0].contains("Duplicates · Pictures"))
        #expect(first.contains { $0.contains("harbour.jpg") && $0.contains("copies/harbour copy.jpg") }, "\(first.joined(separator: "\n"))")
        #expect(first.contains { $0.contains("exact copy (same bytes)") } && first.contains { $0.contains("320×240") })

        // z: the selected file over the whole screen, l the next one, Esc back to the group.
        try session.send("z")
        _ = try session.waitFor(text: "file 1 of 2: copies/harbour copy.jpg")
        try session.send("l")
        let flipped = try session.waitFor(text: "file 2 of 2: harbour.jpg")
        #expect(!flipped[0].contains("Duplicates ·"), "the photo takes the screen")
        try session.send("h")
        try session.send("Escape")
        _ = try session.waitFor("the group again", timeout: 10) { $0[0].contains("group 1 of 2 · exact copies") }

        // Largest first, then by path: the copy, then the original (the suggested keeper: the shorter path).
        try session.send("x")
        _ = try session.waitFor(text: "1 marked to discard")
        try session.send("d")
        _ = try session.waitFor(text: "Move copies/harbour copy.jpg")
        #expect(FileManager.default.fileExists(atPath: copy), "nothing moves before y")
        try session.send("y")
        let moved = try session.waitFor(text: "Moved harbour copy.jpg")
        #expect(moved.contains { $0.contains("to the Trash · u restores") })
        #expect(!FileManager.default.fileExists(atPath: copy))
        let trash = data.appendingPathComponent("Trash")
        #expect(FileManager.default.fileExists(atPath: trash.appendingPathComponent("files/harbour copy.jpg").path))
        let info = try String(contentsOf: trash.appendingPathComponent("info/harbour copy.jpg.trashinfo"), encoding: .utf8)
        #expect(info.hasPrefix("[Trash Info]\nPath=" + pictures.path + "/copies/harbour%20copy.jpg\nDeletionDate="), "\(info)")
        // The pair is gone; the resized copy still groups with the original.
        let after = try session.waitFor("the similar group", timeout: 15) { $0[0].contains("group 1 of 1 · similar") }
        #expect(after.contains { $0.contains("harbour small.jpg") } && !after.contains { $0.contains("harbour copy.jpg") && !$0.contains("Moved") })

        try session.send("u")
        _ = try session.waitFor(text: "Restored harbour copy.jpg from the Trash")
        #expect(FileManager.default.fileExists(atPath: copy))
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash.appendingPathComponent("files").path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash.appendingPathComponent("info").path).isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
        _ = try session.waitFor("the pair again", timeout: 30) { $0[0].contains("group 1 of 2 · exact copies") }

        try session.send("Escape")
        _ = try session.waitFor("the list", timeout: 10) { screen in !screen[0].contains("Duplicates ·") && screen.contains { $0.contains("harbour small.jpg") } }
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }
        #expect(try session.exitStatus() == 0, "stderr: \(session.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == ["copies", "harbour small.jpg", "harbour.jpg"])
    }
}
