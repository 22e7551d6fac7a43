/// What a key means on the Duplicates screen (`D` on a folder): moving through the groups and
/// their members, choosing what to discard, and the Trash's question and answer.
enum DuplicateCommand: Equatable {
    /// `j` `k` (`↓` `↑`): the next or previous group.
    case nextGroup, previousGroup
    /// `l` `h` (`→` `←`): the next or previous member of the group.
    case nextMember, previousMember
    /// `Tab` or `x`: mark the member to discard, or unmark it.
    case toggleDiscard
    /// `a`: mark every member but the suggested keeper.
    case discardAllButKeeper
    /// `U`: unmark the group's members.
    case clearDiscards
    /// `z`: the selected member over the whole screen (`h` `l` flip through the group there),
    /// or back to the group side by side.
    case toggleFullScreen
    /// `o`: the selected member's file in the desktop's viewer.
    case open
    /// `d` (or Enter): ask "Move N files to Trash? y/n".
    case askToTrash
    /// `y` to that question.
    case confirm
    /// Any other key: no to the question (nothing moves).
    case cancel
    /// Esc: back to the list as it was.
    case close
}
