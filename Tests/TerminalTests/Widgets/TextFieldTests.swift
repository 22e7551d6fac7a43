import Testing
@testable import Terminal

@Suite struct TextFieldTests {
    private func type(_ keys: [Key], into state: inout TextFieldState) {
        for key in keys { state.handle(key) }
    }

    private func render(_ state: TextFieldState, width: Int, placeholder: String = "", focused: Bool = true) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: 1)
        TextField(state: state, placeholder: placeholder, isFocused: focused).render(in: buffer.area, into: &buffer)
        return buffer
    }

    @Test func typingHangulAndEditing() {
        var state = TextFieldState()
        type("서울 야경".map(Key.character), into: &state)
        #expect(state.text == "서울 야경" && state.cursor == 5)
        type([.backspace], into: &state)
        #expect(state.text == "서울 야")
        type([.home, .right, .character("한")], into: &state)
        #expect(state.text == "서한울 야" && state.cursor == 2)
        type([.delete], into: &state)
        #expect(state.text == "서한 야")
        type([.end, .ctrl("w")], into: &state)
        #expect(state.text == "서한 ")
        type([.ctrl("a"), .ctrl("k")], into: &state)
        #expect(state.text.isEmpty)
    }

    @Test func ctrlUKillsToTheStartAndCtrlEGoesToTheEnd() {
        var state = TextFieldState(text: "night sky")
        type([.left, .left, .left, .ctrl("u")], into: &state)
        #expect(state.text == "sky" && state.cursor == 0)
        type([.ctrl("e"), .character("!")], into: &state)
        #expect(state.text == "sky!")
    }

    @Test func pasteIsSanitizedAndJoinedOnOneLine() {
        var state = TextFieldState(text: "a")
        let handled = state.handle(.paste("b\nc\u{1B}[2Jd"))
        #expect(handled && state.text == "ab cd")
    }

    @Test func combiningMarkTypedSeparatelyJoinsItsBase() {
        var state = TextFieldState()
        type([.character("e"), .character("\u{301}")], into: &state)
        #expect(state.text == "e\u{301}" && state.cursor == 1)
    }

    @Test func keysForOthersAreNotConsumed() {
        var state = TextFieldState()
        let handled = [Key.enter, .escape, .up, .tab].map { state.handle($0) }
        #expect(handled == [false, false, false, false])
    }

    @Test func placeholderWhenEmptyAndCursorAtStart() {
        let buffer = render(TextFieldState(), width: 12, placeholder: "Search…")
        #expect(buffer.lines == ["Search…     "])
        #expect(buffer[0, 0].style == Theme.standard[.dim])
        #expect(buffer.cursor == Point(x: 0, y: 0))
        #expect(render(TextFieldState(), width: 5, focused: false).cursor == nil)
    }

    @Test func cursorAfterWideCharacters() {
        let buffer = render(TextFieldState(text: "한글"), width: 10)
        #expect(buffer.lines == ["한글      "])
        #expect(buffer.cursor == Point(x: 4, y: 0))
    }

    @Test func scrollsHorizontallyToKeepTheCursorVisible() {
        var state = TextFieldState(text: "서울의 밤하늘")  // 13 columns
        let end = render(state, width: 8)
        #expect(end.lines == [" 밤하늘 "])
        #expect(end.cursor == Point(x: 7, y: 0))
        type([.home], into: &state)
        let start = render(state, width: 8)
        #expect(start.lines == ["서울의  "])  // 밤 would be split at column 8
        #expect(start.cursor == Point(x: 0, y: 0))
    }

    @Test func storedScrollOffsetDoesNotJump() {
        var state = TextFieldState(text: "abcdefghij")
        state.keepCursorVisible(width: 5)
        #expect(state.scrollOffset == 6)
        type([.left, .left], into: &state)
        state.keepCursorVisible(width: 5)
        #expect(state.scrollOffset == 6)
        #expect(render(state, width: 5).lines == ["ghij "])
    }
}
