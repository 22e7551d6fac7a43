import Foundation
import Terminal

// A small app over the terminal toolkit, driven by the toolkit's end-to-end test in tmux.
do {
    let app = try Application()
    let demo = DemoApp(app: app)
    app.run()
    withExtendedLifetime(demo) {}
} catch {
    FileHandle.standardError.write(Data("terminal-demo: \(error)\n".utf8))
    exit(1)
}
