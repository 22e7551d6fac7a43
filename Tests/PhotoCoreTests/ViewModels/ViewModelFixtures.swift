import EventStream
import EventStreamTesting
import Foundation
@testable import PhotoCore
@testable import PhotoModel

/// Photos, pages and topics for view-model tests.
enum ViewModelFixtures {
    static func photo(_ id: String, description: String? = nil) -> Photo {
        let base = URL(string: "https://images.example.com/\(id)")!
        return Photo(
            id: id, width: 4000, height: 3000, description: description ?? "Photo \(id)",
            urls: PhotoURLs(raw: base, full: base, regular: base, small: base, thumb: base),
            links: PhotoLinks(
                html: URL(string: "https://unsplash.example/photos/\(id)"),
                downloadLocation: URL(string: "https://api.example.com/photos/\(id)/download")
            ),
            user: User(id: "u-\(id)", username: "author", name: "An Author")
        )
    }

    /// Photos `prefix-first` ... `prefix-last`.
    static func photos(_ prefix: String, _ range: ClosedRange<Int>) -> [Photo] {
        range.map { photo("\(prefix)-\($0)") }
    }

    static func page(_ photos: [Photo], total: Int = 1000, totalPages: Int = 100) -> SearchPage {
        SearchPage(total: total, totalPages: totalPages, results: photos)
    }

    static func list(_ photos: [Photo]) -> ListPage<Photo> {
        ListPage(items: photos, page: 1)
    }

    static func topics(_ slugs: [String]) -> ListPage<Topic> {
        ListPage(items: slugs.map { Topic(id: "t-\($0)", slug: $0, title: $0.capitalized) }, page: 1)
    }

    /// The photo ids of `rows`, headers as `#Title`.
    static func ids(_ rows: [PhotoListRow]) -> [String] {
        rows.map { row in
            switch row {
            case .section(let title): return "#\(title)"
            case .photo(let photo): return photo.id
            case .group(let group): return "▸\(group.id)"
            }
        }
    }
}

extension TestableObserver {
    /// The elements recorded, without times.
    var elements: [Element] {
        events.compactMap { $0.value.element }
    }
}
