/// A curated collection of the offline library: photos sharing a tag, chosen by one of the
/// catalog's photographers, so collection search and paging work with no key and no network.
struct CatalogCollection: Sendable {
    let id: String
    let title: String
    let description: String
    /// Photos carrying this tag belong to it.
    let tag: String
    /// Which of the catalog's photographers curated it.
    let curator: Int
    let photoIDs: [String]

    /// The collections every catalog has, before photos are assigned.
    static let all: [CatalogCollection] = [
        CatalogCollection(id: "cSeaside0001", title: "Seaside mornings", description: "Waves, coasts and open water. 바다와 해안.", tag: "sea", curator: 3, photoIDs: []),
        CatalogCollection(id: "cPeaks000002", title: "High ridges", description: "Peaks worth the climb. 능선과 봉우리.", tag: "ridge", curator: 7, photoIDs: []),
        CatalogCollection(id: "cStillLake03", title: "Still lakes", description: "Reflections on calm water. 고요한 호수.", tag: "reflection", curator: 11, photoIDs: []),
        CatalogCollection(id: "cNightSky004", title: "Under the stars", description: "Night skies and the moon. 별과 달.", tag: "stars", curator: 14, photoIDs: []),
        CatalogCollection(id: "cBloom000005", title: "In bloom", description: "Spring meadows and flowers. 봄꽃과 들판.", tag: "bloom", curator: 19, photoIDs: []),
        CatalogCollection(id: "cSkyline0006", title: "Skylines", description: "Cities by day and night. 도시의 스카이라인.", tag: "skyline", curator: 22, photoIDs: []),
        CatalogCollection(id: "cDunes000007", title: "Dunes", description: "Sand as far as the eye goes. 사막과 모래언덕.", tag: "dunes", curator: 26, photoIDs: []),
        CatalogCollection(id: "cGolden00008", title: "Golden hour", description: "Sunsets over the sea. 바다 위 노을.", tag: "golden hour", curator: 31, photoIDs: []),
        CatalogCollection(id: "cWinter00009", title: "Winter quiet", description: "Snow and cold light. 눈과 겨울.", tag: "winter", curator: 34, photoIDs: []),
        CatalogCollection(id: "cForest00010", title: "Forest paths", description: "Green under the trees. 숲과 나무.", tag: "trees", curator: 38, photoIDs: []),
    ]

    /// Whether every word of `query` is in the title or description (either language).
    func matches(_ query: String) -> Bool {
        let text = "\(title) \(description) \(tag)".lowercased()
        let words = query.lowercased().split(whereSeparator: \.isWhitespace)
        return !words.isEmpty && words.allSatisfy { text.contains($0) }
    }
}
