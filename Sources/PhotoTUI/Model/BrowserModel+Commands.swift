import Foundation
import PhotoCore
import Terminal

/// The commands ``BrowserReducer`` does not take yet, carried out in place: the Duplicates screen
/// and the full-screen photo, which keep their own helpers (`BrowserModel+Duplicates`,
/// ``FullScreenNavigation``). Every other command is reduced.
extension BrowserModel {
    /// Carries out `command` in place (``send(_:)`` asks the reducer first).
    func performInPlace(_ command: BrowserCommand) {
        switch command {
        case .openDuplicates, .duplicates, .restoreTrash: performDuplicates(command)
        case .zoom, .pan, .nextPhoto, .previousPhoto, .toggleInfo, .openPhoto, .closePhoto:
            switch FullScreenNavigation.perform(command, in: &state, cellPixels: fullScreenImages.cellPixels) {
            case .move(let move)?: return perform(.move(move))
            case .openDetail?: perform(.openDetail)
            case .notice(let text)?: showNotice(text, isTransient: true)
            case nil: break
            }
        default: break  // reduced by ``BrowserReducer``
        }
    }
}
