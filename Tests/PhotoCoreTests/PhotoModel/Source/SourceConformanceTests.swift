import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The behaviour every source keeps, whatever it is (`PhotoService`): its traits are whole and
/// true to what it does; a search pages to its end (or says it goes on), with exact counts when
/// it is finite, in each order it takes and with each filter; an empty result is empty; every
/// photo is credited and licensed by its provider's rules; one photo comes back as listed; an
/// unknown photo is `notFound`; the screens it offers answer and the others answer nothing.
/// Run against every source in ``SourceFixture/all``: the network ones over loopback, the folder
/// on a generated folder.
@Suite("Every source keeps the one contract")
struct SourceConformanceTests {
    /// The most pages a test walks (the small catalogs and folders end well before).
    static let pageLimit = 40

    @Test(arguments: SourceFixture.all)
    func traitsAreWholeAndConsistent(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let traits = source.service.traits
        #expect(!traits.name.isEmpty)
        #expect(!traits.orders.isEmpty && traits.orders.contains(traits.defaultOrder))
        #expect(Set(traits.orders).count == traits.orders.count)
        #expect(!traits.relatedByEndpoint || traits.navigation.contains(.related))
        #expect(traits.maxPageSize >= 1)
        // A screen that applies the filters is one the source offers.
        for kind in traits.filteredScreens {
            let offered: PhotoNavigation = switch kind {
            case .photographer: .photographer
            case .related: .related
            case .topics, .topic: .topics
            case .collections, .collection: .collections
            }
            #expect(traits.navigation.contains(offered), "\(kind) is filtered but not offered")
        }
        // Credit and provider go together.
        if let provider = traits.id.provider { #expect(provider.creditRule == traits.credit) } else { #expect(traits.credit == .perPhoto) }
        // Files are local; a source without a quota is local.
        #expect(!traits.photosAreFiles || traits.locality == .local)
        #expect(traits.quota != nil || traits.locality == .local)
        // An editorial home is a feed of its own; a source without one has topics nowhere on it.
        if case .editorial(let heading) = traits.homeFeed { #expect(!heading.isEmpty) }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func aSearchPagesToItsEndWithNoRepeats(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        let walk = try await Self.walk(service, SearchQuery(source.query, perPage: 10))
        #expect(!walk.photos.isEmpty, "\(fixture) has photos for \(source.query)")
        #expect(Set(walk.photos.map(\.photoID)).count == walk.photos.count, "no photo twice")
        #expect(walk.pages.allSatisfy { $0.results.count <= min(10, service.traits.maxPageSize) })
        #expect(walk.reachedEnd || service.traits.extent == .openEnded, "a finite source ends")
        if service.traits.extent == .finite {
            // The count is exact: the photos there are.
            let total = try await Self.total(of: SearchQuery(source.query, perPage: 10), from: walk.pages[0], service)
            #expect(total == walk.photos.count)
            #expect(walk.pages.last?.totalPages == walk.pages.count)
            // A page past the end is empty.
            let past = try await awaitSingle(service.searchPhotos(SearchQuery(source.query, page: walk.pages.count + 1, perPage: 10))).get()
            #expect(past.results.isEmpty)
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func anEmptyResultIsEmpty(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let page = try await awaitSingle(source.service.searchPhotos(SearchQuery("zzqxv nothing matches this"))).get()
        #expect(page.results.isEmpty && page.total == 0 && page.isLast(page: 1))
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func everyOrderItTakesListsTheSamePhotos(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        var sets: [SearchOrder: Set<PhotoID>] = [:]
        for order in service.traits.orders {
            let walk = try await Self.walk(service, SearchQuery(source.query, perPage: 10, orderBy: order))
            #expect(!walk.photos.isEmpty, "\(order)")
            sets[order] = Set(walk.photos.map(\.photoID))
            let ordered = Self.isOrdered(walk.photos, by: order)
            #expect(ordered, "\(fixture) in \(order) order: \(walk.photos.map { $0.file?.relativePath ?? $0.id })")
        }
        if service.traits.extent == .finite {
            #expect(Set(sets.values).count == 1, "every order lists the same photos")
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func filtersItTakesSplitTheResults(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        guard service.traits.filters.contains(.orientation) else {
            await source.stop()
            return
        }
        var counts = 0
        for orientation in SearchQuery.Orientation.allCases {
            let walk = try await Self.walk(service, SearchQuery(source.query, perPage: 10, orientation: orientation))
            counts += walk.photos.count
            for photo in walk.photos where photo.hasKnownSize {
                switch orientation {
                case .landscape: #expect(photo.width > photo.height)
                case .portrait: #expect(photo.height > photo.width)
                case .squarish: #expect(Double(max(photo.width, photo.height)) <= Double(min(photo.width, photo.height)) * 1.1 + 1)
                }
            }
        }
        if service.traits.extent == .finite {
            let all = try await Self.walk(service, SearchQuery(source.query, perPage: 10))
            #expect(counts == all.photos.count, "landscape, portrait and square photos are all the photos")
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func theHomeFeedIsWhatTheTraitsSay(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        switch service.traits.homeFeed {
        case .editorial:
            let page = try await awaitSingle(service.listPhotos(page: 1, perPage: 10)).get()
            #expect(!page.items.isEmpty)
        case .everything:
            // Every photo, as an empty search, counted exactly when the source is finite.
            let walk = try await Self.walk(service, SearchQuery("", perPage: 10))
            #expect(!walk.photos.isEmpty)
            if service.traits.extent == .finite {
                let total = try await Self.total(of: SearchQuery("", perPage: 10), from: walk.pages[0], service)
                #expect(total == walk.photos.count)
            }
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func everyPhotoIsCreditedByItsProvidersRules(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let traits = source.service.traits
        let photos = try await Self.walk(source.service, SearchQuery(source.query, perPage: 10)).photos
        for photo in photos {
            let credit = photo.effectiveCredit
            if traits.credit != .perPhoto { #expect(photo.provider.creditRule == traits.credit, "\(photo.photoID)") }
            #expect(credit.rule == photo.provider.creditRule)
            #expect(!photo.creditLine.isEmpty)
            #expect(photo.creditLine.hasSuffix("on Unsplash") == (photo.provider == .unsplash), "\(photo.creditLine)")
            switch photo.provider {
            case .unsplash:
                #expect(photo.effectiveLicense == .unsplash && photo.creditLine == "Photo by \(photo.user.name) on Unsplash")
            case .openverse:
                #expect(photo.effectiveLicense != nil && credit.creator != nil)
                #expect(photo.creditLine.contains(photo.effectiveLicense!.name))
            case .offline:
                #expect(photo.effectiveLicense == nil && photo.creditLine.contains("synthetic photo from photo-tui's offline library"))
            case .folder:
                let file = try #require(photo.file)
                #expect(photo.effectiveLicense == nil && photo.creditLine.hasPrefix(file.name))
                // The folder is where the file is, never who made it.
                #expect(credit.creator != file.folder && !photo.creditLine.contains(" by \(file.folder)"))
            }
            #expect(traits.photosAreFiles ? photo.file != nil : (traits.credit == .perPhoto || photo.file == nil))
            // The id it prints is the one it is found by (a bare id is the source's own, or on a
            // shelf, whichever provider's it is).
            let reference = try #require(PhotoReference(parsing: photo.photoID.description))
            #expect((reference.provider ?? traits.id.provider ?? photo.provider) == photo.provider && reference.id == photo.id)
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func onePhotoComesBackAsListedAndAnUnknownOneIsNotFound(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        let listed = try #require(try await awaitSingle(service.searchPhotos(SearchQuery(source.query, perPage: 10))).get().results.first)
        let full = try await awaitSingle(service.photo(id: listed.id)).get()
        #expect(full.photoID == listed.photoID && full.creditLine == listed.creditLine)
        let missing = await awaitSingle(service.photo(id: "zz-no-such-photo-0000"))
        guard case .failure(PhotoServiceError.notFound) = missing.mapError({ $0 as? PhotoServiceError ?? .timedOut }) else {
            Issue.record("\(fixture): an unknown photo answered \(missing)")
            await source.stop()
            return
        }
        await source.stop()
    }

    @Test(arguments: SourceFixture.all)
    func theScreensItOffersAnswerAndTheOthersAnswerNothing(_ fixture: SourceFixture) async throws {
        let source = try await fixture.start()
        let service = source.service
        let navigation = service.traits.navigation
        let photo = try #require(try await awaitSingle(service.searchPhotos(SearchQuery(source.query, perPage: 10))).get().results.first)
        let byPhotographer = await awaitSingle(service.userPhotos(username: photo.user.username, page: 1, perPage: 10))
        let topics = await awaitSingle(service.topics(page: 1, perPage: 10))
        let collections = await awaitSingle(service.collections(matching: nil, page: 1, perPage: 10))
        if navigation.contains(.photographer) {
            #expect(try byPhotographer.get().items.contains { $0.user.username == photo.user.username })
        } else {
            #expect((try? byPhotographer.get().items.isEmpty) ?? true)
        }
        if navigation.contains(.topics) {
            let topic = try #require(try topics.get().items.first)
            #expect(!(try await awaitSingle(service.topicPhotos(topic: topic.slug, page: 1, perPage: 10)).get().items.isEmpty))
        } else {
            #expect((try? topics.get().items.isEmpty) ?? true)
        }
        if navigation.contains(.collections) {
            let collection = try #require(try collections.get().items.first)
            #expect(!(try await awaitSingle(service.collectionPhotos(collection: collection.id, page: 1, perPage: 10)).get().items.isEmpty))
        } else {
            #expect((try? collections.get().items.isEmpty) ?? true)
        }
        let related = await awaitSingle(service.relatedPhotos(of: photo.id))
        if service.traits.relatedByEndpoint {
            #expect(!(try related.get().isEmpty))
        } else {
            #expect((try? related.get().isEmpty) ?? true)
        }
        await source.stop()
    }

    // MARK: - Helpers

    /// Every page of `query` until the source says it is the last (or ``pageLimit``).
    static func walk(_ service: PhotoService, _ query: SearchQuery) async throws -> (pages: [SearchPage], photos: [Photo], reachedEnd: Bool) {
        var pages: [SearchPage] = []
        for number in 1...pageLimit {
            let page = try await awaitSingle(service.searchPhotos(query.page(number))).get()
            pages.append(page)
            if page.isLast(page: number) { return (pages, pages.flatMap(\.results), true) }
        }
        return (pages, pages.flatMap(\.results), false)
    }

    /// The exact count of `query`: the first page's, or the source's count once it is final.
    static func total(of query: SearchQuery, from first: SearchPage, _ service: PhotoService) async throws -> Int {
        first.isTotalExact ? first.total : try await awaitSingle(service.count(query)).get()
    }

    /// Whether `photos` are in `order`, where the order has a rule a test can check.
    static func isOrdered(_ photos: [Photo], by order: SearchOrder) -> Bool {
        let pairs = zip(photos, photos.dropFirst())
        switch order {
        case .name:
            return pairs.allSatisfy { ($0.file?.relativePath ?? "") <= ($1.file?.relativePath ?? "") }
        case .dateTaken:
            return pairs.allSatisfy { ($0.createdAt ?? .distantPast) >= ($1.createdAt ?? .distantPast) }
        case .size:
            return pairs.allSatisfy { ($0.file?.byteCount ?? 0) >= ($1.file?.byteCount ?? 0) }
        case .relevant, .latest:
            return true
        }
    }
}
