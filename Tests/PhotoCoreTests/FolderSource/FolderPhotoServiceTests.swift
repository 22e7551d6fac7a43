import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct FolderPhotoServiceTests {
    private func titles(_ page: SearchPage) -> [String] { page.results.map(\.title) }

    @Test func searchMatchesNameFolderCameraDateAndKeywords() throws {
        let fixture = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [fixture.root])
        func search(_ text: String) throws -> [String] {
            titles(try PhotoFolderFixture.await(service.searchPhotos(SearchQuery(text, perPage: 30))))
        }
        #expect(try search("canon") == ["IMG_0001.jpg"])
        #expect(try search("2024-07") == ["IMG_0001.jpg"])
        #expect(try search("2023-01-02") == ["IMG_0002.jpg"])
        #expect(try search("harbour") == ["IMG_0001.jpg"])
        #expect(try search("busan canon") == ["IMG_0001.jpg"])
        #expect(try search("screenshot") == ["screenshot.png"])
        #expect(try search("holiday").count == 3)
        #expect(try search("fuji X-T30") == ["IMG_0002.jpg"])
        #expect(try search("nothing-matches-this").isEmpty)
    }

    @Test func mapsAFileToAPhoto() throws {
        let fixture = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [fixture.root])
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("canon")))
        let photo = try #require(page.results.first)
        #expect(photo.photoID.description == "folder:" + fixture.path("holiday/IMG_0001.jpg"))
        // The folder is where the file is, never its author (this file's EXIF names no one).
        #expect(photo.file?.folder == "holiday" && photo.user.name.isEmpty && photo.effectiveCredit.creator == nil)
        #expect(photo.exif?.summary == "Canon EOS R6 · 50mm · f/8 · 1/500s · ISO 100")
        #expect(photo.location?.name == "35.17960° N, 129.07560° E")
        #expect(photo.tags?.map(\.title) == ["harbour", "Busan"])
        #expect(photo.urls.raw.isFileURL && photo.urls.raw.query?.hasPrefix("v=") == true)
        #expect(photo.width == 64 && photo.height == 32)
    }

    @Test func pagesLikeAnyOtherSource() throws {
        let fixture = try PhotoFolderFixture()
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 16, height: 16))
        try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("many"), withIntermediateDirectories: true)
        for index in 1...25 { try fixture.write(jpeg, String(format: "many/p%02d.jpg", index)) }
        let service = FolderPhotoService(roots: [fixture.root.appendingPathComponent("many")], batchSize: 4)
        let first = try PhotoFolderFixture.await(service.listPhotos(page: 1, perPage: 10))
        #expect(first.items.map(\.title) == (1...10).map { String(format: "p%02d.jpg", $0) })
        #expect(first.nextPage == 2)
        let third = try PhotoFolderFixture.await(service.listPhotos(page: 3, perPage: 10))
        #expect(third.items.map(\.title) == (21...25).map { String(format: "p%02d.jpg", $0) })
        #expect(third.nextPage == nil && third.total == 25 && third.lastPage == 3)
        let search = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("p2", page: 1, perPage: 4)))
        #expect(search.results.count == 4)
        let lastSearch = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("p2", page: 2, perPage: 4)))
        // p20…p25: six matches, so page 2 has two and is the last.
        #expect(lastSearch.results.count == 2 && lastSearch.isLast(page: 2) && lastSearch.total == 6)
    }

    @Test func latestOrdersByDateTaken() throws {
        let fixture = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [fixture.root.appendingPathComponent("holiday")])
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("img", orderBy: .latest)))
        // IMG_0003 has no EXIF: its file time (now) is the newest.
        #expect(titles(page) == ["IMG_0003.JPEG", "IMG_0001.jpg", "IMG_0002.jpg"])
    }

    @Test func aRemovedFileIsGoneNotACrash() throws {
        let fixture = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [fixture.root])
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("canon")))
        let photo = try #require(page.results.first)
        try FileManager.default.removeItem(atPath: fixture.path("holiday/IMG_0001.jpg"))
        #expect(throws: PhotoServiceError.gone) { try PhotoFolderFixture.await(service.photo(id: photo.id)) }
        #expect(throws: PhotoServiceError.gone) { try PhotoFolderFixture.await(service.trackDownload(of: photo)) }
        #expect(ErrorMessage.line(for: PhotoServiceError.gone) == "This photo has been removed")
    }

    @Test func firstPageIsAnsweredBeforeTheScanEnds() {
        // The index, fed by hand: a page is answered as soon as enough files are known.
        let index = FolderIndex()
        let received = Locked<[FolderIndex.Answer]>([])
        var answers: [FolderIndex.Answer] { received.withLock { $0 } }
        index.request(terms: [], order: .name, range: 0..<2) { answer in received.withLock { $0.append(answer) } }
        let entries = (1...3).map { number in
            IndexEntry(root: 0, row: Int64(number), relativePath: Array("\(number).jpg".utf8), byteCount: 1, modifiedNanoseconds: 0,
                       inode: UInt64(number), taken: number, orientation: .squarish, hashState: 0, hash: 0, color: 0, place: nil,
                       searchText: Array("\(number).jpg".utf8))
        }
        var progress = FolderScanProgress()
        progress.photos = 2
        index.insert(Array(entries.prefix(2)), progress: progress)
        #expect(answers.isEmpty) // two known, but a third is needed to know whether a next page exists
        progress.photos = 3
        index.insert([entries[2]], progress: progress)
        #expect(answers.count == 1)
        #expect(answers.first?.entries.map { String(decoding: $0.relativePath, as: UTF8.self) } == ["1.jpg", "2.jpg"])
        #expect(answers.first?.complete == false)
        // Date order waits for the end of the scan.
        index.request(terms: [], order: .date, range: 0..<2) { answer in received.withLock { $0.append(answer) } }
        #expect(answers.count == 1)
        progress.finished = true
        index.update(progress: progress)
        #expect(answers.count == 2 && answers.last?.complete == true && answers.last?.matched == 3)
    }
}
