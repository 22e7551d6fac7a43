import ArgumentParser
import Foundation
import PhotoCore

/// `photo-tui serve`: the offline library as an Unsplash-compatible HTTP server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the offline library over HTTP with Unsplash's API.",
        discussion: "Always the built-in offline library, whatever the source options say. Faults can also be set with PHOTO_TUI_FAULT_* variables (LATENCY_MS, 5XX, FAIL_FIRST, RATE_LIMIT_AFTER, TRUNCATE, CORRUPT_JSON, CORRUPT_JPEG).")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    @Option(help: "Port to listen on (0 picks a free one).") var port = 8080
    @Option(help: "Address to bind; loopback unless told otherwise.") var host = "127.0.0.1"
    @Option(help: "Photos in the catalog.") var photos = 1000
    @Option(help: "Seed of the catalog (same seed, same photos).") var seed: UInt64 = 1
    @Option(help: ArgumentHelp("The API to speak.", valueName: "api")) var api = OfflineAPIDialect.unsplash
    @Option(help: ArgumentHelp("Openverse: the Retry-After of throttled answers.", valueName: "seconds")) var retryAfter: Int?

    @Option(help: ArgumentHelp("Added latency per response.", valueName: "ms")) var latency: Int?
    @Option(help: ArgumentHelp("Share of API responses that fail with 503.", valueName: "0-1")) var errorRate: Double?
    @Option(help: ArgumentHelp("Answer 403 Rate Limit Exceeded after this many API requests.", valueName: "n")) var rateLimitAfter: Int?
    @Option(help: ArgumentHelp("Share of responses cut off mid-body.", valueName: "0-1")) var truncateRate: Double?
    @Option(help: ArgumentHelp("Send photos at most this fast, as a slow link would.", valueName: "KiB/s")) var imageRate: Int?
    @Option(help: ArgumentHelp("Share of JSON bodies damaged.", valueName: "0-1")) var corruptJsonRate: Double?
    @Option(help: ArgumentHelp("Share of JPEG bodies damaged.", valueName: "0-1")) var corruptJpegRate: Double?

    mutating func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port).") }
        guard (1...100_000).contains(photos) else { throw ValidationError("--photos must be 1 to 100000, got \(photos).") }
        for (name, rate) in [("--error-rate", errorRate), ("--truncate-rate", truncateRate), ("--corrupt-json-rate", corruptJsonRate), ("--corrupt-jpeg-rate", corruptJpegRate)] {
            if let rate, !(0...1).contains(rate) { throw ValidationError("\(name) must be between 0 and 1, got \(rate).") }
        }
        if let imageRate, imageRate < 1 { throw ValidationError("--image-rate must be at least 1 KiB/s, got \(imageRate).") }
    }

    /// Flags over `PHOTO_TUI_FAULT_*` variables.
    func faults(environment: [String: String]) -> FaultInjection {
        var faults = FaultInjection(environment: environment)
        if let latency { faults.latencyMilliseconds = latency }
        if let errorRate { faults.serverErrorRate = errorRate }
        if let rateLimitAfter { faults.rateLimitAfter = rateLimitAfter }
        if let truncateRate { faults.truncateRate = truncateRate }
        if let imageRate { faults.imageBytesPerSecond = imageRate * 1024 }
        if let corruptJsonRate { faults.corruptJSONRate = corruptJsonRate }
        if let corruptJpegRate { faults.corruptJPEGRate = corruptJpegRate }
        if let retryAfter { faults.retryAfterSeconds = retryAfter }
        return faults
    }

    func run() throws {
        _ = try global.resolveConfiguration()
        if let problem = PortProbe.problem(host: host, port: port) {
            throw CommandFailure("cannot serve on port \(port) of \(host): \(problem). Pick another with --port (0 picks a free one).")
        }
        let server = OfflineServer(
            catalog: OfflineCatalog(seed: seed, count: photos), host: host, port: UInt16(port),
            faults: faults(environment: ProcessInfo.processInfo.environment), dialect: api)
        let url: URL
        do {
            url = try server.startAndWait()
        } catch {
            throw CommandFailure("could not listen on \(host):\(port): \(error)")
        }
        print(url.absoluteString)
        if api == .openverse {
            print("Serving \(photos) \(GroupedNumber.noun(for: photos, "photo")) (seed \(seed)) with Openverse's API. Try: curl '\(url.absoluteString)/v1/images/?q=mountain'")
        } else {
            print("Serving \(photos) \(GroupedNumber.noun(for: photos, "photo")) (seed \(seed)). Try: curl -H 'Authorization: Client-ID any' '\(url.absoluteString)/search/photos?query=mountain'")
        }
        fflush(stdout)
        dispatchMain()
    }
}
