import Foundation

/// `photo-tui serve ARGS` on a free loopback port, for a browser or a subcommand to talk to;
/// continued (if stopped) and ended at deinit.
final class ServeProcess {
    let process = Process()
    /// The address it printed: `http://127.0.0.1:PORT`.
    let url: String
    private let home: URL

    /// Starts the server and waits for its address (the catalog is built before it is printed).
    init(arguments: [String], environment: [String: String] = [:]) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        url = String(decoding: line, as: UTF8.self)
        guard url.hasPrefix("http://127.0.0.1:") else { throw TmuxSession.Failure(description: "serve printed '\(url)'") }
    }

    /// `kill -STOP`: the kernel still accepts connections and takes requests; nothing answers.
    func freeze() { kill(process.processIdentifier, SIGSTOP) }

    deinit {
        kill(process.processIdentifier, SIGCONT)
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: home)
    }
}
