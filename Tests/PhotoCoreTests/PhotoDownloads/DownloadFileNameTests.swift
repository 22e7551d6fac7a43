import Testing
@testable import PhotoCore
@testable import PhotoDownloads

/// `DownloadFileName`: only what was asked for, and nothing that climbs out of a folder.
@Suite struct DownloadFileNameTests {
    @Test(arguments: [
        ("Dwu85P9SOIk", "Dwu85P9SOIk.jpg"),
        ("../../x", "x.jpg"),
        ("/etc/passwd", "etc-passwd.jpg"),
        ("..", "photo.jpg"),
        ("", "photo.jpg"),
        (".hidden", "hidden.jpg"),
        ("-rf", "rf.jpg"),
        ("a\u{0}b\nc", "a-b-c.jpg"),
        ("바다-sea", "sea.jpg"),
        ("author-a-unsplash", "author-a-unsplash.jpg"),
        ("C:\\Windows\\x", "C-Windows-x.jpg"),
    ])
    func sanitizes(_ requested: String, _ expected: String) {
        #expect(DownloadFileName.make(from: requested) == expected)
    }

    @Test func capsTheLength() {
        let name = DownloadFileName.make(from: String(repeating: "a", count: 5000))
        #expect(name.count == DownloadFileName.maxStemLength + 4)
    }
}
