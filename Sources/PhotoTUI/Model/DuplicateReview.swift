import PhotoCore
import Terminal

/// The Duplicates screen (`D` on a folder): the folder's groups of exact copies and
/// near-duplicates, the group and member on show, the members marked to discard, and the Trash's
/// question while it is asked. A value the model keeps in ``BrowserState/duplicates`` and changes
/// only through these methods; the effect runner does the finding and the moving.
struct DuplicateReview: Equatable {
    enum Phase: Equatable {
        /// The folder's groups are being found (off the event loop).
        case finding
        case ready
        /// Finding failed: why, in words.
        case failed(String)
    }

    var phase = Phase.finding
    private(set) var groups: [DuplicateGroup] = []
    /// The group on show, an index in `groups`.
    private(set) var groupIndex = 0
    /// The member selected in that group.
    private(set) var memberIndex = 0
    /// Paths marked to discard, in any group.
    private(set) var discards: Set<String> = []
    /// The paths the question "Move N files to Trash? y/n" is about, while it is asked.
    private(set) var confirming: [String]?
    /// That question, while it is asked.
    private(set) var question: String?
    /// Files are being moved or put back: keys that would move more wait.
    var isBusy = false
    /// `z`: the selected member fills the screen (fitted); `h` `l` flip through the group there.
    var isFullScreen = false
    /// The full-screen member's zoom (`+` `-` `0` `F` `=`), kept from member to member; fit again
    /// when the full-screen view closes.
    var zoom = ZoomState()
    /// Which finding this is: a result for an older one is dropped.
    var request = 0

    /// The group on show.
    var group: DuplicateGroup? { groups.indices.contains(groupIndex) ? groups[groupIndex] : nil }
    /// The member selected.
    var member: LocalPhotoFile? { group.flatMap { $0.files.indices.contains(memberIndex) ? $0.files[memberIndex] : nil } }

    /// The groups found: the screen shows the first (or stays near where it was, after a restore).
    mutating func found(_ groups: [DuplicateGroup]) {
        self.groups = groups
        phase = .ready
        let paths = Set(groups.flatMap { $0.files.map(\.path) })
        discards.formIntersection(paths)
        groupIndex = min(groupIndex, max(0, groups.count - 1))
        memberIndex = min(memberIndex, max(0, (group?.files.count ?? 1) - 1))
        if member == nil { leaveFullScreen() }
    }

    /// Back to the group side by side, the zoom back to fit.
    mutating func leaveFullScreen() {
        isFullScreen = false
        zoom = ZoomState()
    }

    /// The cells the full-screen member takes: the terminal less its bottom line (the caption).
    static func fullScreenArea(size: Size) -> Rect { FullScreenNavigation.photoArea(size: size, showsInfo: true) }

    /// The full-screen member's line: "group 1 of 2 · exact copies · file 2 of 3: copies/a.jpg · ✕ discard".
    var fullScreenCaption: String? {
        guard let position = positionText, let group, let member else { return nil }
        let name = Sanitizer.sanitize(FileNameBytes.display(member.relativePath))
        let verdict = discards.contains(member.path) ? "✕ discard" : keeper(of: group)?.path == member.path ? "✓ keep (suggested)" : "keep"
        return "\(position) · file \(memberIndex + 1) of \(group.files.count): \(name) · \(verdict)"
    }

    /// The full-screen keys that do something here: "h previous file" only past the first member,
    /// "l next file" only before the last, and the key back.
    func fullScreenKeys(next: String, previous: String, back: String) -> String {
        let count = group?.files.count ?? 0
        var keys: [String] = []
        if memberIndex > 0 { keys.append("\(previous) previous file") }
        if memberIndex + 1 < count { keys.append("\(next) next file") }
        keys.append("\(back) back")
        return keys.joined(separator: " · ")
    }

    /// The zoom's part of that line: fitted, "+ - zoom"; panning a zoomed member, its zoom and the
    /// keys that pan and fit: "200 % · h j k l pan · + - 0 zoom".
    func fullScreenZoomKeys(zoom: String, fit: String, pan: String, label: String?) -> String {
        guard let label else { return "\(zoom) zoom" }
        return "\(label) · \(pan) pan · \(zoom) \(fit) zoom"
    }

    /// "group 3 of 41 · exact copies"; nil before the groups are found or when there are none.
    var positionText: String? {
        guard phase == .ready, let group else { return nil }
        let kind = group.kind == .exact ? "exact copies" : "similar (resized or recompressed)"
        return "group \(Formatting.grouped(groupIndex + 1)) of \(Formatting.grouped(groups.count)) · \(kind)"
    }

    /// The member worth keeping: the first not marked to discard among the group ranked by
    /// ``keeperRank`` (the most pixels, then the most bytes, then the oldest, then the shortest path).
    func keeper(of group: DuplicateGroup) -> LocalPhotoFile? {
        let ranked = group.files.sorted(by: Self.keeperRank)
        return ranked.first { !discards.contains($0.path) } ?? ranked.first
    }

    /// Whether `left` is more worth keeping than `right`.
    static func keeperRank(_ left: LocalPhotoFile, _ right: LocalPhotoFile) -> Bool {
        let leftPixels = left.pixelSize.width * left.pixelSize.height, rightPixels = right.pixelSize.width * right.pixelSize.height
        if leftPixels != rightPixels { return leftPixels > rightPixels }
        if left.byteCount != right.byteCount { return left.byteCount > right.byteCount }
        if left.modified != right.modified { return left.modified < right.modified }
        return left.path.utf8.count != right.path.utf8.count ? left.path.utf8.count < right.path.utf8.count : left.path < right.path
    }

    // MARK: Moving

    mutating func moveGroup(by step: Int) {
        guard !groups.isEmpty else { return }
        let next = min(max(0, groupIndex + step), groups.count - 1)
        guard next != groupIndex else { return }
        groupIndex = next
        memberIndex = 0
    }

    mutating func moveMember(by step: Int) {
        guard let count = group?.files.count, count > 0 else { return }
        memberIndex = min(max(0, memberIndex + step), count - 1)
    }

    // MARK: Marking

    /// Marks the selected member to discard, or unmarks it; a notice when it would leave the
    /// group with nothing kept.
    mutating func toggleDiscard() -> String? {
        guard let group, let member else { return nil }
        if discards.contains(member.path) {
            discards.remove(member.path)
            return nil
        }
        let kept = group.files.filter { !discards.contains($0.path) && $0.path != member.path }
        guard !kept.isEmpty else { return "Keep at least one: every other file of this group is marked" }
        discards.insert(member.path)
        return nil
    }

    /// Marks every member but the suggested keeper.
    mutating func discardAllButKeeper() {
        guard let group, let keeper = keeper(of: group) else { return }
        for file in group.files where file.path != keeper.path { discards.insert(file.path) }
        discards.remove(keeper.path)
    }

    /// Unmarks the group's members.
    mutating func clearDiscards() {
        guard let group else { return }
        discards.subtract(group.files.map(\.path))
    }

    // MARK: The Trash

    /// The files marked to discard, in group order, each once (a file can be in an exact group
    /// and a similar one).
    var marked: [LocalPhotoFile] {
        var seen: Set<String> = []
        return groups.flatMap(\.files).filter { discards.contains($0.path) && seen.insert($0.path).inserted }
    }

    /// Asks about the marked files (the selected member when none is marked and another one is
    /// kept): the question, or why nothing is asked.
    mutating func askToTrash() -> Result<String, Refusal> {
        var files = marked
        if files.isEmpty, let group, let member {
            guard group.files.count > 1 else { return .failure(Refusal(text: "Nothing to discard in this group")) }
            files = [member]
        }
        guard !files.isEmpty else { return .failure(Refusal(text: "Mark the files to discard with Tab or x first")) }
        confirming = files.map(\.path)
        let bytes = files.reduce(0) { $0 + $1.byteCount }
        let what = files.count == 1 ? Sanitizer.sanitize(FileNameBytes.display(files[0].relativePath)) : "\(files.count) files"
        question = "Move \(what) (\(Formatting.bytes(bytes))) to the Trash? y/n"
        return .success(question ?? "")
    }

    /// Why a question was not asked.
    struct Refusal: Error, Equatable { var text: String }

    /// The answer: the paths to move on yes; nil on no (the marks stay).
    mutating func answer(_ yes: Bool) -> [String]? {
        defer { confirming = nil; question = nil }
        return yes ? confirming : nil
    }

    /// The files that went to the Trash leave their groups; a group left with one file goes.
    mutating func removed(_ paths: Set<String>) {
        let before = group?.files.first.map(\.path)
        groups = groups.compactMap { group in
            var group = group
            group.files.removeAll { paths.contains($0.path) }
            return group.files.count > 1 ? group : nil
        }
        discards.subtract(paths)
        if let before, let stays = groups.firstIndex(where: { $0.files.contains { $0.path == before } }) { groupIndex = stays }
        groupIndex = min(groupIndex, max(0, groups.count - 1))
        memberIndex = min(memberIndex, max(0, (group?.files.count ?? 1) - 1))
        if member == nil { leaveFullScreen() }
    }
}
