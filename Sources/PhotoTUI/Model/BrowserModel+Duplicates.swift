import Foundation
import PhotoCore
import Terminal

/// The Duplicates screen's frames (its keys are reduced in `BrowserReducer+Duplicates`): the
/// images a frame drawn implies.
extension BrowserModel {
    /// The screen's thumbnails: the members on show, at the size the view draws them; full-screen,
    /// the member at its zoom and its neighbours in the group (what `h` `l`, `n` `p` show next).
    func duplicatesFrameDidRender(size: Size) {
        guard let review = state.duplicates, let group = review.group else { return }
        if review.isFullScreen, let member = review.member, !state.isPlain {
            let files = group.files, index = review.memberIndex
            let neighbours = [index + 1, index - 1].filter { files.indices.contains($0) }.map { files[$0].photo }
            return loadFullScreenImages(fullScreenWanted(member.photo, neighbours: neighbours, zoom: review.zoom,
                                                         area: DuplicateReview.fullScreenArea(size: size)))
        }
        let area = DuplicateReviewView.area(in: BrowserLayout(size: size, sidePane: !state.isPlain))
        let visible = DuplicateReviewView.visibleMembers(selected: review.memberIndex, count: group.files.count, in: area)
        loadThumbnails(visible.map { group.files[$0].photo },
                       size: DuplicateReviewView.thumbnailSize(in: area, count: group.files.count))
    }
}
