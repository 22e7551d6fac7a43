#ifndef PHOTO_TUI_CSIXEL_H
#define PHOTO_TUI_CSIXEL_H
#include <sixel.h>
#endif
