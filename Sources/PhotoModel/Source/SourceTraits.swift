/// What a photo source is, stated as data: the app reads these and never asks which concrete
/// source it holds. Every source states all of them (``PhotoService/traits``); the conformance
/// suite (`Tests/PhotoCoreTests/PhotoModel/Source/SourceConformanceTests.swift`) checks that each source
/// behaves as its traits say.
///
/// New capabilities are new fields here (with the value every existing source has), so adding a
/// rating order or a date filter changes only the sources that take it:
///
/// ```swift
/// if service.traits.extent == .finite { /* the count is exact: G may go to the last photo */ }
/// let rows = service.traits.orders.map(\.displayName)   // the filters overlay's Order row
/// ```
public struct SourceTraits: Sendable, Hashable {
    /// Which source this is.
    public var id: SourceID
    /// What the status line calls it: "Unsplash", "Openverse at 127.0.0.1", "offline library",
    /// a folder's name, "Favourites".
    public var name: String
    /// On this machine, or behind a network API.
    public var locality: SourceLocality
    /// Exact counts and a real end, or an open-ended feed.
    public var extent: SourceExtent
    /// The orders it takes, its default first; one order means nothing to choose.
    public var orders: [SearchOrder]
    /// The filters it takes besides the order.
    public var filters: SearchFilterKinds
    /// The screens past a search it offers (a photographer's photos, related photos, topics,
    /// collections).
    public var navigation: PhotoNavigation
    /// Photos like one come from the source's own endpoint (Openverse's related works), not from
    /// a search for the photo's tags (Unsplash, which has none); only with `.related`.
    public var relatedByEndpoint: Bool
    /// The screens that apply the active filters (the others show their list unfiltered, and the
    /// browser says so instead of showing the filters).
    public var filteredScreens: Set<BrowseScreen.Kind>
    /// The window its request quota counts in; `nil` when it has none (a folder, the library).
    public var quota: QuotaWindow?
    /// How its photos are credited and licensed.
    public var credit: CreditRule
    /// What shows while the search box is empty.
    public var homeFeed: HomeFeed
    /// Its photos are files on this machine: opening one opens the file, copying copies its path,
    /// there is nothing to download.
    public var photosAreFiles: Bool
    /// The most photos it returns in one page.
    public var maxPageSize: Int
    /// One line to tell the person whenever the browser opens on this source ("synthetic
    /// photos · …"); `nil` for none.
    public var note: String?
    /// The orders whose results come grouped under day headings (``SearchPage/sections``): a
    /// folder's timeline by capture date. Jump keys move by day and month in them.
    public var dayHeadings: Set<SearchOrder> = []
    /// It can group its photos into exact copies and near-duplicates (a folder's index), for the
    /// Duplicates screen and `photo-tui duplicates`.
    public var findsDuplicates = false

    /// States a source's traits.
    public init(
        id: SourceID, name: String, locality: SourceLocality, extent: SourceExtent, orders: [SearchOrder],
        filters: SearchFilterKinds, navigation: PhotoNavigation, relatedByEndpoint: Bool = false,
        filteredScreens: Set<BrowseScreen.Kind> = [],
        quota: QuotaWindow?, credit: CreditRule, homeFeed: HomeFeed, photosAreFiles: Bool = false, maxPageSize: Int,
        note: String? = nil
    ) {
        self.id = id
        self.name = name
        self.locality = locality
        self.extent = extent
        self.orders = orders.isEmpty ? [.relevant] : orders
        self.filters = filters
        self.navigation = navigation
        self.relatedByEndpoint = relatedByEndpoint && navigation.contains(.related)
        self.filteredScreens = filteredScreens
        self.quota = quota
        self.credit = credit
        self.homeFeed = homeFeed
        self.photosAreFiles = photosAreFiles
        self.maxPageSize = max(1, maxPageSize)
        self.note = note
    }

    /// The order a list starts in.
    public var defaultOrder: SearchOrder { orders[0] }

    /// Whether `screen` shows its list with the active filters applied.
    public func filters(_ screen: BrowseScreen) -> Bool { filteredScreens.contains(screen.kind) }

    /// Whether `G` may load every page to the last photo: a source without a quota (a folder, a
    /// shelf) answers from this machine, so any number of pages is cheap.
    public var seeksAnyDistance: Bool { quota == nil && locality == .local }
}
