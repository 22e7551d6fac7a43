#ifndef PHOTO_TUI_JPEG_REGION_H
#define PHOTO_TUI_JPEG_REGION_H

/*
 * Decodes part of a JPEG, DCT-scaled by scale_num/scale_denom, to RGB: the rows
 * [top, top + height) of the scaled image and at least the columns [left, left + width), widened by
 * libjpeg-turbo to whole iMCUs (jpeg_crop_scanline) and by one pixel each side where the image goes
 * on, since the edge columns of a partial row are upsampled as if they were the image's edge.
 * Rows above are skipped without colour conversion; rows below are skipped too, but their data is
 * still read to the end (libjpeg-turbo's skip to the last row reads nothing), so that a stream cut
 * anywhere counts as not clean.
 *
 * `pixels` must hold scaled_width * height * 3 bytes (the scaled width from the header).
 * Returns 1 when the region decoded cleanly: no error, no warning, a colour space libjpeg turns
 * into RGB itself (not CMYK or YCCK). Then *out_left and *out_width are the columns written, each
 * row out_width * 3 bytes apart. Returns 0 otherwise; the caller decodes the whole image another
 * way, which judges the damage. Nothing is printed.
 *
 * In C because libjpeg reports errors by calling an error_exit that must not return: here it
 * longjmps back to this function, which Swift cannot do.
 */
int photo_tui_jpeg_decode_region(
    const unsigned char *data, unsigned long size, int scale_num, int scale_denom,
    int left, int top, int width, int height,
    unsigned char *pixels, int *out_left, int *out_width);

#endif
