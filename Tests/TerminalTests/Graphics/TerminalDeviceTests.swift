import Glibc
import Testing
@testable import Terminal

/// Writing to a terminal by path: a pseudo-terminal gets the bytes; anything else is refused.
@Suite struct TerminalDeviceTests {
    @Test func aTerminalGetsTheBytesInOneWrite() throws {
        var master: Int32 = -1, slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master); close(slave) }
        // Raw, so the line discipline passes the escape bytes through as they are.
        var settings = termios()
        tcgetattr(slave, &settings)
        cfmakeraw(&settings)
        tcsetattr(slave, TCSANOW, &settings)
        let path = try #require(ttyname(slave).map { String(cString: $0) })
        let bytes = Array("\u{1B}_Ga=d,d=i,i=7,p=1,q=2\u{1B}\\".utf8)
        #expect(TerminalDevice.write(bytes, to: path))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(master, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(0, count))) == bytes)
    }

    @Test func whatIsNotATerminalIsRefused() {
        #expect(!TerminalDevice.write([0x41], to: "/dev/null"))
        #expect(!TerminalDevice.write([0x41], to: "/tmp/not-a-device"))
        #expect(!TerminalDevice.write([0x41], to: "/dev/does-not-exist"))
        #expect(!TerminalDevice.write([], to: "/dev/tty"))
    }
}
