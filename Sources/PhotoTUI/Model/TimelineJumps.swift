import PhotoCore

/// `[` `]` `{` `}` on a list as a function of the state: the source says where a jump lands
/// among all the results (a folder's index knows every date, loaded or not); this selects it,
/// or the last loaded row while the pages up to it load (the list asks for them as it does when
/// its end shows), and lands when they come. Any other move cancels a jump that waits.
enum TimelineJumps {
    /// What the jump keys step by in `order`, for notices: "day", "first letter"…
    static func unitName(_ unit: TimelineJump.Unit, order: SearchOrder) -> String {
        switch (order, unit) {
        case (.name, .day): return "first letter"
        case (.name, .month): return "folder"
        case (_, .day): return "day"
        case (_, .month): return "month"
        }
    }

    /// Why a jump cannot be asked for here, or `nil` when the source may answer it.
    static func refusal(_ state: BrowserState, order: SearchOrder) -> String? {
        guard state.isLocalSource, state.screens.isEmpty, [.dateTaken, .latest, .name].contains(order) else {
            return "[ ] { } jump by day and month on a folder's timeline (by first letter and folder in name order)"
        }
        return nil
    }

    /// The source's answer: select the photo at `target` (a position among all the results),
    /// or wait for its page; `nil` means there is no such group that way.
    static func land(at target: Int?, jump: TimelineJump, order: SearchOrder, in state: inout BrowserState) -> [ListNavigation.Effect] {
        state.pendingJump = nil
        guard let target else {
            let way = jump.forward ? "later" : "earlier"
            let unit = unitName(jump.unit, order: order)
            return [.notice("No \(way) \(unit) in this list", isTransient: true)]
        }
        if target < state.list.photoCount {
            state.list.selectPhoto(at: target, viewportRows: state.viewportRows)
            return []
        }
        state.list.selectLast(viewportRows: state.viewportRows)
        guard state.canLoadMore else { return [] }
        state.pendingJump = target
        return []
    }

    /// Pages came while a jump waits for its photo: land on it once loaded, else stay at the
    /// last row so the list asks for the next page.
    static func rowsArrived(in state: inout BrowserState) -> [ListNavigation.Effect] {
        guard let target = state.pendingJump else { return [] }
        if target < state.list.photoCount {
            state.pendingJump = nil
            state.list.selectPhoto(at: target, viewportRows: state.viewportRows)
        } else {
            state.list.selectLast(viewportRows: state.viewportRows)
        }
        return []
    }
}
