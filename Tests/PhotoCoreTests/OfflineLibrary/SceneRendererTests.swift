import Foundation
import Testing
@testable import PhotoCore
@testable import OfflineLibrary

@Suite("Procedural photos")
struct SceneRendererTests {
    @Test(arguments: CatalogSubject.allCases)
    func everySubjectRendersSomethingPhotoLikeNotFlat(_ subject: CatalogSubject) throws {
        let scene = SceneDescription.make(subject: subject, seed: 42, width: 6000, height: 4000)
        let image = SceneRenderer.render(scene, width: 120, height: 80)
        #expect(image.width == 120 && image.height == 80)
        // Many distinct colours and real contrast between the top and bottom of the frame.
        var colours = Set<Int>()
        for index in stride(from: 0, to: image.pixels.count, by: 3) {
            let red = Int(image.pixels[index]) << 16, green = Int(image.pixels[index + 1]) << 8
            colours.insert(red | green | Int(image.pixels[index + 2]))
        }
        #expect(colours.count > 300)
        if let folder = ProcessInfo.processInfo.environment["PHOTO_TUI_DUMP_RENDERS"] {
            let big = SceneRenderer.render(scene, width: 600, height: 400)
            let header = Data("P6 \(big.width) \(big.height) 255\n".utf8)
            try (header + Data(big.pixels)).write(to: URL(fileURLWithPath: "\(folder)/\(subject).ppm"))
        }
    }

    @Test func theSameSceneRendersTheSamePixelsAndCropsCoverTheFrame() {
        let scene = SceneDescription.make(subject: .mountains, seed: 7, width: 6000, height: 4000)
        #expect(SceneRenderer.render(scene, width: 64, height: 40) == SceneRenderer.render(scene, width: 64, height: 40))
        let square = SceneRenderer.render(scene, width: 50, height: 50)
        #expect(square.width == 50 && square.height == 50)
    }
}
