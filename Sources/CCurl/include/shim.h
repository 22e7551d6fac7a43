#ifndef PHOTO_TUI_CCURL_H
#define PHOTO_TUI_CCURL_H
#include <curl/curl.h>

/* libcurl is loaded on first use, not at exec (see curl_loader.c). */

/* Loads libcurl now on a thread of its own, so the first transfer does not wait for it. */
void photo_tui_curl_load_in_background(void);
/* Loads libcurl if it is not yet loaded; NULL once it is, else why it could not be. */
const char *photo_tui_curl_load_failure(void);

/* curl_easy_setopt and curl_easy_getinfo are variadic: typed wrappers for Swift. */
static inline CURLcode photo_tui_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_write_function(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, f); }
static inline CURLcode photo_tui_curl_setopt_header_function(CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, f); }
static inline CURLcode photo_tui_curl_setopt_xferinfo_function(CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) { return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f); }
static inline CURLcode photo_tui_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode photo_tui_curl_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode photo_tui_curl_getinfo_double(CURL *h, CURLINFO i, double *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode photo_tui_curl_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLMcode photo_tui_curl_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }
#endif
