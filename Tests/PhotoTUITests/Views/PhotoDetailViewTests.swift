import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("The detail view gives the photo the larger place")
struct PhotoDetailViewTests {
    private func cells(_ size: Size) -> Int { size.width * size.height }

    @Test func aLandscapePhotoInAShortFullScreenDetailGoesBesideTheText() {
        let photo = TestPhotos.photo("wide", width: 6000, height: 4000)
        let area = Rect(x: 0, y: 0, width: 76, height: 20)
        let image = PhotoDetailView.imageArea(in: area, for: photo)
        #expect(image.height == area.height)
        let text = PhotoDetailView.textArea(in: area, for: photo)
        #expect(text.x == image.maxX + 1)
        #expect(text.width >= 30)
        // Larger than the image above a 12-row text block would be.
        let above = Rect(x: 0, y: 0, width: 76, height: 20 - 8 - 1)
        #expect(cells(PhotoDetailView.fittedSize(of: photo, in: image)) > cells(PhotoDetailView.fittedSize(of: photo, in: above)))
    }

    @Test func aLandscapePhotoInATallPaneGoesAboveTheText() {
        let photo = TestPhotos.photo("wide", width: 6000, height: 4000)
        let area = Rect(x: 0, y: 0, width: 70, height: 44)
        let image = PhotoDetailView.imageArea(in: area, for: photo)
        #expect(image.width == area.width)
        #expect(image.height < area.height)
        #expect(PhotoDetailView.textArea(in: area, for: photo).y == image.maxY + 1)
    }

    @Test func aNarrowAreaAlwaysStacks() {
        let photo = TestPhotos.photo("tall", width: 3000, height: 6000)
        let area = Rect(x: 0, y: 0, width: 44, height: 30)
        #expect(PhotoDetailView.imageArea(in: area, for: photo).width == area.width)
    }

    @Test func theFullDetailShowsEveryFieldBesideAWideImage() {
        let photo = TestPhotos.photo("wide", width: 6000, height: 4000)
        var buffer = CellBuffer(size: Size(width: 76, height: 20))
        PhotoDetailView(photo: photo, preview: nil, isLoadingDetail: false, theme: .standard)
            .render(in: Rect(x: 0, y: 0, width: 76, height: 20), into: &buffer)
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("Photo by Ada Park on Unsplash"))
        #expect(text.contains("Author"))
    }

    @Test func theTextColumnFollowsThePhotosShape() {
        let area = Rect(x: 0, y: 0, width: 158, height: 45)
        let portrait = TestPhotos.photo("tall", width: 4000, height: 6000)
        let landscape = TestPhotos.photo("wide", width: 6000, height: 4000)
        let portraitText = PhotoDetailView.textArea(in: area, for: portrait)
        let landscapeText = PhotoDetailView.textArea(in: area, for: landscape)
        // A portrait photo leaves a wide column; a landscape one takes the width and leaves the minimum.
        #expect(portraitText.width > 80)
        #expect(landscapeText.width >= PhotoDetailView.minimumTextWidth)
        #expect(landscapeText.width < portraitText.width)
        // The image fills its area: no blank rows or columns inside it.
        for photo in [portrait, landscape] {
            let image = PhotoDetailView.imageArea(in: area, for: photo)
            let fitted = PhotoDetailView.fittedSize(of: photo, in: image)
            #expect(fitted.width == image.width || fitted.height == image.height)
            #expect(fitted.width >= image.width - 1)
        }
    }

    @Test func aLandscapePhotoInTheSidePaneLeavesNoBlankRowsUnderIt() {
        let photo = TestPhotos.photo("wide", width: 6000, height: 4000)
        let area = Rect(x: 0, y: 0, width: 68, height: 45)
        let image = PhotoDetailView.imageArea(in: area, for: photo)
        let fitted = PhotoDetailView.fittedSize(of: photo, in: image)
        #expect(fitted.height == image.height)
        #expect(fitted.width == area.width)
        #expect(PhotoDetailView.textArea(in: area, for: photo).height == area.height - image.height - 1)
    }
}
