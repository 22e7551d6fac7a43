import Testing
@testable import PhotoCore
@testable import PhotoModel

/// Where a jump lands among grouped items, whatever the groups are.
@Suite struct TimelineJumpTests {
    /// Groups of the items: `aaabcc`.
    private let groups = Array("aaabcc")

    private func target(_ jump: TimelineJump, from position: Int) -> Int? {
        jump.target(from: position, count: groups.count) { groups[$0] }
    }

    @Test func forwardIsTheNextGroupsFirstItem() {
        #expect((0..<6).map { target(.nextDay, from: $0) } == [3, 3, 3, 4, nil, nil])
    }

    @Test func backIsTheOwnGroupsFirstItemThenTheOneBefore() {
        #expect((0..<6).map { target(.previousDay, from: $0) } == [nil, 0, 0, 0, 3, 4])
    }

    @Test func anEmptyListOrAPositionPastTheEndsIsClamped() {
        #expect(TimelineJump.nextDay.target(from: 0, count: 0) { _ in 0 } == nil)
        #expect(target(.nextDay, from: -4) == 3)
        #expect(target(.previousDay, from: 99) == 4)
    }
}
