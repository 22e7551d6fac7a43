import Foundation

/// The release binary `make test` points `PHOTO_TUI_BIN` at, when it exists.
let photoTUIBinary = ProcessInfo.processInfo.environment["PHOTO_TUI_BIN"].flatMap { path in
    FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// One run of the real binary to its end, in a fresh HOME, with the offline library named (with
/// no key the default would try Openverse on a networked machine).
struct PhotoTUIRun {
    let status: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: [String], directory: URL? = nil, environment: [String: String] = [:]) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: photoTUIBinary!)
        process.arguments = arguments
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "PHOTO_TUI_SOURCE": "offline"]
            .merging(environment) { _, given in given }
        process.currentDirectoryURL = directory ?? home
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.stdout = String(decoding: stdout, as: UTF8.self)
        self.stderr = String(decoding: stderr, as: UTF8.self)
    }
}
