#ifndef PHOTO_TUI_JPEG_REGION_H
#define PHOTO_TUI_JPEG_REGION_H
#include <stddef.h>

/* How photo_tui_jpeg_decode_region ended. */
enum photo_tui_jpeg_status {
    PHOTO_TUI_JPEG_OK = 0,
    /* libjpeg gave up (error_exit); `message` says why. */
    PHOTO_TUI_JPEG_FATAL = 1,
    /* The pixels are written, but libjpeg warned; `message` is its first warning (as TurboJPEG
       reports it), "Premature end of JPEG file" for a stream cut short. */
    PHOTO_TUI_JPEG_WARNING = 2,
    /* A colour space libjpeg cannot turn into RGB itself (CMYK, YCCK): decode it another way. */
    PHOTO_TUI_JPEG_UNSUPPORTED = 3
};

/*
 * Decodes part of a JPEG, DCT-scaled by scale_num/scale_denom, to RGB: the rows
 * [top, top + height) of the scaled image and at least the columns [left, left + width), widened by
 * libjpeg-turbo to whole iMCUs (jpeg_crop_scanline) and by one pixel each side where the image goes
 * on, since the edge columns of a partial row are upsampled as if they were the image's edge.
 * Rows above are skipped without colour conversion; rows below are skipped too, but their data is
 * still read to the end (libjpeg-turbo's skip to the last row reads nothing), so that a stream cut
 * anywhere is reported as a full decode reports it.
 *
 * `pixels` must hold scaled_width * height * 3 bytes (the scaled width from the header). On
 * success, *out_left and *out_width are the columns written, each row out_width * 3 bytes apart.
 * `message` (at least 200 bytes) receives libjpeg's message for FATAL and WARNING.
 *
 * In C because libjpeg reports errors by calling an error_exit that must not return: here it
 * longjmps back to this function, which Swift cannot do.
 */
int photo_tui_jpeg_decode_region(
    const unsigned char *data, unsigned long size, int scale_num, int scale_denom,
    int left, int top, int width, int height,
    unsigned char *pixels, int *out_left, int *out_width, char *message, size_t message_capacity);

#endif
