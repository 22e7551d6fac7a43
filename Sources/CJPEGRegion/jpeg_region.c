#include "jpeg_region.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
} region_errors;

static void region_error_exit(j_common_ptr cinfo) {
    longjmp(((region_errors *)cinfo->err)->escape, 1);
}

/* Warnings are counted, never printed (stderr is the screen's). */
static void region_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0) cinfo->err->num_warnings++;
}

int photo_tui_jpeg_decode_region(
    const unsigned char *data, unsigned long size, int scale_num, int scale_denom,
    int left, int top, int width, int height,
    unsigned char *pixels, int *out_left, int *out_width) {
    struct jpeg_decompress_struct cinfo;
    region_errors errors;
    memset(&errors, 0, sizeof errors);
    cinfo.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = region_error_exit;
    errors.manager.emit_message = region_emit_message;

    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    if (jpeg_read_header(&cinfo, TRUE) != JPEG_HEADER_OK ||
        cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    cinfo.scale_num = (unsigned int)scale_num;
    cinfo.scale_denom = (unsigned int)scale_denom;
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);

    JDIMENSION full_width = cinfo.output_width, full_height = cinfo.output_height;
    if (left < 0 || top < 0 || width <= 0 || height <= 0 ||
        (JDIMENSION)left + (JDIMENSION)width > full_width || (JDIMENSION)top + (JDIMENSION)height > full_height) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    JDIMENSION x = (JDIMENSION)(left > 0 ? left - 1 : 0);
    JDIMENSION right = (JDIMENSION)(left + width) < full_width ? (JDIMENSION)(left + width + 1) : full_width;
    JDIMENSION columns = right - x;
    if (columns < full_width) jpeg_crop_scanline(&cinfo, &x, &columns);
    else x = 0;
    columns = cinfo.output_width;

    if (top > 0) jpeg_skip_scanlines(&cinfo, (JDIMENSION)top);
    JDIMENSION end = (JDIMENSION)(top + height);
    while (cinfo.output_scanline < end) {
        JSAMPROW row = pixels + (size_t)(cinfo.output_scanline - (JDIMENSION)top) * columns * 3;
        if (jpeg_read_scanlines(&cinfo, &row, 1) != 1) {
            jpeg_destroy_decompress(&cinfo);
            return 0;
        }
    }
    if (cinfo.output_scanline < full_height) {
        /* Skipping to the very end would only mark the end reached; the last row is read. */
        if (full_height - cinfo.output_scanline > 1) jpeg_skip_scanlines(&cinfo, full_height - cinfo.output_scanline - 1);
        JSAMPARRAY last = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, columns * 3, 1);
        jpeg_read_scanlines(&cinfo, last, 1);
    }
    jpeg_finish_decompress(&cinfo);
    int clean = cinfo.err->num_warnings == 0;
    jpeg_destroy_decompress(&cinfo);
    *out_left = (int)x;
    *out_width = (int)columns;
    return clean;
}
