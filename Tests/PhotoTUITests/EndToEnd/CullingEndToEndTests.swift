import Foundation
import PhotoCore
import Testing

/// Going through a shoot in the real binary: rate and reject a folder's photos, quit, find the
/// ratings in `library export` and (with `[library] write_xmp`) in XMP sidecars beside the photos,
/// which are left byte for byte as they were.
@Suite("Culling end to end", .serialized, .timeLimit(.minutes(2)))
struct CullingEndToEndTests {
    @Test func rateAFolderThenExportTheBest() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-cull-e2e-\(UUID().uuidString.prefix(8))")
        let shoot = home.appendingPathComponent("shoot")
        let config = home.appendingPathComponent("config/photo-tui")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("[library]\nwrite_xmp = true\n".utf8).write(to: config.appendingPathComponent("config.toml"))
        var pixels = [UInt8]()
        for y in 0..<60 { for x in 0..<90 { pixels += [UInt8(x * 2), UInt8(y * 4), 90] } }
        let jpeg = try JPEGEncoder(quality: 80).encode(PixelImage(width: 90, height: 60, pixels: pixels))
        for name in ["a.jpg", "b.jpg", "c.jpg"] { try jpeg.write(to: shoot.appendingPathComponent(name)) }

        let session = try TmuxSession(arguments: ["--order", "name", shoot.path], width: 160, height: 40, home: home)
        _ = try session.waitFor("rows", timeout: 30) { $0.count > 2 && $0[1].contains(" loaded ") && $0.contains { $0.contains("a.jpg") } }
        try session.send("4")
        _ = try session.waitFor(text: "★★★★☆ Rated 4: a.jpg")
        try session.send("j")
        try session.send("5")
        _ = try session.waitFor(text: "★★★★★ Rated 5: b.jpg")
        try session.send("j")
        try session.send("x")
        let screen = try session.waitFor(text: "✕ Rejected: c.jpg")
        #expect(screen.contains { $0.contains("a.jpg") && $0.contains("★★★★☆") }, "\(screen.joined(separator: "\n"))")
        try session.send("q")
        try session.waitFor("exit", timeout: 5) { _ in (try? session.hasExited()) == true }

        // The sidecars darktable and digiKam read; the photos untouched.
        let sidecar = try String(contentsOf: shoot.appendingPathComponent("a.jpg.xmp"), encoding: .utf8)
        #expect(sidecar.contains("xmp:Rating=\"4\"") || sidecar.contains("<xmp:Rating>4</xmp:Rating>"), "\(sidecar)")
        let rejected = try String(contentsOf: shoot.appendingPathComponent("c.jpg.xmp"), encoding: .utf8)
        #expect(rejected.contains("xmp:Rating=\"-1\"") || rejected.contains("<xmp:Rating>-1</xmp:Rating>"), "\(rejected)")
        for name in ["a.jpg", "b.jpg", "c.jpg"] { #expect(try Data(contentsOf: shoot.appendingPathComponent(name)) == jpeg) }

        let (status, text) = try TmuxSession.runOnce(["library", "export", "--format", "csv", "--min-rating", "4"], home: home)
        #expect(status == 0)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "provider,id,title,author,page,image,licence,credit,favourite,rating,rejected,path")
        #expect(lines.count == 3, "\(text)")
        #expect(lines.contains { $0.hasPrefix("folder,") && $0.hasSuffix(",false,5,false,\(shoot.path)/b.jpg") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("folder,") && $0.hasSuffix(",false,4,false,\(shoot.path)/a.jpg") }, "\(text)")
    }
}
