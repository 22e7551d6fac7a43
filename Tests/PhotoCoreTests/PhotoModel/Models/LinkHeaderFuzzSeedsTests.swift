import Testing
@testable import PhotoCore
@testable import PhotoModel

/// The odd `Link` headers the fuzzer is seeded with parse without trouble.
@Suite struct LinkHeaderFuzzSeedsTests {
    @Test(arguments: ["", ",,,", "<", ">", "<>; rel=", "<https://x/a,b?page=3>; rel=\"prev next\", <>; rel=last, garbage;;", "<%zz>; rel=next"])
    func oddHeadersParse(_ text: String) {
        let header = LinkHeader(text)
        _ = header.page("next")
    }
}
