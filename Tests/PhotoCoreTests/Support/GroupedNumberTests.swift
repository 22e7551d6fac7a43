import Testing
@testable import PhotoCore
@testable import PhotoModel

@Suite struct GroupedNumberTests {
    @Test func groupsThousandsWithAFixedComma() {
        #expect(GroupedNumber.text(0) == "0")
        #expect(GroupedNumber.text(999) == "999")
        #expect(GroupedNumber.text(1000) == "1,000")
        #expect(GroupedNumber.text(1_234_567) == "1,234,567")
        #expect(GroupedNumber.text(-12_345) == "-12,345")
        #expect(GroupedNumber.text(Int.min) == "-9,223,372,036,854,775,808")
    }
}

@Suite struct CountedNounTests {
    @Test func aCountAgreesWithItsNoun() {
        #expect(GroupedNumber.count(1, "photo") == "1 photo")
        #expect(GroupedNumber.count(0, "photo") == "0 photos")
        #expect(GroupedNumber.count(2, "photo") == "2 photos")
        #expect(GroupedNumber.count(1_234, "photo") == "1,234 photos")
        #expect(GroupedNumber.count(1, "reply", plural: "replies") == "1 reply")
        #expect(GroupedNumber.count(3, "reply", plural: "replies") == "3 replies")
        #expect(GroupedNumber.noun(for: 1, "page") == "page")
        #expect(GroupedNumber.noun(for: 11, "page") == "pages")
    }
}
