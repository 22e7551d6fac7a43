import Foundation
import PhotoCore

/// `o`, `y` and `c`: opening the selected photo's page (or a folder photo's file), copying its
/// link (or path, or every marked one's) and its credit. The opener and the clipboard are the
/// runner's (``BrowserEffect/open(_:name:)``, ``BrowserEffect/copy(_:what:note:)``); their
/// answers come back as notices.
extension BrowserReducer {
    /// The offline library's pages live on this run's loopback port and die with it: say so
    /// instead of handing them out.
    static func localPageNotice(_ url: URL, of photo: Photo? = nil) -> String? {
        guard photo?.provider == .offline || url.host.map(CacheKey.isLoopback) == true else { return nil }
        return offlineNoPage
    }

    /// What `o` and `y` say of an offline-library photo, whether it carries a loopback page or none.
    private static let offlineNoPage = "This photo is local: a synthetic one from the offline library, with no page on the web"

    /// `o`: the selected folder photo's file, or the photo's page on its site.
    static func openInBrowser(in state: inout BrowserState) -> [BrowserEffect] {
        if let file = state.list.selectedPhoto?.file { return [.openFile(path: file.path, name: file.name)] }
        switch selectedPage(in: state) {
        case .success(let url)?: return [.open(url, name: url.host ?? "the photo page")]
        case .failure(let refusal)?: return notice(refusal.text, isTransient: true, in: &state)
        case nil: return noPageNotice(to: "open", in: &state)
        }
    }

    /// `y`: every marked photo's link or path, else the selected one's.
    static func copyLink(in state: inout BrowserState) -> [BrowserEffect] {
        if usesMarks(state) { return copyMarked(in: &state) }
        if let file = state.list.selectedPhoto?.file { return [.copy(ShellQuote.path(file.path), what: "Path", note: "")] }
        switch selectedPage(in: state) {
        case .success(let url)?: return [.copy(url.absoluteString, what: "Link", note: "")]
        case .failure(let refusal)?: return notice(refusal.text, isTransient: true, in: &state)
        case nil: return noPageNotice(to: "copy", in: &state)
        }
    }

    /// `o` or `y` on a photo with no page (the offline library's, a work its provider gave none):
    /// said, not silently ignored; nothing selected asks nothing.
    private static func noPageNotice(to verb: String, in state: inout BrowserState) -> [BrowserEffect] {
        guard let photo = state.list.selectedPhoto else { return [] }
        let text = photo.provider == .offline ? offlineNoPage : "This photo has no page to \(verb)"
        return notice(text, isTransient: true, in: &state)
    }

    /// `c`: the credit line of the photo in the detail, else the selected one's.
    static func copyCredit(in state: BrowserState) -> [BrowserEffect] {
        guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return [] }
        return [.copy(photo.creditLine, what: "Credit", note: "")]
    }

    /// `y` with marks: every marked photo's path or page, one per line.
    static func copyMarked(in state: inout BrowserState) -> [BrowserEffect] {
        let clip = BatchPlan.clipboard(state.culling.marks.photos)
        let skipped = clip.skipped > 0 ? " (\(clip.skipped) offline \(clip.skipped == 1 ? "photo has" : "photos have") no page on the web)" : ""
        guard clip.lines > 0 else { return notice("Nothing to copy\(skipped)", isTransient: true, in: &state) }
        let what = state.isLocalSource ? Formatting.count(clip.lines, "path") : Formatting.count(clip.lines, "link")
        return [.copy(clip.text, what: what.prefix(1).uppercased() + what.dropFirst(), note: skipped)]
    }

    /// The clipboard's answer, said: "Link copied through tmux", or what to set.
    static func copied(_ outcome: Clipboard.Outcome, what: String, note: String, in state: inout BrowserState) -> [BrowserEffect] {
        let text = outcome.copied ? "\(what) copied \(outcome.detail)" : "\(what) not copied: \(outcome.detail)"
        return notice(text + note, isTransient: true, in: &state)
    }

    /// The selected photo's page on its site, or why it is not handed out; nil without one.
    private static func selectedPage(in state: BrowserState) -> Result<URL, LinkRefusal>? {
        guard let url = state.list.selectedPhoto.flatMap(ReferralLink.photoPage(of:)) else { return nil }
        if let refusal = LinkPolicy.refusal(for: url) { return .failure(LinkRefusal(text: refusal)) }
        if let local = localPageNotice(url, of: state.list.selectedPhoto) { return .failure(LinkRefusal(text: local)) }
        return .success(url)
    }
}

/// Why a photo's page is not opened or copied, said in the status line.
private struct LinkRefusal: Error {
    var text: String
}
