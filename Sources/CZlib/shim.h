#ifndef PHOTO_TUI_CZLIB_H
#define PHOTO_TUI_CZLIB_H
#include <zlib.h>
#endif
