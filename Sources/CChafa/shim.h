#ifndef PHOTO_TUI_CCHAFA_H
#define PHOTO_TUI_CCHAFA_H
#include <chafa.h>
#endif
