import PhotoCore
import Testing
@testable import PhotoTUI

/// The photos marked with Tab, in the order marked.
@Suite("Mark set")
struct MarkSetTests {
    @Test func togglesKeepsOrderAndClears() {
        var marks = MarkSet()
        let a = TestPhotos.photo("a", title: "A"), b = TestPhotos.photo("b", title: "B")
        let markedA = marks.toggle(a), markedB = marks.toggle(b)
        #expect(markedA && markedB)
        #expect(marks.photos.map(\.id) == ["a", "b"] && marks.contains(a))
        let stillA = marks.toggle(a)
        #expect(!stillA)
        #expect(marks.photos.map(\.id) == ["b"] && !marks.contains(a))
        let added = marks.insert([a, b])
        #expect(added == 1)
        #expect(marks.photos.map(\.id) == ["b", "a"])
        marks.removeAll()
        #expect(marks == MarkSet())
    }
}
