#ifndef PHOTO_TUI_CEXEMPI_H
#define PHOTO_TUI_CEXEMPI_H
#include <stddef.h>
#include <exempi/xmp.h>
#include <exempi/xmpconsts.h>

/* The xmp: namespace (an extern array Swift imports as a tuple). */
static inline const char *photo_tui_ns_xap(void) { return NS_XAP; }
#endif
