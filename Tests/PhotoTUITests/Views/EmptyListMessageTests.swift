import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// What an empty list says, rendered into a cell buffer: what is empty and what to do, with the
/// keys that do it from where the person is.
@Suite("Empty list message")
struct EmptyListMessageTests {
    private func screen(_ state: BrowserState, keys: KeyTable = .standard) -> String {
        var state = state
        state.size = Size(width: 160, height: 30)
        var buffer = CellBuffer(size: state.size)
        BrowserView(state: state, theme: .standard, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil }, keys: keys)
            .render(in: buffer.area, into: &buffer)
        return (0..<state.size.height).map { y in (0..<state.size.width).map { buffer[$0, y].symbol }.joined() }.joined(separator: "\n")
    }

    @Test func anEmptyFolderSaysSoAndWhatToDo() {
        var state = BrowserState()
        state.traits = CatalogPhotoService.folderTraits
        state.scanSummary = "3 files skipped"
        #expect(EmptyListMessage.text(for: state, keys: .standard)
            == "No JPEG or PNG photos in Pictures (3 files skipped): add some, or open another folder with photo-tui PATH")
        #expect(screen(state).contains("No JPEG or PNG photos in Pictures (3 files skipped)"))
    }

    @Test func aSearchWithNoResultsNamesTheKeyThatEditsIt() throws {
        var state = BrowserState()
        state.query = TextFieldState(text: "zzqx")
        #expect(EmptyListMessage.text(for: state, keys: .standard) == "No photos match “zzqx”: try other words (/ edits the search)")
        let moved = try KeyTable(remapping: [KeyRemap(name: "search", key: .character("."))])
        #expect(screen(state, keys: moved).contains("No photos match “zzqx”: try other words (. edits the search)"))
    }

    @Test func anErrorNamesTheRetryKeyFromTheSearchBox() {
        var state = BrowserState()
        state.error = "The server did not answer"
        #expect(EmptyListMessage.text(for: state, keys: .standard) == "Nothing to show — press r to retry")
        state.mode = BrowserMode(focus: .search)
        #expect(EmptyListMessage.text(for: state, keys: .standard) == "Nothing to show — press Esc, then r to retry")
    }

    @Test func anEmptyShelfSaysHowPhotosGetThere() {
        var state = BrowserState()
        state.traits = SourceTraits(
            id: .library, name: LibraryShelf.favourites.title, locality: .local, extent: .finite, orders: [.latest],
            filters: [], navigation: [], quota: nil, credit: .unsplash, homeFeed: .everything, maxPageSize: 30)
        #expect(EmptyListMessage.text(for: state, keys: .standard)
            == "No favourites yet: press s on a photo to star it, or press f to browse another source")
    }
}
