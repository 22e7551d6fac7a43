#include "jpeg_region.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
} region_errors;

static void region_error_exit(j_common_ptr cinfo) {
    region_errors *errors = (region_errors *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, errors->message);
    longjmp(errors->escape, 1);
}

/* Warnings are counted and kept (the first one's text), never printed. */
static void region_emit_message(j_common_ptr cinfo, int level) {
    region_errors *errors = (region_errors *)cinfo->err;
    if (level >= 0) return;
    if (cinfo->err->num_warnings == 0) (*cinfo->err->format_message)(cinfo, errors->message);
    cinfo->err->num_warnings++;
}

static void copy_message(const char *text, char *message, size_t capacity) {
    if (capacity == 0) return;
    strncpy(message, text, capacity - 1);
    message[capacity - 1] = 0;
}

int photo_tui_jpeg_decode_region(
    const unsigned char *data, unsigned long size, int scale_num, int scale_denom,
    int left, int top, int width, int height,
    unsigned char *pixels, int *out_left, int *out_width, char *message, size_t message_capacity) {
    struct jpeg_decompress_struct cinfo;
    region_errors errors;
    memset(&errors, 0, sizeof errors);
    cinfo.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = region_error_exit;
    errors.manager.emit_message = region_emit_message;
    if (message_capacity > 0) message[0] = 0;

    if (setjmp(errors.escape)) {
        copy_message(errors.message, message, message_capacity);
        jpeg_destroy_decompress(&cinfo);
        return PHOTO_TUI_JPEG_FATAL;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    if (jpeg_read_header(&cinfo, TRUE) != JPEG_HEADER_OK) {
        copy_message("no image frame", message, message_capacity);
        jpeg_destroy_decompress(&cinfo);
        return PHOTO_TUI_JPEG_FATAL;
    }
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&cinfo);
        return PHOTO_TUI_JPEG_UNSUPPORTED;
    }
    cinfo.scale_num = (unsigned int)scale_num;
    cinfo.scale_denom = (unsigned int)scale_denom;
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);

    JDIMENSION full_width = cinfo.output_width, full_height = cinfo.output_height;
    if (left < 0 || top < 0 || width <= 0 || height <= 0 ||
        (JDIMENSION)left + (JDIMENSION)width > full_width || (JDIMENSION)top + (JDIMENSION)height > full_height) {
        copy_message("the region is outside the image", message, message_capacity);
        jpeg_destroy_decompress(&cinfo);
        return PHOTO_TUI_JPEG_FATAL;
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
            copy_message("the decoder stopped before the last row", message, message_capacity);
            jpeg_destroy_decompress(&cinfo);
            return PHOTO_TUI_JPEG_FATAL;
        }
    }
    if (cinfo.output_scanline < full_height) {
        /* Skipping to the very end would only mark the end reached; the last row is read. */
        if (full_height - cinfo.output_scanline > 1) jpeg_skip_scanlines(&cinfo, full_height - cinfo.output_scanline - 1);
        JSAMPARRAY last = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, columns * 3, 1);
        jpeg_read_scanlines(&cinfo, last, 1);
    }
    jpeg_finish_decompress(&cinfo);
    int warned = cinfo.err->num_warnings > 0;
    if (warned) copy_message(errors.message, message, message_capacity);
    jpeg_destroy_decompress(&cinfo);
    *out_left = (int)x;
    *out_width = (int)columns;
    return warned ? PHOTO_TUI_JPEG_WARNING : PHOTO_TUI_JPEG_OK;
}
