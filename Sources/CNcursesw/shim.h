#ifndef PHOTO_TUI_CNCURSESW_H
#define PHOTO_TUI_CNCURSESW_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

/* Globals and macros Swift 6 cannot read or import directly. */
static inline int photo_tui_colors(void) { return COLORS; }
static inline int photo_tui_color_pairs(void) { return COLOR_PAIRS; }
static inline int photo_tui_lines(void) { return LINES; }
static inline int photo_tui_cols(void) { return COLS; }
static inline WINDOW *photo_tui_stdscr(void) { return stdscr; }
static inline WINDOW *photo_tui_curscr(void) { return curscr; }
static inline FILE *photo_tui_stdout(void) { return stdout; }
static inline FILE *photo_tui_stdin(void) { return stdin; }
static inline int photo_tui_set_escdelay(int ms) { return set_escdelay(ms); }
/* Attribute and color-pair macros, exposed only so a test can pin the Swift constants. */
static inline unsigned int photo_tui_a_bold(void) { return (unsigned int)A_BOLD; }
static inline unsigned int photo_tui_a_dim(void) { return (unsigned int)A_DIM; }
static inline unsigned int photo_tui_a_italic(void) { return (unsigned int)A_ITALIC; }
static inline unsigned int photo_tui_a_underline(void) { return (unsigned int)A_UNDERLINE; }
static inline unsigned int photo_tui_a_reverse(void) { return (unsigned int)A_REVERSE; }
static inline unsigned int photo_tui_a_blink(void) { return (unsigned int)A_BLINK; }
static inline unsigned int photo_tui_a_color(void) { return (unsigned int)A_COLOR; }
static inline unsigned int photo_tui_color_pair(int n) { return (unsigned int)COLOR_PAIR(n); }
static inline int photo_tui_key_resize(void) { return KEY_RESIZE; }
static inline int photo_tui_key_code_yes(void) { return KEY_CODE_YES; }
static inline int photo_tui_ccharw_max(void) { return CCHARW_MAX; }
/* Takes from the current terminal description every way of scrolling part of the screen (scroll
   regions, index, insert and delete line), so that doupdate rewrites moved lines instead of
   scrolling them: a terminal keeps sixel pixels under the cells that erased them and would scroll
   them back into view with the text. ncurses checks each capability before it scrolls, and its
   cursor movement never uses these. */
#include <ncursesw/term.h>
static inline void photo_tui_disable_hardware_scrolling(void) {
    if (cur_term == 0) return;
    change_scroll_region = 0;
    scroll_forward = 0;
    scroll_reverse = 0;
    parm_index = 0;
    parm_rindex = 0;
    insert_line = 0;
    parm_insert_line = 0;
    delete_line = 0;
    parm_delete_line = 0;
}
/* The terminal's idea of a character's width (libc, current locale), which ncurses also uses. */
extern int wcwidth(wchar_t);
static inline int photo_tui_wcwidth(wchar_t c) { return wcwidth(c); }
#endif
