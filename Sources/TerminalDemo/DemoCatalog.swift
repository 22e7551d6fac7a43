/// 100,000 made-up rows, built on demand: the list only ever asks for the visible ones.
struct DemoCatalog {
    private static let places = ["Seoul 서울", "Busan 부산", "Kyoto 京都", "Lisbon", "Reykjavík", "Nairobi", "Lima", "Oslo"]
    private static let subjects = ["night sky", "harbor at dawn", "forest trail", "city lights", "sea cliffs", "snowy ridge"]

    let count = 100_000

    func title(_ index: Int) -> String {
        "Photo \(index + 1) · \(Self.places[index % Self.places.count])"
    }

    func description(_ index: Int) -> String {
        let subject = Self.subjects[index % Self.subjects.count]
        return "A \(subject) near \(Self.places[index % Self.places.count]). 한국어 설명과 English text wrap "
            + "together here, with wide characters kept whole at the edges."
    }

    /// Indices whose title contains `query` (all when empty).
    func matching(_ query: String) -> [Int] {
        let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return Array(0..<count) }
        return (0..<count).filter { title($0).lowercased().contains(trimmed) }
    }
}

import Foundation
