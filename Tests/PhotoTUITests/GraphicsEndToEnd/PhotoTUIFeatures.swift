import Foundation

/// What the binary under test can do, read once from its `--help`: the suite runs against
/// builds from before and after real-pixel graphics (#10) and asserts what each has.
struct PhotoTUIFeatures {
    /// `--graphics auto|kitty|sixel|iterm2|symbols` and `--graphics-trace`.
    let hasGraphics: Bool
    /// `photo-tui doctor`.
    let hasDoctor: Bool

    static let shared: PhotoTUIFeatures = {
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let help = (try? SpawnedProcess.run([TmuxSession.binary, "--help"], environment: environment))?.output ?? ""
        return PhotoTUIFeatures(hasGraphics: help.contains("--graphics-trace"), hasDoctor: help.contains("doctor"))
    }()
}
