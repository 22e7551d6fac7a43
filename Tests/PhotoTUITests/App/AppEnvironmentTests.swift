import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("What the browser is built from, started beside the screen")
struct AppEnvironmentTests {
    /// A home of its own (config, data, cache) in a temporary folder, with `variables`.
    private static func environment(_ variables: [String: String] = [:]) -> (home: URL, variables: [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("app-environment-\(UUID().uuidString)")
        let base = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_DATA_HOME": home.path + "/data",
                    "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state"]
        return (home, base.merging(variables) { $1 })
    }

    private static func configuration(_ variables: [String: String]) throws -> Configuration {
        try Configuration.resolve(flags: ConfigurationFlags(), environment: variables) { _ in nil }
    }

    /// `environment.startedService()` from a thread of its own (it may wait for the offline
    /// library, whose server runs on Swift's cooperative pool).
    private static func started(_ environment: AppEnvironment) async -> Result<PhotoService, any Error> {
        nonisolated(unsafe) let environment = environment
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Result { try environment.startedService() }) }
        }
    }

    @Test func theFirstPageIsWarmedOnlyForTheHomeFeedWithNoFaults() {
        var faults = FaultInjection()
        #expect(AppEnvironment.firstPageToWarm(opensOnHomeFeed: true, faults: faults) == PhotoServiceFactory.homeFeedPageSize)
        #expect(AppEnvironment.firstPageToWarm(opensOnHomeFeed: false, faults: faults) == nil)
        // Injected faults count and fail the browser's own requests, so nothing is asked ahead of them.
        faults.failFirstRequests = 1
        #expect(AppEnvironment.firstPageToWarm(opensOnHomeFeed: true, faults: faults) == nil)
    }

    @Test func theWarmedPageIsTheSizeTheHomeFeedAsksFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = CatalogPhotoService(scheduler: scheduler)
        service.editorialCount = 100
        let viewModel = SearchViewModel(service: service, scheduler: scheduler)
        let events = scheduler.createObserver(FeedEvent.self)
        let subscription = viewModel.events.subscribe(events)
        scheduler.advanceTo(1_000)
        let rows = events.events.compactMap { recorded -> RowsUpdate? in
            if case .rows(let update)? = recorded.value.element { update } else { nil }
        }
        let photos = (rows.last?.rows ?? []).compactMap { (row: PhotoListRow) in row.photo }
        #expect(service.editorialPages == [1] && photos.count == PhotoServiceFactory.homeFeedPageSize)
        subscription.dispose()
    }

    @Test func theOfflineLibraryAndTheLibraryOpenBesideTheCallerAndJoinWhenAskedFor() async throws {
        let (home, variables) = Self.environment(["PHOTO_TUI_SOURCE": "offline"])
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = try AppEnvironment(configuration: try Self.configuration(variables), environment: variables, opensOnHomeFeed: true)
        let service = try await Self.started(environment).get()
        let offline = try #require(service as? OfflineLibrarySource)
        #expect(environment.source == .offline && service.traits.id == .offline)
        // The home feed's first request is the one asked for at launch: one request in all.
        let page = try await withCheckedThrowingContinuation { continuation in
            _ = service.listPhotos(page: 1, perPage: PhotoServiceFactory.homeFeedPageSize).subscribe { continuation.resume(with: $0) }
        }
        #expect(page.items.count == PhotoServiceFactory.homeFeedPageSize && offline.server.requestLog == ["/photos"])
        #expect(environment.library.persistence == .saved && environment.library.problem == nil)
        #expect(FileManager.default.fileExists(atPath: home.path + "/data/photo-tui/library.sqlite"))
        environment.shutDown()
    }

    @Test func withNoSourceChosenAndNoAnswerFromOpenverseTheOfflineLibraryStartsBesideTheCallerAndWarmsItsFirstPage() async throws {
        let (home, variables) = Self.environment()
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = try Self.configuration(variables)
        #expect(configuration.tryOpenverseFirst)
        let asked = Locked<[URL]>([])
        let environment = try AppEnvironment(configuration: configuration, environment: variables, opensOnHomeFeed: true) { url in
            asked.withLock { $0.append(url) }
            return false
        }
        #expect(asked.withLock { $0 } == [OpenverseClient.publicAPI] && environment.source == .offline)
        let service = try await Self.started(environment).get()
        let offline = try #require(service as? OfflineLibrarySource)
        let page = try await withCheckedThrowingContinuation { continuation in
            _ = service.listPhotos(page: 1, perPage: PhotoServiceFactory.homeFeedPageSize).subscribe { continuation.resume(with: $0) }
        }
        // The page asked for at launch is the home feed's: one request in all.
        #expect(page.items.count == PhotoServiceFactory.homeFeedPageSize && offline.server.requestLog == ["/photos"])
        environment.shutDown()
    }

    @Test func withNoSourceChosenAnOpenverseThatAnswersIsTheSource() async throws {
        let (home, variables) = Self.environment()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = try AppEnvironment(configuration: try Self.configuration(variables), environment: variables, opensOnHomeFeed: true) { _ in
            true
        }
        let service = try await Self.started(environment).get()
        #expect(environment.source == .openverse(apiURL: OpenverseClient.publicAPI, credentials: nil) && service.traits.id == .openverse)
        environment.shutDown()
    }

    @Test func aSourceThatCannotBeUsedIsSaidBeforeTheScreenOpens() throws {
        let (home, variables) = Self.environment()
        defer { try? FileManager.default.removeItem(at: home) }
        var flags = ConfigurationFlags()
        flags.folderPaths = [home.path + "/no such folder"]
        let configuration = try Configuration.resolve(flags: flags, environment: variables) { _ in nil }
        #expect(throws: CommandFailure.self) { try AppEnvironment(configuration: configuration, environment: variables) }
    }
}
