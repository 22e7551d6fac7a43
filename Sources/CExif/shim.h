#ifndef PHOTO_TUI_CEXIF_H
#define PHOTO_TUI_CEXIF_H
#include <libexif/exif-data.h>
#include <libexif/exif-loader.h>
#include <libexif/exif-utils.h>
#include <libexif/exif-tag.h>

/* exif_data_get_entry is a macro over the five IFDs. */
static inline ExifEntry *photo_tui_exif_entry(ExifData *data, ExifTag tag) { return exif_data_get_entry(data, tag); }
/* The entry in one IFD (GPS tags share numbers with others). */
static inline ExifEntry *photo_tui_exif_entry_in(ExifData *data, ExifIfd ifd, ExifTag tag) {
    return (data && data->ifd[ifd]) ? exif_content_get_entry(data->ifd[ifd], tag) : NULL;
}
#endif
