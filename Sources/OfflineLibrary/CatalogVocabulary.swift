/// Words and facts the catalog draws from: moods, places with coordinates, photographers, cameras.
enum CatalogVocabulary {
    struct Place { let city: String; let cityKorean: String; let country: String; let latitude: Double; let longitude: Double }
    struct Camera { let make: String; let model: String }

    static let moods: [(String, String)] = [
        ("Quiet", "고요한"), ("Misty", "안개 낀"), ("Golden", "황금빛"), ("Wild", "거친"), ("Endless", "끝없는"),
        ("Silver", "은빛"), ("Early", "이른"), ("Distant", "먼"), ("Blue", "푸른"), ("Soft", "부드러운"),
    ]

    static let times: [(String, String)] = [("at dawn", "새벽의"), ("at noon", "한낮의"), ("at dusk", "해질녘의"), ("at night", "한밤의")]

    static let places: [Place] = [
        Place(city: "Seoul", cityKorean: "서울", country: "South Korea", latitude: 37.5665, longitude: 126.9780),
        Place(city: "Busan", cityKorean: "부산", country: "South Korea", latitude: 35.1796, longitude: 129.0756),
        Place(city: "Jeju", cityKorean: "제주", country: "South Korea", latitude: 33.4996, longitude: 126.5312),
        Place(city: "Gangneung", cityKorean: "강릉", country: "South Korea", latitude: 37.7519, longitude: 128.8761),
        Place(city: "Sokcho", cityKorean: "속초", country: "South Korea", latitude: 38.2070, longitude: 128.5918),
        Place(city: "Kyoto", cityKorean: "교토", country: "Japan", latitude: 35.0116, longitude: 135.7681),
        Place(city: "Reykjavík", cityKorean: "레이캬비크", country: "Iceland", latitude: 64.1466, longitude: -21.9426),
        Place(city: "Banff", cityKorean: "밴프", country: "Canada", latitude: 51.1784, longitude: -115.5708),
        Place(city: "Merzouga", cityKorean: "메르주가", country: "Morocco", latitude: 31.0802, longitude: -4.0134),
        Place(city: "Lisbon", cityKorean: "리스본", country: "Portugal", latitude: 38.7223, longitude: -9.1393),
        Place(city: "Hallstatt", cityKorean: "할슈타트", country: "Austria", latitude: 47.5622, longitude: 13.6493),
        Place(city: "Queenstown", cityKorean: "퀸스타운", country: "New Zealand", latitude: -45.0312, longitude: 168.6626),
        Place(city: "Yosemite", cityKorean: "요세미티", country: "United States", latitude: 37.8651, longitude: -119.5383),
        Place(city: "Tromsø", cityKorean: "트롬쇠", country: "Norway", latitude: 69.6492, longitude: 18.9553),
    ]

    static let firstNames = ["Mina", "Joon", "Ava", "Liam", "Sora", "Noah", "Hana", "Elias", "Yuna", "Marco", "Ines", "Theo", "Seo-yeon", "Kai", "Lena", "Min-jun"]
    static let lastNames = ["Kim", "Park", "Lee", "Choi", "Jung", "Silva", "Berg", "Novak", "Moreau", "Tanaka", "Okafor", "Larsen", "Han", "Costa"]
    static let koreanNames = ["김하늘", "박바다", "이산", "최노을", "정별", "한서연", "윤숲", "강민준"]

    static let cameras: [Camera] = [
        Camera(make: "SONY", model: "ILCE-7M3"), Camera(make: "Canon", model: "Canon EOS R5"), Camera(make: "NIKON CORPORATION", model: "NIKON Z 6"),
        Camera(make: "FUJIFILM", model: "X-T4"), Camera(make: "Apple", model: "iPhone 15 Pro"), Camera(make: "Leica Camera AG", model: "LEICA Q2"),
    ]
    static let exposures = ["1/8000", "1/2000", "1/500", "1/250", "1/125", "1/60", "1/15", "2", "15", "30"]
    static let apertures = ["1.4", "1.8", "2.8", "4.0", "5.6", "8.0", "11.0"]
    static let focalLengths = ["14.0", "24.0", "35.0", "50.0", "85.0", "135.0", "200.0"]
    static let isos = [64, 100, 200, 400, 800, 1600, 3200, 6400]
}
