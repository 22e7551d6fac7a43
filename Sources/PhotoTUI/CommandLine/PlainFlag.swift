import ArgumentParser

/// `--plain`: the browser and the picker as text only (over `PHOTO_TUI_PLAIN` and `plain`).
struct PlainFlag: ParsableArguments {
    @Flag(help: "Text only, for screen readers: no images or animation, each row a sentence, the terminal's cursor on the selection (PHOTO_TUI_PLAIN=1, plain = true).")
    var plain = false
}
