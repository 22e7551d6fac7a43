import Testing
@testable import PhotoCore

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
