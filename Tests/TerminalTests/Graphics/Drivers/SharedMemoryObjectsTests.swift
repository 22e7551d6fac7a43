import Foundation
import Testing
@testable import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// The shared-memory objects kitty reads (`t=s`): made with exactly the bytes given, unlinked by
/// whoever reads them or by the sweep once unread too long, and every one gone at the end. Each
/// test has a prefix of its own, so parallel tests never see each other's objects.
@Suite struct SharedMemoryObjectsTests {
    /// Objects with a prefix no other test uses (no `-` in it: names split on it).
    static func objects() -> SharedMemoryObjects {
        SharedMemoryObjects(prefix: "photo-tui-test" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12))
    }

    /// The bytes of object `name`, read as kitty reads it (without unlinking it); nil when absent.
    static func contents(of name: String) -> [UInt8]? {
        let descriptor = shm_open(name, O_RDONLY, 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == bytes.count ? bytes : nil
    }

    @Test func anObjectHoldsExactlyTheBytesUnderAUniqueNameOfTheProcess() throws {
        let objects = Self.objects()
        defer { objects.unlinkAll() }
        let first = try #require(objects.create([1, 2, 3, 4, 5, 6]))
        let second = try #require(objects.create([9, 9, 9]))
        #expect(first == "/\(objects.prefix)-\(getpid())-1")
        #expect(second == "/\(objects.prefix)-\(getpid())-2")
        #expect(Self.contents(of: first) == [1, 2, 3, 4, 5, 6])
        #expect(Self.contents(of: second) == [9, 9, 9])
        #expect(objects.outstandingNames == [first, second].sorted())
        #expect(objects.create([]) == nil)
    }

    @Test func theSweepForgetsWhatKittyReadAndUnlinksWhatItLeftTooLong() throws {
        let objects = Self.objects()
        defer { objects.unlinkAll() }
        let now = Clock()
        objects.clock = { now.value }
        let read = try #require(objects.create([1, 2, 3]))
        let unread = try #require(objects.create([4, 5, 6]))
        shm_unlink(read)  // kitty read it and unlinked it
        objects.sweep()
        #expect(objects.outstandingNames == [unread])
        now.value += objects.unreadLifetime - 1
        objects.sweep()
        #expect(SharedMemoryObjects.exists(unread))
        now.value += 1
        objects.sweep()
        #expect(!SharedMemoryObjects.exists(unread))
        #expect(objects.outstandingNames.isEmpty)
    }

    @Test func aSweepOnEveryTransmissionRunsOnlyWithObjectsOutstandingAndAtMostOnceAnInterval() throws {
        let objects = Self.objects()
        defer { objects.unlinkAll() }
        let now = Clock()
        objects.clock = { now.value }
        objects.sweepIfDue()  // nothing outstanding: no sweep, so the next one is not held back
        let first = try #require(objects.create([1]))
        shm_unlink(first)
        objects.sweepIfDue()
        #expect(objects.outstandingNames.isEmpty)
        let second = try #require(objects.create([2]))
        shm_unlink(second)
        now.value += objects.sweepInterval - 1
        objects.sweepIfDue()
        #expect(objects.outstandingNames == [second])
        now.value += 1
        objects.sweepIfDue()
        #expect(objects.outstandingNames.isEmpty)
    }

    @Test func unlinkingAllLeavesNothing() throws {
        let objects = Self.objects()
        let names = try (0..<3).map { _ in try #require(objects.create([7])) }
        objects.unlinkAll()
        #expect(names.allSatisfy { !SharedMemoryObjects.exists($0) })
        #expect(objects.outstandingNames.isEmpty)
        // Unlinking one already gone is harmless.
        objects.unlink(names[0])
    }

    @Test func objectsOfAProcessNoLongerRunningAreUnlinkedAndOthersKept() throws {
        let objects = Self.objects()
        defer { objects.unlinkAll() }
        // pid_t's largest value names no process.
        let dead = "/\(objects.prefix)-\(Int32.max)-1"
        let descriptor = shm_open(dead, O_RDWR | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        close(descriptor)
        let mine = try #require(objects.create([1]))
        objects.unlinkLeftByDeadProcesses()
        #expect(!SharedMemoryObjects.exists(dead))
        #expect(SharedMemoryObjects.exists(mine))
    }

    final class Clock: @unchecked Sendable {
        var value: UInt64 = 1_000_000_000
    }
}
