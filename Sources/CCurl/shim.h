#ifndef PHOTO_TUI_CCURL_H
#define PHOTO_TUI_CCURL_H
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/*
 * libcurl is loaded with dlopen when the first transfer is about to start, on the network thread,
 * not linked: libcurl and the thirty libraries it pulls in (TLS, Kerberos, LDAP, SSH...) cost the
 * dynamic loader more than the rest of the program's libraries together, and a launch on the
 * offline library or a folder draws its first rows without waiting for them.
 * The table holds the functions photo-tui calls; the typed wrappers below call through it (the
 * setopt and getinfo functions are variadic, which Swift cannot call).
 */
typedef struct photo_tui_curl_api {
    CURLcode (*global_init)(long flags);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *left);
    CURLMcode (*multi_timeout)(CURLM *multi, long *milliseconds);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout_ms, int *ret);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *easy, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *easy, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *easy);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
} photo_tui_curl_api;

/*
 * Opens `soname` and fills `api`; on failure returns the name of what failed (dlerror's words, or
 * the missing function's name) and leaves the library closed. NULL on success.
 */
static inline const char *photo_tui_curl_load(const char *soname, photo_tui_curl_api *api) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        return why ? why : soname;
    }
#define PHOTO_TUI_CURL_SYMBOL(field, name) \
    if (!(*(void **)&api->field = dlsym(library, name))) { dlclose(library); return name; }
    PHOTO_TUI_CURL_SYMBOL(global_init, "curl_global_init")
    PHOTO_TUI_CURL_SYMBOL(multi_init, "curl_multi_init")
    PHOTO_TUI_CURL_SYMBOL(multi_setopt, "curl_multi_setopt")
    PHOTO_TUI_CURL_SYMBOL(multi_wakeup, "curl_multi_wakeup")
    PHOTO_TUI_CURL_SYMBOL(multi_add_handle, "curl_multi_add_handle")
    PHOTO_TUI_CURL_SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
    PHOTO_TUI_CURL_SYMBOL(multi_perform, "curl_multi_perform")
    PHOTO_TUI_CURL_SYMBOL(multi_info_read, "curl_multi_info_read")
    PHOTO_TUI_CURL_SYMBOL(multi_timeout, "curl_multi_timeout")
    PHOTO_TUI_CURL_SYMBOL(multi_poll, "curl_multi_poll")
    PHOTO_TUI_CURL_SYMBOL(easy_init, "curl_easy_init")
    PHOTO_TUI_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    PHOTO_TUI_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    PHOTO_TUI_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    PHOTO_TUI_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    PHOTO_TUI_CURL_SYMBOL(slist_append, "curl_slist_append")
    PHOTO_TUI_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
#undef PHOTO_TUI_CURL_SYMBOL
    return NULL;
}

static inline CURLcode photo_tui_curl_setopt_long(const photo_tui_curl_api *a, CURL *h, CURLoption o, long v) { return a->easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_string(const photo_tui_curl_api *a, CURL *h, CURLoption o, const char *v) { return a->easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_pointer(const photo_tui_curl_api *a, CURL *h, CURLoption o, void *v) { return a->easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_slist(const photo_tui_curl_api *a, CURL *h, CURLoption o, struct curl_slist *v) { return a->easy_setopt(h, o, v); }
static inline CURLcode photo_tui_curl_setopt_write_function(const photo_tui_curl_api *a, CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return a->easy_setopt(h, CURLOPT_WRITEFUNCTION, f); }
static inline CURLcode photo_tui_curl_setopt_header_function(const photo_tui_curl_api *a, CURL *h, size_t (*f)(char *, size_t, size_t, void *)) { return a->easy_setopt(h, CURLOPT_HEADERFUNCTION, f); }
static inline CURLcode photo_tui_curl_setopt_xferinfo_function(const photo_tui_curl_api *a, CURL *h, int (*f)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) { return a->easy_setopt(h, CURLOPT_XFERINFOFUNCTION, f); }
static inline CURLcode photo_tui_curl_getinfo_long(const photo_tui_curl_api *a, CURL *h, CURLINFO i, long *v) { return a->easy_getinfo(h, i, v); }
static inline CURLcode photo_tui_curl_getinfo_pointer(const photo_tui_curl_api *a, CURL *h, CURLINFO i, void **v) { return a->easy_getinfo(h, i, v); }
static inline CURLMcode photo_tui_curl_multi_setopt_long(const photo_tui_curl_api *a, CURLM *m, CURLMoption o, long v) { return a->multi_setopt(m, o, v); }
#endif
