import ArgumentParser
import Logging
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// A choice's cases are its one list: the help, the completion, the parser and every message read it.
@Suite("Choices from allCases")
struct SettingChoiceTests {
    @Test func valuesAndCompletionComeFromAllCases() {
        #expect(GraphicsMode.allValueStrings == GraphicsMode.allCases.map(\.rawValue))
        #expect(ColorSetting.allValueStrings == ["auto", "truecolor", "256", "16", "none"])
        #expect(ImageSymbols.allValueStrings == ImageSymbols.allCases.map(\.rawValue))
        #expect(Logger.Level.allValueStrings == Logger.Level.allCases.map(\.rawValue))
        #expect(FolderOrder.allValueStrings == FolderOrder.allCases.map(\.rawValue))
        #expect(SearchQuery.Color.allValueStrings == SearchQuery.Color.allCases.map(\.rawValue))
        #expect(OfflineAPIDialect.allValueStrings == ["unsplash", "openverse"])
        // The shell's completion offers the same lists.
        let bash = PhotoTUICommand.completionScript(for: .bash)
        #expect(bash.contains("'" + GraphicsMode.allValueStrings.joined(separator: "'$'\\n''") + "'"))
        #expect(bash.contains("library:recent") && !bash.contains("folder:PATH"))
        #expect(ColorSetting.palette256.defaultValueDescription == "256")
    }

    @Test func everyCaseIsDescribedInTheHelp() {
        #expect(Set(GraphicsMode.allValueDescriptions.keys) == Set(GraphicsMode.allValueStrings))
        #expect(Set(ColorSetting.allValueDescriptions.keys) == Set(ColorSetting.allValueStrings))
        #expect(Set(ImageSymbols.allValueDescriptions.keys) == Set(ImageSymbols.allValueStrings))
        #expect(Set(FolderOrder.allValueDescriptions.keys) == Set(FolderOrder.allValueStrings))
        #expect(Set(SourceChoice.allValueDescriptions.keys) == Set(SourceChoice.allValueStrings))
    }

    @Test func theHelpListsEveryCaseAndNoStringTypesThemByHand() {
        let browse = BrowseCommand.helpMessage(columns: 200)
        for value in GraphicsMode.allValueStrings + ColorSetting.allValueStrings + ImageSymbols.allValueStrings + FolderOrder.allValueStrings {
            #expect(browse.contains("\n        \(value) "), "\(value) is not listed")
        }
        let root = PhotoTUICommand.helpMessage(columns: 200)
        #expect(root.contains("(values: \(Logger.Level.allValueStrings.joined(separator: ", ")))"))
        #expect(root.contains("--graphics \(GraphicsMode.allValueStrings.joined(separator: "|"))"))
        #expect(root.contains("--source unsplash|openverse|offline"))
        for variable in Setting.variables { #expect(root.contains(variable), "\(variable)") }
        let search = SearchCommand.helpMessage(columns: 200)
        #expect(search.contains("(values: \(SearchQuery.Orientation.allValueStrings.joined(separator: ", ")))"))
    }

    @Test func flagsParseAnyCaseAndAliases() throws {
        let browse = try #require(try PhotoTUICommand.parseAsRoot(["--graphics", "KITTY", "--color", "24bit", "--symbols", "Sextants"]) as? BrowseCommand)
        #expect(browse.graphics == .kitty && browse.color == .truecolor && browse.symbols == .sextants)
        let search = try #require(try PhotoTUICommand.parseAsRoot(["search", "x", "--order-by", "date", "--color", "teal"]) as? SearchCommand)
        #expect(search.orderBy == .dateTaken && search.color == .teal)
        let serve = try #require(try PhotoTUICommand.parseAsRoot(["serve", "--api", "openverse"]) as? ServeCommand)
        #expect(serve.api == .openverse)
        let folder = try #require(try PhotoTUICommand.parseAsRoot(["--source", "folder:/srv/p"]) as? BrowseCommand)
        #expect(folder.global.flags.folderPaths == ["/srv/p"] && folder.global.flags.source == nil)
    }

    /// ArgumentParser refuses a bad flag naming it and listing every case.
    @Test(arguments: [
        (["--graphics", "kity"], "'kity' is invalid for '--graphics <mode>'", GraphicsMode.allValueStrings),
        (["--color", "rainbow"], "'rainbow' is invalid for '--color <colors>'", ColorSetting.allValueStrings),
        (["--log-level", "loud"], "'loud' is invalid for '--log-level <level>'", Logger.Level.allValueStrings),
        (["--order", "shuffle"], "'shuffle' is invalid for '--order <order>'", FolderOrder.allValueStrings),
        (["search", "x", "--orientation", "round"], "'round' is invalid for '--orientation <orientation>'", SearchQuery.Orientation.allValueStrings),
        (["--source", "flickr"], "'flickr' is invalid for '--source <source>'", SourceChoice.allValueStrings),
    ])
    func aBadFlagIsRefusedWithItsNameAndEveryValue(arguments: [String], named: String, values: [String]) throws {
        let error = try #require(#expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(arguments) })
        let message = PhotoTUICommand.fullMessage(for: error)
        #expect(message.contains(named), "\(message)")
        for value in values { #expect(message.contains("'\(value)'") || message.contains("- \(value)\n"), "\(value) in \(message)") }
    }
}
