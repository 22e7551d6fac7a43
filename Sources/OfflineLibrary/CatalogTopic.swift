/// A topic of the offline library and the photos in it.
struct CatalogTopic: Sendable {
    let id: String
    let slug: String
    let title: String
    let description: String
    let photoIDs: [String]

    /// The topics every catalog has, before photos are assigned.
    static let all: [CatalogTopic] = [
        CatalogTopic(id: "tMountains01", slug: "mountains", title: "Mountains", description: "Ridges, peaks and snow. 능선과 봉우리, 그리고 눈.", photoIDs: []),
        CatalogTopic(id: "tWater000002", slug: "water", title: "Water", description: "Seas and lakes at every hour. 바다와 호수.", photoIDs: []),
        CatalogTopic(id: "tNature00003", slug: "nature", title: "Nature", description: "Forests and flower fields. 숲과 꽃밭.", photoIDs: []),
        CatalogTopic(id: "tArchitect04", slug: "architecture", title: "Architecture", description: "Skylines by day and night. 낮과 밤의 스카이라인.", photoIDs: []),
        CatalogTopic(id: "tNight000005", slug: "night", title: "Night", description: "Stars and moonlight. 별과 달빛.", photoIDs: []),
        CatalogTopic(id: "tTravel00006", slug: "travel", title: "Travel", description: "Deserts and far places. 사막과 먼 곳.", photoIDs: []),
        CatalogTopic(id: "tWallpaper07", slug: "wallpapers", title: "Wallpapers", description: "Sunsets worth a desktop. 배경화면이 될 노을.", photoIDs: []),
    ]
}
