import Foundation
import SaveHooks

/// How the browser's `d` saves: the size (read as each download starts, so `screen` follows the
/// terminal) and the command run with each saved file.
public struct DownloadOptions: Sendable {
    /// The size to save at, asked when a download starts.
    public var size: @Sendable () -> DownloadSize
    /// Run with each saved file's path; `nil` runs nothing.
    public var hook: SaveHook?
    /// Seconds the hook has before it is killed.
    public var hookTimeout: TimeInterval

    /// Creates the options: by default originals and no hook.
    public init(
        size: @escaping @Sendable () -> DownloadSize = { .original }, hook: SaveHook? = nil,
        hookTimeout: TimeInterval = SaveHook.defaultTimeout
    ) {
        self.size = size
        self.hook = hook
        self.hookTimeout = hookTimeout
    }
}
