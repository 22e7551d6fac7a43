import ArgumentParser
import Testing
@testable import PhotoTUI

/// `--size` and `--exec` on the commands that save photos.
@Suite struct DownloadFlagsTests {
    @Test func downloadBrowseAndPickTakeThem() throws {
        let download = try #require(
            try PhotoTUICommand.parseAsRoot(["download", "abc", "--size", "640", "--exec", "swww img {}"]) as? DownloadCommand)
        #expect(download.downloadFlags.size == "640" && download.downloadFlags.exec == "swww img {}")
        let browse = try #require(try PhotoTUICommand.parseAsRoot(["browse", "--size", "screen"]) as? BrowseCommand)
        #expect(browse.downloadFlags.size == "screen")
        let pick = try #require(try PhotoTUICommand.parseAsRoot(["pick", "sea", "--download", "--exec", "feh --bg-fill"]) as? PickCommand)
        #expect(pick.downloadFlags.exec == "feh --bg-fill" && pick.query == "sea")
        // The browser is the default command: its flags work without naming it.
        #expect(try PhotoTUICommand.parseAsRoot(["--size", "original"]) is BrowseCommand)
    }

    @Test func aBadSizeIsRefusedWithWhatIsAccepted() {
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["download", "abc", "--size", "huge"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["browse", "--size", "0"]) }
        let message = PhotoTUICommand.message(for: ValidationError("--size must be \(DownloadSizeSetting.accepted); got 'huge'."))
        #expect(message.contains("original, a width in pixels"))
    }

    @Test func theSearchCommandHasNoSize() {
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "sea", "--size", "640"]) }
    }
}
