import Foundation
import Testing
@testable import Terminal

@Suite struct TerminalProbeCacheTests {
    /// A fresh folder under the system's temporary one, removed by `done`.
    final class Folder: @unchecked Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("probe-cache-\(UUID().uuidString)", isDirectory: true)
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The log lines a cache wrote.
    final class LogLines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var lines: [String] { lock.withLock { stored } }
        func append(_ line: String) { lock.withLock { stored.append(line) } }
    }

    let kittyIdentity = TerminalIdentity(environment: RecordedTerminal.kitty.environment)
    let footIdentity = TerminalIdentity(environment: ["TERM": "foot"])

    @Test(arguments: RecordedTerminal.all)
    func whatIsStoredComesBackTheSame(terminal: RecordedTerminal) {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url.appendingPathComponent("terminals"))
        let identity = TerminalIdentity(environment: terminal.environment)
        #expect(cache.load(identity) == nil)
        #expect(cache.store(terminal.capabilities, for: identity))
        #expect(cache.load(identity) == terminal.capabilities)
    }

    @Test func theBackgroundColourAndEveryOptionalFactRoundTrip() {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url)
        var capabilities = RecordedTerminal.foot.capabilities
        capabilities.background = .rgb(1, 2, 250)
        capabilities.directColor = true
        #expect(capabilities.sixelMaxPixels != nil && capabilities.sixelColorRegisters != nil)
        cache.store(capabilities, for: footIdentity)
        #expect(cache.load(footIdentity) == capabilities)
    }

    @Test func sharedMemoryRoundTripsAndAnAnswerRememberedBeforeItWasAskedHasNone() throws {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url)
        var capabilities = RecordedTerminal.kitty.capabilities
        capabilities.kittySharedMemory = true
        cache.store(capabilities, for: kittyIdentity)
        #expect(cache.load(kittyIdentity) == capabilities)
        // A file written before the question existed has no such key: decoded as not known.
        let url = cache.file(for: kittyIdentity)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"kittySharedMemory\":true"))
        try text.replacingOccurrences(of: "\"kittySharedMemory\":true,", with: "").write(to: url, atomically: true, encoding: .utf8)
        #expect(cache.load(kittyIdentity)?.kittySharedMemory == false)
        #expect(cache.load(kittyIdentity)?.kittyGraphics == true)
    }

    @Test func eachIdentityHasItsOwnAnswer() {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url)
        cache.store(RecordedTerminal.kitty.capabilities, for: kittyIdentity)
        cache.store(RecordedTerminal.foot.capabilities, for: footIdentity)
        #expect(cache.load(kittyIdentity) == RecordedTerminal.kitty.capabilities)
        #expect(cache.load(footIdentity) == RecordedTerminal.foot.capabilities)
        #expect(cache.file(for: kittyIdentity).lastPathComponent == kittyIdentity.key + ".json")
    }

    @Test func aChangedAnswerReplacesTheStoredOne() {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url)
        cache.store(RecordedTerminal.kitty.capabilities, for: kittyIdentity)
        var bigger = RecordedTerminal.kitty.capabilities
        bigger.cellPixels = Size(width: 12, height: 24)
        cache.store(bigger, for: kittyIdentity)
        #expect(cache.load(kittyIdentity) == bigger)
    }

    @Test(arguments: [
        ("not json", "not json"),
        ("half a file", #"{"version":1,"identity":{"TERM":"foot"},"capabilities":{"insideTmux":false"#),
        ("a size of three numbers", #"{"version":1,"identity":{"TERM":"foot"},"capabilities":{"insideTmux":false,"kittyGraphics":false,"sixel":true,"cellPixels":[1,2,3],"synchronizedOutput":false,"directColor":false,"gotAnswer":true}}"#),
        ("another format", #"{"version":9,"identity":{"TERM":"foot"},"capabilities":{"insideTmux":false,"kittyGraphics":false,"sixel":true,"synchronizedOutput":false,"directColor":false,"gotAnswer":true}}"#),
        ("another terminal's answer", #"{"version":1,"identity":{"TERM":"xterm"},"capabilities":{"insideTmux":false,"kittyGraphics":false,"sixel":true,"synchronizedOutput":false,"directColor":false,"gotAnswer":true}}"#),
    ])
    func aFileThatCannotBeUsedIsIgnoredWithALogLine(name: String, contents: String) throws {
        let folder = Folder()
        let log = LogLines()
        let cache = TerminalProbeCache(directory: folder.url) { log.append($0) }
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: cache.file(for: footIdentity))
        #expect(cache.load(footIdentity) == nil, "\(name)")
        #expect(log.lines.count == 1 && log.lines[0].contains(cache.file(for: footIdentity).path), "\(name): \(log.lines)")
        // The next answer is written over it.
        #expect(cache.store(RecordedTerminal.foot.capabilities, for: footIdentity))
        #expect(cache.load(footIdentity) == RecordedTerminal.foot.capabilities)
    }

    @Test func aFileThatCannotBeReadIsIgnoredWithALogLine() throws {
        let folder = Folder()
        let log = LogLines()
        let cache = TerminalProbeCache(directory: folder.url) { log.append($0) }
        // A folder where the file should be: it exists and cannot be read as one.
        try FileManager.default.createDirectory(at: cache.file(for: footIdentity), withIntermediateDirectories: true)
        #expect(cache.load(footIdentity) == nil)
        #expect(log.lines.count == 1 && log.lines[0].contains("not read"))
    }

    @Test func noFileIsNoAnswerAndNoLogLine() {
        let folder = Folder()
        let log = LogLines()
        let cache = TerminalProbeCache(directory: folder.url) { log.append($0) }
        #expect(cache.load(kittyIdentity) == nil)
        #expect(log.lines.isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenIsLoggedNotThrown() throws {
        let folder = Folder()
        let log = LogLines()
        // A file where the folder should be: nothing can be created under it, whoever runs the test.
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let blocked = folder.url.appendingPathComponent("terminals")
        try Data("x".utf8).write(to: blocked)
        let cache = TerminalProbeCache(directory: blocked) { log.append($0) }
        #expect(!cache.store(RecordedTerminal.kitty.capabilities, for: kittyIdentity))
        #expect(cache.load(kittyIdentity) == nil)
        #expect(log.lines.count == 1 && log.lines[0].contains("not written"), "\(log.lines)")
    }

    @Test func theFileHoldsOnlyTheIdentityAndCapabilityFacts() throws {
        let folder = Folder()
        let cache = TerminalProbeCache(directory: folder.url)
        cache.store(RecordedTerminal.kitty.capabilities, for: kittyIdentity)
        let text = try String(contentsOf: cache.file(for: kittyIdentity), encoding: .utf8)
        #expect(text == #"{"capabilities":{"cellPixels":[9,18],"directColor":true,"gotAnswer":true,"insideTmux":false,"#
            + #""kittyGraphics":true,"kittySharedMemory":false,"sixel":false,"synchronizedOutput":true,"terminalName":"kitty","terminalVersion":"0.26.5"},"#
            + #""identity":{"COLORTERM":"truecolor","KITTY_WINDOW_ID":"set","TERM":"xterm-kitty"},"version":1}"#)
    }
}
