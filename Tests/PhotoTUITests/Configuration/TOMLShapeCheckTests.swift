import TOMLKit
import Testing
@testable import PhotoTUI

@Suite struct TOMLShapeCheckTests {
    /// Valid TOML of every shape: the check must pass all of it (toml++ parses each too).
    @Test(arguments: [
        "",
        "# only a comment\n",
        "a = 1\nb = -2.5e3\nc = +inf\nd = nan\ne = true\nf = false\ng = 0x1F\nh = 1_000\n",
        "s = \"x # not a comment, \\\" quote\"\nt = 'C:\\path'\n",
        "m = \"\"\"\nline one\n\"quoted\" \\\n  joined\"\"\"\nl = '''\nraw ] } ,\n'''\n",
        "q = \"\"\"a\"\"\"\"\"\nr = '''b'''''\n",
        "date = 1979-05-27\ndt = 1979-05-27 07:32:00Z\nt = 07:32:00\nodt = 1979-05-27T00:32:00.999999-07:00\n",
        "arr = [ 1, 2, 3, ]\nnested = [[1, 2], ['a', \"b\"], []]\nmulti = [\n  1, # one\n  2,\n]\n",
        "inline = { a = 1, b.c = \"x\", d = [1, {e = 2}] }\nempty = {}\n",
        "\"quoted key\" = 1\n'lit' = 2\na . b . \"c\" = 3\n",
        "[cache]\ndisk_mb = 5 # trailing\n[[folder.items]]\nname = \"x\"\n[ \"a b\" . c ]\nx = 1\n",
        "a = 1\r\nb = [\r\n 2,\r\n]\r\n",
        "k = \"바다 🌊\"\n",
    ])
    func validTOMLPasses(_ text: String) throws {
        _ = try TOMLTable(string: text)
        try TOMLShapeCheck.check(text)
    }

    /// crash 6 of the config fuzzer: a stray `}` where an array expects a value reached a toml++
    /// assertion (`parse_value`: `!is_value_terminator(*cp)`); these are refused first, with the line.
    @Test(arguments: [
        ("unknown = [0, }}}}}{a = 21", 1),
        ("a = 1\nunknown = [0,\n }]", 3),
        ("x = [}", 1), ("x = [,]", 1), ("x = {a = }", 1), ("x = }", 1), ("x = ]", 1), ("x = ,", 1),
        ("x = [1 2]", 1), ("x = {a = 1 b = 2}", 1), ("x = 1 2", 1), ("x", 1), ("= 1", 1),
        ("x = \"open", 1), ("x = '''\nnever closed", 1), ("\n\nx = @", 3),
    ])
    func malformedValuesAreRefusedWithTheirLine(_ input: (String, Int)) {
        #expect(throws: TOMLShapeCheck.Failure.self) { try TOMLShapeCheck.check(input.0) }
        do {
            try TOMLShapeCheck.check(input.0)
        } catch {
            #expect(error.line == input.1, "\(input.0)")
            #expect(error.message.hasPrefix("not valid TOML"))
        }
    }

    /// crash-5cac33e2: 8,000 `[` overflowed the stack of the check's own recursion.
    @Test func deepNestingIsRefusedNotAStackOverflow() throws {
        let deep = "x = " + String(repeating: "[", count: 100_000)
        #expect(throws: TOMLShapeCheck.Failure.self) { try TOMLShapeCheck.check(deep) }
        let nested = String(repeating: "[", count: TOMLShapeCheck.maximumNesting) + String(repeating: "]", count: TOMLShapeCheck.maximumNesting)
        try TOMLShapeCheck.check("x = " + nested)
        let tooDeep = "[" + nested + "]"
        #expect(throws: TOMLShapeCheck.Failure.self) { try TOMLShapeCheck.check("x = " + tooDeep) }
    }

    @Test func aControlCharacterIsNamedNotPrinted() {
        do {
            try TOMLShapeCheck.check("x = \u{1B}[2J")
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("U+1B"))
            #expect(!error.message.unicodeScalars.contains("\u{1B}"))
        }
    }
}
