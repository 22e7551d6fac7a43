#ifndef PHOTO_TUI_CEXIF_H
#define PHOTO_TUI_CEXIF_H
#include <stddef.h>
#include <libexif/exif-data.h>
#include <libexif/exif-utils.h>
#include <libexif/exif-tag.h>

/* ExifData's ifd[] is an array Swift imports as a tuple. */
static inline ExifContent *photo_tui_exif_content(ExifData *data, ExifIfd ifd) { return data ? data->ifd[ifd] : NULL; }
/* The entry in one IFD (GPS tags share numbers with others). */
static inline ExifEntry *photo_tui_exif_entry_in(ExifData *data, ExifIfd ifd, ExifTag tag) {
    return (data && data->ifd[ifd]) ? exif_content_get_entry(data->ifd[ifd], tag) : NULL;
}
#endif
