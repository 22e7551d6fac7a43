#ifndef PHOTO_TUI_CTURBOJPEG_H
#define PHOTO_TUI_CTURBOJPEG_H
#include <turbojpeg.h>

/* TJSCALED is a macro: the scaled dimension for a scaling factor. */
static inline int photo_tui_tj_scaled(int dimension, tjscalingfactor factor) { return TJSCALED(dimension, factor); }
#endif
