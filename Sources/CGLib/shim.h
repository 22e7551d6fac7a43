#ifndef PHOTO_TUI_CGLIB_H
#define PHOTO_TUI_CGLIB_H
/* GLib is already installed and linked for chafa; PhotoCore uses its checksums. */
#include <glib.h>
#endif
