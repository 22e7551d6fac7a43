import ArgumentParser
import Testing
@testable import PhotoTUI

/// A mistyped choice flag is answered with the closest value, read from ArgumentParser's own list.
@Suite struct FlagValueSuggestionTests {
    private func printed(_ arguments: [String]) throws -> String {
        let error = try #require(#expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(arguments) })
        return FlagValueSuggestion.adding(to: PhotoTUICommand.fullMessage(for: error))
    }

    @Test func aTypoGetsTheClosestValueBeforeTheHelpLine() throws {
        let graphics = try printed(["--graphics", "kity"])
        #expect(graphics.contains("Error: The value 'kity' is invalid for '--graphics <mode>'. Please provide one of 'auto', 'kitty', "
            + "'sixel', 'iterm2' or 'symbols'.\nDid you mean 'kitty'?\nHelp:"), "\(graphics)")
        // A list long enough that ArgumentParser writes one value a line.
        let source = try printed(["--source", "opnverse"])
        #expect(source.contains("  - library:downloads\nDid you mean 'openverse'?\nHelp:"), "\(source)")
        #expect(try printed(["search", "x", "--color", "tael"]).contains("Did you mean 'teal'?"))
    }

    @Test func nothingCloseOrAnotherErrorIsLeftAlone() throws {
        #expect(!(try printed(["--graphics", "pixels"])).contains("Did you mean"))
        let unknown = try printed(["--bogus"])
        #expect(unknown == PhotoTUICommand.fullMessage(for: try #require(#expect(throws: (any Error).self) {
            try PhotoTUICommand.parseAsRoot(["--bogus"])
        })))
        #expect(FlagValueSuggestion.values(in: "Please provide one of 'a' and 'b'.") == ["a", "b"])
    }
}
