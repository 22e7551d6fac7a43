import CNcursesw
import Testing
@testable import Terminal

/// The ncurses macros Swift cannot import, pinned against the C header.
@Suite struct CursesTests {
    @Test func attributeBitsMatchTheHeader() {
        #expect(Curses.bold == photo_tui_a_bold())
        #expect(Curses.dim == photo_tui_a_dim())
        #expect(Curses.italic == photo_tui_a_italic())
        #expect(Curses.underline == photo_tui_a_underline())
        #expect(Curses.reverse == photo_tui_a_reverse())
        #expect(Curses.blink == photo_tui_a_blink())
        #expect(Curses.colorMask == photo_tui_a_color())
        #expect(Curses.colorPair(7) == photo_tui_color_pair(7))
        #expect(Curses.keyResize == photo_tui_key_resize())
        #expect(Curses.keyCodeYes == photo_tui_key_code_yes())
        #expect(Curses.maxCharactersPerCell == Int(photo_tui_ccharw_max()))
        #expect(Curses.ok == OK && Curses.err == ERR)
    }

    @Test func literalValues() {
        #expect(Curses.bold == 0x0020_0000)
        #expect(Curses.reverse == 0x0004_0000)
        #expect(Curses.attributes([.bold, .underline]) == Curses.bold | Curses.underline)
        #expect(Curses.attributes([]) == 0)
    }
}
