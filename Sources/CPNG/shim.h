#ifndef PHOTO_TUI_CPNG_H
#define PHOTO_TUI_CPNG_H
/* libpng's simplified API (png_image): no setjmp/longjmp reaches Swift, errors come back as a
   return value and a message. zlib (libpng's own dependency) gives the chunk CRC. */
#include <png.h>
#include <zlib.h>

/* The format constants and size macros are macros Swift cannot import. */
static inline png_uint_32 photo_tui_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 photo_tui_png_image_version(void) { return PNG_IMAGE_VERSION; }
/* The message is a char[64] inside the struct, imported as a tuple. */
static inline const char *photo_tui_png_message(const png_image *image) { return image->message; }
#endif
