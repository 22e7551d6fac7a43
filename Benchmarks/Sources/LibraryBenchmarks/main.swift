import BenchmarkSupport
import Foundation
import PhotoCore

// The personal library at 10,000 favourites: open, page, search, the stars of a screen.
// Release build, medians. Run: cd Benchmarks && swift run -c release LibraryBenchmarks
// Target (issue 17): each below a frame, 5 ms.

func photo(_ index: Int) -> Photo {
    let base = URL(string: "https://images.example.com/p\(index)")!
    let subjects = ["sea", "forest", "city", "mountain", "desert", "night sky", "lake", "snow"]
    return Photo(
        id: "p\(index)", width: 4000, height: 3000,
        description: "\(subjects[index % subjects.count].capitalized) photo \(index) near somewhere",
        urls: PhotoURLs(raw: base, full: base, regular: base, small: base, thumb: base),
        links: PhotoLinks(html: URL(string: "https://unsplash.com/photos/p\(index)")),
        user: User(id: "u\(index % 300)", username: "author\(index % 300)", name: "Author \(index % 300)"))
}

func ms(_ nanoseconds: UInt64) -> String { String(format: "%.3f ms", Double(nanoseconds) / 1e6) }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-library-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
let url = folder.appendingPathComponent("library.sqlite")
let filling = PhotoLibrary(at: url)
let start = Date(timeIntervalSince1970: 1_700_000_000)
let fillStarted = Stopwatch.now()
for index in 0..<10_000 { try filling.toggleFavorite(photo(index), at: start.addingTimeInterval(Double(index))) }
let fillTime = Stopwatch.now() - fillStarted

var rows: [(String, String)] = [("Star 10,000 photos, one transaction each (setup)", ms(fillTime))]
rows.append(("Open the library (10,000 favourites)", ms(Stopwatch.median(Stopwatch.samples(iterations: 50, warmup: 3) {
    _ = PhotoLibrary(at: url)
}))))
let library = PhotoLibrary(at: url)
rows.append(("First page of favourites (30 of 10,000)", ms(Stopwatch.median(Stopwatch.samples(iterations: 200, warmup: 5) {
    _ = try? library.favorites(offset: 0, limit: 30)
}))))
rows.append(("Page 167 of favourites (offset 4,980)", ms(Stopwatch.median(Stopwatch.samples(iterations: 200, warmup: 5) {
    _ = try? library.favorites(offset: 4_980, limit: 30)
}))))
rows.append(("Search favourites for \"sea\", first page, with the count", ms(Stopwatch.median(Stopwatch.samples(iterations: 200, warmup: 5) {
    _ = try? library.favorites(matching: "sea", offset: 0, limit: 30)
}))))
rows.append(("Search favourites for two words (\"night photo\")", ms(Stopwatch.median(Stopwatch.samples(iterations: 200, warmup: 5) {
    _ = try? library.favorites(matching: "night photo", offset: 0, limit: 30)
}))))
rows.append(("All favourite keys (the list's stars, once at start)", ms(Stopwatch.median(Stopwatch.samples(iterations: 100, warmup: 3) {
    _ = library.favoriteKeys()
}))))
rows.append(("Star and unstar one photo (two writes)", ms(Stopwatch.median(Stopwatch.samples(iterations: 100, warmup: 3) {
    _ = try? library.toggleFavorite(photo(20_000))
    _ = try? library.toggleFavorite(photo(20_000))
}))))

print("| operation | median |")
print("|---|---|")
for (name, value) in rows { print("| \(name) | \(value) |") }
