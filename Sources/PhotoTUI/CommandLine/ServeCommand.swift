import ArgumentParser

/// `photo-tui serve`: the offline library as an Unsplash-compatible HTTP server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the offline library over HTTP with Unsplash's API.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Port to listen on (0 picks a free one).") var port = 8080
    @Option(help: "Address to bind; loopback unless told otherwise.") var host = "127.0.0.1"

    func run() throws {
        _ = try global.resolveConfiguration()
        throw NotBuiltYet(feature: "photo-tui serve")
    }
}
