import EventStream
import Foundation

/// The one contract every photo source keeps: Unsplash (``UnsplashClient``), Openverse
/// (``OpenverseClient``), the offline library (``OfflineLibrarySource``), a folder
/// (``FolderPhotoService``) and a library shelf (``LibraryPhotoService``).
///
/// A source states what it is as data (``traits``: local or remote, finite or open-ended, its
/// orders and filters, navigation, quota, credit rule, home feed), and its photos carry their
/// provider, so the app reads traits and photos and never asks which concrete source it holds.
/// Optional capabilities (a warning to show, scan progress, an exact count) have defaults that
/// mean "none" (`PhotoService+Defaults.swift`). The calls are Unsplash's endpoints, the richest
/// API; a source answers those it has and states the rest in its traits (no topics: an empty
/// page, and `navigation` without `.topics`). `Tests/PhotoCoreTests/PhotoModel/Source` holds the suite every
/// source passes.
///
/// Every call returns a cold `Single`: nothing is sent until it is subscribed, and disposing the
/// subscription cancels the transfer. Results arrive on the network thread; observe them on the
/// main scheduler. Failures are ``PhotoServiceError``s.
///
/// ```swift
/// service.searchPhotos(SearchQuery("바다", page: 1))
///     .asObservable().observe(on: MainScheduler.instance)
///     .subscribe(onNext: { page in … })
///     .disposed(by: bag)
/// ```
public protocol PhotoService: AnyObject, Sendable {
    /// What this source is and takes (see ``SourceTraits``).
    var traits: SourceTraits { get }

    /// `GET /search/photos`: one page of results for `query` (page, per page up to 30, order,
    /// orientation, colour, content filter).
    func searchPhotos(_ query: SearchQuery) -> Single<SearchPage>

    /// `GET /photos`: a page of the editorial feed, with `X-Total` and the next page from `Link`.
    func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>>

    /// `GET /photos/:id`: one photo in full (EXIF, location, tags, views, downloads).
    func photo(id: String) -> Single<Photo>

    /// `GET /topics`: a page of topics.
    func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>>

    /// `GET /topics/:id_or_slug/photos`: a page of one topic's photos.
    func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>>

    /// `GET /photos/random?count=`: `count` random photos (1...30), optionally matching `query`.
    func randomPhotos(count: Int, query: String?) -> Single<[Photo]>

    /// Download tracking: a GET of `photo.links.downloadLocation` exactly as given, which Unsplash
    /// requires whenever a user downloads a photo. Returns where the original is.
    func trackDownload(of photo: Photo) -> Single<DownloadLink>

    /// `GET /users/:username/photos`: a page of one photographer's photos, newest first.
    func userPhotos(username: String, page: Int, perPage: Int) -> Single<ListPage<Photo>>

    /// `GET /collections` (featured, when `query` is nil) or `GET /search/collections`: a page of
    /// collections.
    func collections(matching query: String?, page: Int, perPage: Int) -> Single<ListPage<PhotoCollection>>

    /// `GET /collections/:id/photos`: a page of one collection's photos.
    func collectionPhotos(collection id: String, page: Int, perPage: Int) -> Single<ListPage<Photo>>

    /// Photos like the one with `id` (Openverse's `/v1/images/{id}/related/`); a provider without
    /// such an endpoint answers none (the default).
    func relatedPhotos(of id: String) -> Single<[Photo]>

    /// ``relatedPhotos(of:)`` as one page, with headings where the source groups them (a folder:
    /// by perceptual-hash distance). By default the photos without headings.
    func relatedPage(of id: String) -> Single<SearchPage>

    /// The latest `X-Ratelimit-Limit`/`X-Ratelimit-Remaining` figures; `nil` until a response
    /// carried them. Replays the current value to each new subscriber.
    var rateLimit: Observable<RateLimit?> { get }

    /// What the person must know before using the source (an access key going out unencrypted);
    /// `nil` by default. The browser shows it at launch, the subcommands on standard error.
    var warning: String? { get }

    /// The progress of a source that indexes before it knows all its photos (a folder's scan),
    /// replaying the latest value; `nil` by default (nothing to index).
    var scanProgress: Observable<FolderScanProgress>? { get }

    /// How many photos `query` matches, exactly, for a page whose count was not final
    /// (``SearchPage/isTotalExact`` false: a folder still being scanned). By default the first
    /// page's total.
    func count(_ query: SearchQuery) -> Single<Int>

    /// Stops work the source does in the background (a folder scan): the program is quitting.
    /// Nothing by default.
    func stop()

    /// Fires when photos already listed may have changed (a folder's file added, changed or
    /// removed, found by its walk or while watching): lists refresh in place. `nil` by default
    /// (nothing changes under a list).
    var changes: Observable<Void>? { get }

    /// Lines worth telling the person that arise while the source works (a folder's index was
    /// damaged and is rebuilt, or lives in memory; changes are not watched), each once, replayed
    /// to a new subscriber. `nil` by default.
    var notices: Observable<String>? { get }

    /// Where `jump` (`[`/`]` a day, `{`/`}` a month on a timeline) from the result at `position`
    /// of `query` lands, as a position in the same results, answered from what the source knows
    /// of all of them (a folder's index), not from the pages loaded. `nil` where it has no such
    /// groups, or past the ends (the default: no groups).
    func jumpTarget(in query: SearchQuery, from position: Int, jump: TimelineJump) -> Single<Int?>
}
