/// The kinds of scene the offline library renders, with words for them in English and Korean.
enum CatalogSubject: Int, CaseIterable, Sendable {
    case mountains, sea, forest, city, nightSky, desert, flowers, lake, snow, sunset

    var english: String {
        ["mountains", "sea", "forest", "city", "night sky", "desert", "flower field", "lake", "snowy peaks", "sunset"][rawValue]
    }

    var korean: String {
        ["산", "바다", "숲", "도시", "밤하늘", "사막", "꽃밭", "호수", "설산", "노을"][rawValue]
    }

    /// Tags in both languages, the subject's own first.
    var tags: [(String, String)] {
        switch self {
        case .mountains: return [("mountain", "산"), ("landscape", "풍경"), ("hiking", "등산"), ("ridge", "능선")]
        case .sea: return [("sea", "바다"), ("ocean", "대양"), ("waves", "파도"), ("coast", "해안")]
        case .forest: return [("forest", "숲"), ("trees", "나무"), ("green", "초록"), ("nature", "자연")]
        case .city: return [("city", "도시"), ("skyline", "스카이라인"), ("architecture", "건축"), ("urban", "도심")]
        case .nightSky: return [("night", "밤"), ("stars", "별"), ("astrophotography", "천체사진"), ("moon", "달")]
        case .desert: return [("desert", "사막"), ("dunes", "모래언덕"), ("sand", "모래"), ("travel", "여행")]
        case .flowers: return [("flowers", "꽃"), ("spring", "봄"), ("meadow", "들판"), ("bloom", "개화")]
        case .lake: return [("lake", "호수"), ("reflection", "반영"), ("water", "물"), ("calm", "고요")]
        case .snow: return [("snow", "눈"), ("winter", "겨울"), ("mountain", "산"), ("cold", "추위")]
        case .sunset: return [("sunset", "노을"), ("sea", "바다"), ("golden hour", "골든아워"), ("sky", "하늘")]
        }
    }

    /// The topic slug a photo of this subject belongs to.
    var topicSlug: String {
        switch self {
        case .mountains, .snow: return "mountains"
        case .sea, .lake: return "water"
        case .forest, .flowers: return "nature"
        case .city: return "architecture"
        case .nightSky: return "night"
        case .desert: return "travel"
        case .sunset: return "wallpapers"
        }
    }
}
