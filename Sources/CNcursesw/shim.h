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
static inline int photo_tui_set_escdelay(int ms) { return set_escdelay(ms); }
#endif
