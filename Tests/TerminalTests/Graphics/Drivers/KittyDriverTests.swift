import Foundation
import Testing
import TerminalTesting
@testable import Terminal

/// The kitty driver through shared memory (`t=s`): an image goes to kitty as one short command
/// naming an object that holds its pixels, kitty (``KittyTerminalModel`` reads and unlinks it as
/// kitty does) stores it, and no object is left behind: not when kitty reads it, not when it
/// answers `EBADF` (the driver unlinks it and sends everything through the terminal from then
/// on), not when the driver goes away before kitty read it.
@Suite struct KittyDriverTests {
    private static let screen = Size(width: 40, height: 20)
    private static let area = Rect(x: 0, y: 0, width: 40, height: 19)

    private static func rawPhoto(_ seed: UInt8) -> GraphicsImage {
        let pixels = (0..<(160 * 120 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 7) &+ seed }
        return KittyEncoder.encodeForSharedMemory(rgb: pixels, width: 160, height: 120, columns: area.width, rows: area.height)!
    }

    private static func frame(_ image: GraphicsImage, key: String, ahead: (GraphicsImage, String)? = nil) -> CellBuffer {
        var buffer = CellBuffer(size: screen)
        ImageView(cells: nil, pixels: image, slot: "detail", key: key).render(in: area, into: &buffer)
        if let (next, nextKey) = ahead {
            // ImageView keys its request by the key and the size, as the full-screen view does.
            buffer.graphics.append(GraphicsRequest(slot: "ahead 1", key: "\(nextKey) \(area.width)x\(area.height)", rect: area, image: next,
                                                   reserved: [], isAhead: true))
        }
        return buffer
    }

    private final class Run {
        let terminal: KittyTerminalModel
        let recorder: Recorder
        let objects = SharedMemoryObjectsTests.objects()
        let driver: KittyDriver
        let layer: GraphicsLayer
        var now: UInt64 = 1_000_000_000

        init(sharedMemory: Bool = true, tmux: Point? = nil) {
            recorder = Recorder()
            terminal = recorder.terminal
            driver = KittyDriver(sharedMemory: sharedMemory ? objects : nil)
            // A PNG made for an image after kitty refused shared memory is ready at once.
            driver.encodeInBackground = { $0() }
            layer = GraphicsLayer(driver: driver, output: recorder, tmuxPaneOffset: tmux)
            layer.clock = { [unowned self] in now }
        }

        func frame(_ buffer: CellBuffer, after milliseconds: Int = 0) {
            now += UInt64(milliseconds) * 1_000_000
            recorder.written = []
            layer.prepare(buffer)
            layer.commit()
        }

        /// The bytes written in the last frame.
        var written: [UInt8] { recorder.written }

        /// The kitty commands written in the last frame, without their escapes.
        var commands: [String] {
            String(decoding: written, as: UTF8.self).components(separatedBy: "_G").dropFirst()
                .map { String($0.prefix { $0 != "\u{1B}" }) }
        }
    }

    /// Passes what the layer writes to the model, keeping a copy of the frame's bytes.
    private final class Recorder: GraphicsOutput {
        let terminal = KittyTerminalModel()
        var written: [UInt8] = []

        func writeRaw(_ bytes: [UInt8]) {
            written += bytes
            terminal.writeRaw(bytes)
        }

        func repaint(_ rect: Rect) { terminal.repaint(rect) }
    }

    @Test func anImageGoesAsOneCommandNamingAnObjectKittyReadsAndUnlinks() throws {
        let run = Run()
        defer { run.objects.unlinkAll() }
        let photo = Self.rawPhoto(1)
        run.frame(Self.frame(photo, key: "a"))
        let commands = run.commands
        #expect(commands.count == 2)
        let transmit = try #require(commands.first)
        #expect(transmit.hasPrefix("a=t,t=s,f=24,s=160,v=120,i="))
        #expect(transmit.contains(",q=1;"))
        let name = try #require(Data(base64Encoded: String(transmit.split(separator: ";")[1])).map { String(decoding: $0, as: UTF8.self) })
        #expect(name.hasPrefix("/\(run.objects.prefix)-\(getpid())-"))
        #expect(commands[1].hasPrefix("a=p,"))
        // Kitty read it (the model checks it holds 160×120×3 bytes) and unlinked it.
        #expect(run.terminal.sharedMemoryTransmissions == 1)
        #expect(run.terminal.problems.isEmpty)
        #expect(run.terminal.placedRects == [Self.area])
        #expect(!SharedMemoryObjects.exists(name))
        run.objects.sweep()
        #expect(run.objects.outstandingNames.isEmpty)
        // Far fewer bytes than the pixels' base64 (57,600 bytes of RGB).
        #expect(run.written.count < 200)
    }

    @Test func theNextPhotoSentAheadIsOneShortCommandAndNIsOnlyAPlacement() throws {
        let run = Run()
        defer { run.objects.unlinkAll() }
        let (a, b) = (Self.rawPhoto(1), Self.rawPhoto(2))
        run.frame(Self.frame(a, key: "a", ahead: (b, "b")))
        run.frame(Self.frame(a, key: "a", ahead: (b, "b")), after: 100)
        #expect(run.commands.count == 1)
        #expect(run.commands[0].hasPrefix("a=t,t=s,f=24,s=160,v=120,"))
        #expect(run.written.count < 100)
        #expect(run.driver.imagesAhead == 1)
        run.frame(Self.frame(b, key: "b", ahead: (a, "a")), after: 600)
        #expect(run.commands.filter { $0.hasPrefix("a=t") }.isEmpty)
        #expect(run.terminal.sharedMemoryTransmissions == 2)
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func inTmuxTheCommandGoesInPassthroughAndAsksForNoAnswer() throws {
        let run = Run(tmux: Point(x: 0, y: 1))
        defer { run.objects.unlinkAll() }
        run.frame(Self.frame(Self.rawPhoto(3), key: "a"))
        let text = String(decoding: run.written, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=t,t=s,f=24,s=160,v=120,"))
        #expect(text.contains(",q=2;"))
        #expect(run.terminal.sharedMemoryTransmissions == 1)
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func anEBADFAnswerUnlinksTheObjectAndSendsThatImageAndLaterOnesThroughTheTerminal() throws {
        let run = Run()
        defer { run.objects.unlinkAll() }
        // A kitty on another machine: it cannot open the object.
        run.terminal.readsSharedMemory = false
        let photo = Self.rawPhoto(4)
        run.frame(Self.frame(photo, key: "a"))
        let name = try #require(run.objects.outstandingNames.first)
        let reply = try #require(run.terminal.errorReplies.first)
        guard case .kittyGraphics(_, let message) = reply else { Issue.record("an error answer"); return }
        #expect(message.hasPrefix("EBADF"))
        #expect(run.layer.received(reply))
        #expect(!run.driver.sendsThroughSharedMemory)
        #expect(!SharedMemoryObjects.exists(name))
        #expect(run.objects.outstandingNames.isEmpty)
        // The next frame sends it again, as PNG in chunks through the terminal.
        run.frame(Self.frame(photo, key: "a"))
        #expect(run.commands.first?.hasPrefix("a=t,f=100,") == true)
        #expect(run.terminal.placedRects == [Self.area])
        #expect(run.terminal.sharedMemoryTransmissions == 0)
        run.frame(Self.frame(Self.rawPhoto(5), key: "b"))
        #expect(run.commands.contains { $0.hasPrefix("a=t,f=100,") })
        #expect(run.objects.outstandingNames.isEmpty)
    }

    @Test func afterEBADFThePNGIsMadeOffTheLoopOnceWhileTheImageWaitsAndIsSentAgainFromIt() throws {
        let run = Run()
        defer { run.objects.unlinkAll() }
        var queued: [@Sendable () -> Void] = []
        run.driver.encodeInBackground = { queued.append($0) }
        var framesAskedFor: [Int] = []
        run.layer.onNeedsFrame = { framesAskedFor.append($0) }
        run.terminal.readsSharedMemory = false
        let photo = Self.rawPhoto(8)
        run.frame(Self.frame(photo, key: "a"))
        let reply = try #require(run.terminal.errorReplies.first)
        #expect(run.layer.received(reply))
        // The placement that followed the refused transmission: kitty did not have the image.
        let problemsBefore = run.terminal.problems.count
        // Its PNG is being made off the loop: nothing is written (no placement of an image kitty
        // does not hold), and a frame is asked for to look again.
        run.frame(Self.frame(photo, key: "a"), after: 16)
        #expect(run.written.isEmpty)
        #expect(queued.count == 1)
        #expect(framesAskedFor == [16])
        run.frame(Self.frame(photo, key: "a"), after: 16)
        #expect(run.written.isEmpty)
        #expect(queued.count == 1)  // one encode, not one a frame
        queued.removeFirst()()
        run.frame(Self.frame(photo, key: "a"), after: 16)
        let transmit = try #require(run.commands.first)
        #expect(transmit.hasPrefix("a=t,f=100,"))
        #expect(run.terminal.placedRects == [Self.area])
        // Kitty loses it: it goes again from the same PNG, with no encode.
        let id = try #require(transmit.split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { Int($0.dropFirst(2)) })
        #expect(run.layer.received(.kittyGraphics(id: id, message: "ENOENT:Put command refers to non-existent image")))
        run.frame(Self.frame(photo, key: "a"), after: 16)
        #expect(run.commands.first?.hasPrefix("a=t,f=100,") == true)
        #expect(queued.isEmpty)
        #expect(run.terminal.problems.count == problemsBefore)
    }

    @Test func withoutSharedMemoryAnImageKeptForItGoesAsPNG() throws {
        let run = Run(sharedMemory: false)
        let photo = Self.rawPhoto(6)
        run.frame(Self.frame(photo, key: "a"))
        #expect(run.commands.first?.hasPrefix("a=t,f=100,") == true)
        let png = run.commands.filter { !$0.hasPrefix("a=p") }.compactMap { $0.split(separator: ";").last }.joined()
        let decoded = try #require(Data(base64Encoded: png))
        #expect(Array(decoded) == PNGWriter.encode(rgb: photo.rawPixels!, width: 160, height: 120, level: 1))
        #expect(run.terminal.placedRects == [Self.area])
        #expect(run.terminal.problems.isEmpty)
    }

    @Test func objectsKittyHadNotReadGoWithTheDriver() throws {
        let objects = SharedMemoryObjectsTests.objects()
        defer { objects.unlinkAll() }
        var driver: KittyDriver? = KittyDriver(sharedMemory: objects)
        var bytes: [UInt8] = []
        #expect(driver?.transmitAhead(Self.rawPhoto(7), key: "a", writer: GraphicsWriter(), into: &bytes) == true)
        let name = try #require(objects.outstandingNames.first)
        #expect(SharedMemoryObjects.exists(name))
        driver = nil
        #expect(!SharedMemoryObjects.exists(name))
        #expect(objects.outstandingNames.isEmpty)
    }
}
