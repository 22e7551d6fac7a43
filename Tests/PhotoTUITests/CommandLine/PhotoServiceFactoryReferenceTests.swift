import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// `photo-tui show` routes what it is given to the source that has that photo.
@Suite("Routing a photo reference to its source")
struct PhotoServiceFactoryReferenceTests {
    private func configuration(_ env: [String: String], cache: String) throws -> Configuration {
        try Configuration.resolve(
            flags: ConfigurationFlags(), environment: ["HOME": "/home/ada", "XDG_CACHE_HOME": cache].merging(env) { $1 }) { _ in nil }
    }

    @Test func eachReferenceGoesToTheSourceThatHasIt() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("routing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let openverse = try configuration(["PHOTO_TUI_SOURCE": "openverse"], cache: cache)
        // The configured source when it has the provider's photos.
        let own = try PhotoServiceFactory.source(for: PhotoReference(provider: .openverse, id: "x"), configuration: openverse)
        #expect(own.source == openverse.source)
        // A bare id is the configured source's.
        #expect(try PhotoServiceFactory.source(for: PhotoReference(provider: nil, id: "x"), configuration: openverse).source == openverse.source)
        // An Unsplash photo needs a key when the source is not one that speaks Unsplash's ids.
        #expect { try PhotoServiceFactory.source(for: PhotoReference(provider: .unsplash, id: "Dwu85P9SOIk"), configuration: openverse) } throws: { error in
            "\(error)".contains("UNSPLASH_ACCESS_KEY")
        }
        let keyed = try configuration(["PHOTO_TUI_SOURCE": "openverse", "UNSPLASH_ACCESS_KEY": "k"], cache: cache)
        let unsplash = try PhotoServiceFactory.source(for: PhotoReference(provider: .unsplash, id: "Dwu85P9SOIk"), configuration: keyed)
        #expect(unsplash.service.traits.id == .unsplash && unsplash.service.traits.name == "Unsplash")
        // The offline library answers Unsplash's ids too.
        let offline = try configuration(["PHOTO_TUI_SOURCE": "offline"], cache: cache)
        #expect(PhotoSourceSetting.offline.holds(.unsplash, id: "Dwu85P9SOIk"))
        #expect(try PhotoServiceFactory.source(for: PhotoReference(provider: .openverse, id: "x"), configuration: offline).service.traits.id == .openverse)
        // A shelf holds every provider's photos, and is asked for them by provider:id.
        #expect(PhotoSourceSetting.library(shelf: .favourites).holds(.openverse, id: "x"))
    }

    @Test func aFileInsideTheFolderIsTheFoldersAndOneOutsideIsReadAlone() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("routing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routing-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configured = PhotoSourceSetting.folder(paths: [folder.path])
        #expect(configured.holds(.folder, id: folder.appendingPathComponent("a/IMG.jpg").path))
        #expect(!configured.holds(.folder, id: "/etc/IMG.jpg"))
        #expect(!configured.holds(.folder, id: folder.path + "-other/IMG.jpg"))
        let outside = try PhotoServiceFactory.source(
            for: PhotoReference(provider: .folder, id: "/tmp/elsewhere/IMG.jpg"), configuration: configuration([:], cache: cache))
        #expect(outside.source == .folder(paths: ["/tmp/elsewhere"]) && outside.service.traits.photosAreFiles)
    }
}
