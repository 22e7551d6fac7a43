import PhotoCore

/// `[` `]` `{` `}`: the source is asked where a jump lands among all the results
/// (``BrowserEffect/askJumpTarget(_:from:jump:)``); its answer selects the photo, or waits for
/// its page (``TimelineJumps``).
extension BrowserReducer {
    static func jumpTimeline(_ jump: TimelineJump, in state: inout BrowserState) -> [BrowserEffect] {
        let filters = SearchFilters(choice: state.filters)
        if let refusal = TimelineJumps.refusal(state, order: filters.orderBy) { return notice(refusal, isTransient: true, in: &state) }
        guard !state.isListStale, let from = state.list.selectedPhotoIndex else { return [] }
        return [.askJumpTarget(filters.query(state.shownQuery, perPage: 30), from: from, jump: jump)]
    }

    /// The source's answer to a jump asked in `order`.
    static func jumpTargetFound(_ target: Int?, jump: TimelineJump, order: SearchOrder, in state: inout BrowserState,
                                _ context: BrowserContext) -> [BrowserEffect] {
        carryOut(TimelineJumps.land(at: target, jump: jump, order: order, in: &state), in: &state, context)
    }
}
