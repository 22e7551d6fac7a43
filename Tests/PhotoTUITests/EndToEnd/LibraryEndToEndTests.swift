import Foundation
import Testing

/// The library in the real binary: a star survives quitting, and `library export` prints it.
@Suite("Library end to end", .serialized, .timeLimit(.minutes(2)))
struct LibraryEndToEndTests {
    private func waitForRows(_ session: TmuxSession) throws -> [String] {
        try session.waitFor("rows", timeout: 30) { screen in screen.count > 2 && screen[1].contains(" loaded ") && screen[2].contains("▌") }
    }

    @Test func aStarSurvivesQuittingAndIsExported() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-library-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        var title = ""
        do {
            let first = try TmuxSession(arguments: ["-q", "sea"], home: home)
            let screen = try waitForRows(first)
            // The first row's title, as the list shows it: after the thumbnail's ten columns.
            title = String(screen[2].dropFirst(12).prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
            try first.send("s")
            _ = try first.waitFor(text: "★ Starred")
            try first.send("q")
            try first.waitFor("exit", timeout: 5) { _ in (try? first.hasExited()) == true }
        }
        #expect(!title.isEmpty)
        #expect(FileManager.default.fileExists(atPath: home.path + "/.local/share/photo-tui/library.sqlite"))

        let second = try TmuxSession(arguments: ["-q", "sea"], home: home)
        let screen = try waitForRows(second)
        #expect(screen[2].contains("★ \(title.prefix(20))"), "\(screen[2])")
        // The first run's `-q sea` is in the search history: ↑ in an emptied box brings it back.
        try second.send("/")
        try second.send("C-u")
        _ = try second.waitFor("empty box") { $0.first?.contains("type to search") == true }
        try second.send("Up")
        _ = try second.waitFor("history") { $0.first?.hasPrefix(" Search: sea") == true }
        try second.send("Escape")
        // In the list (and past the 25 ms in which a key after Esc would read as Alt-key).
        _ = try second.waitFor("the list") { $0.last?.contains("⏎ search") == false }
        usleep(100_000)
        // The filters overlay's Source row: offline, openverse, then the library's shelves.
        try second.send("f")
        _ = try second.waitFor(text: "Source")
        try second.send(contentsOf: ["Down", "Down", "Down", "Right", "Right"])
        _ = try second.waitFor(text: "‹ favourites ›")
        try second.send("Enter")
        let favourites = try second.waitFor("favourites") { $0.last?.contains("Favourites") == true && $0.count > 2 && $0[2].contains("★") }
        #expect(favourites[2].contains(String(title.prefix(20))))
        #expect(favourites[1].contains("1 of 1 loaded"), "\(favourites[1])")
        try second.send("q")

        let (status, text) = try TmuxSession.runOnce(["library", "export", "--format", "csv"], home: home)
        #expect(status == 0)
        let lines = text.split(separator: "\n")
        // The photo's columns, then its marks (favourite, rating, rejected) and a file's path.
        #expect(lines.first == "provider,id,title,author,page,image,licence,credit,favourite,rating,rejected,path")
        // The offline library's photo, as its own, by id: no loopback address of a run long gone.
        #expect(lines.count == 2 && lines[1].hasPrefix("offline,offline:") && lines[1].contains(String(title.prefix(20))), "\(text)")
        #expect(!lines[1].contains("127.0.0.1") && lines[1].contains("synthetic photo"), "\(text)")
    }
}

/// `[keys]` from a real config file: the new key works and the help shows it.
@Suite("Remapped keys end to end", .serialized, .timeLimit(.minutes(1)))
struct RemappedKeysEndToEndTests {
    @Test func aRemappedKeyWorksAndShowsInTheHelp() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-keys-e2e-\(UUID().uuidString)")
        let config = home.appendingPathComponent("config/photo-tui")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try Data("[keys]\nstar = \"S\"\n".utf8).write(to: config.appendingPathComponent("config.toml"))

        let session = try TmuxSession(arguments: ["-q", "sea"], home: home)
        _ = try session.waitFor("rows", timeout: 30) { $0.count > 2 && $0[1].contains(" loaded ") && $0[2].contains("▌") }
        try session.send("s")  // no longer the star key
        usleep(400_000)
        #expect(try !session.capture().contains { $0.contains("Starred") })
        try session.send("S")
        _ = try session.waitFor(text: "★ Starred")
        try session.send("?")
        let help = try session.waitFor("the help's rows") { $0.contains { $0.contains(" Keys ") } && $0.contains { $0.contains("star it") } }
        // The help's key column is as wide as its widest key: S, then spaces, then what it does.
        #expect(help.contains { $0.range(of: #"(^|\s)S\s+star it \(favourites\)"#, options: .regularExpression) != nil },
                "\(help.joined(separator: "\n"))")
        try session.send("Escape")
        try session.send("q")
    }
}
