/*
 * libcurl, loaded on first use instead of at exec.
 *
 * libcurl 7.88 on Debian brings 30 libraries with it (OpenSSL, GnuTLS through librtmp, Kerberos,
 * LDAP, SASL, libssh2, nghttp2, p11-kit...). Mapping and relocating them before `main` was 8 ms
 * of a 68 ms launch, on the one thread that draws the first screen. So the binary does not link
 * libcurl: it defines the libcurl functions it calls (ours and Foundation's URLSession's), each
 * of which loads libcurl.so.4 once (dlopen) and calls the real one. A browser launch on a source
 * asked over HTTP starts the load on a thread of its own once its environment is made (not
 * before: while it loads, a new thread waits for the loader's lock), while the main thread opens
 * the screen; otherwise the network loop's thread loads it for the first transfer.
 *
 * Every call goes to libcurl itself; nothing of libcurl is rewritten here. When libcurl cannot be
 * loaded, the calls fail as libcurl's own would (NULL handles, CURLE_FAILED_INIT) and
 * photo_tui_curl_load_failure() says why, for the transport to report.
 */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The functions, with their parameter lists, the arguments passed on, and what they answer when
 * libcurl could not be loaded. */
#define PHOTO_TUI_CURL_FUNCTIONS(X)                                                                          \
    X(CURLcode, curl_global_init, (long flags), (flags), CURLE_FAILED_INIT)                                   \
    X(CURL *, curl_easy_init, (void), (), NULL)                                                               \
    X(CURLcode, curl_easy_pause, (CURL *handle, int bitmask), (handle, bitmask), CURLE_FAILED_INIT)          \
    X(const char *, curl_easy_strerror, (CURLcode code), (code), "libcurl could not be loaded")               \
    X(CURLM *, curl_multi_init, (void), (), NULL)                                                             \
    X(CURLMcode, curl_multi_add_handle, (CURLM *multi, CURL *easy), (multi, easy), CURLM_INTERNAL_ERROR)     \
    X(CURLMcode, curl_multi_remove_handle, (CURLM *multi, CURL *easy), (multi, easy), CURLM_INTERNAL_ERROR)  \
    X(CURLMcode, curl_multi_assign, (CURLM *multi, curl_socket_t socket, void *pointer), (multi, socket, pointer), \
      CURLM_INTERNAL_ERROR)                                                                                   \
    X(CURLMcode, curl_multi_cleanup, (CURLM *multi), (multi), CURLM_INTERNAL_ERROR)                          \
    X(CURLMsg *, curl_multi_info_read, (CURLM *multi, int *left), (multi, left), NULL)                       \
    X(CURLMcode, curl_multi_perform, (CURLM *multi, int *running), (multi, running), CURLM_INTERNAL_ERROR)   \
    X(CURLMcode, curl_multi_poll,                                                                             \
      (CURLM *multi, struct curl_waitfd extra_fds[], unsigned int extra_nfds, int timeout_ms, int *ret),     \
      (multi, extra_fds, extra_nfds, timeout_ms, ret), CURLM_INTERNAL_ERROR)                                  \
    X(CURLMcode, curl_multi_socket_action, (CURLM *multi, curl_socket_t socket, int events, int *running),   \
      (multi, socket, events, running), CURLM_INTERNAL_ERROR)                                                 \
    X(CURLMcode, curl_multi_timeout, (CURLM *multi, long *milliseconds), (multi, milliseconds),              \
      CURLM_INTERNAL_ERROR)                                                                                   \
    X(CURLMcode, curl_multi_wakeup, (CURLM *multi), (multi), CURLM_INTERNAL_ERROR)                           \
    X(struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *data), (list, data), NULL) \
    X(CURLU *, curl_url, (void), (), NULL)                                                                    \
    X(CURLUcode, curl_url_get, (CURLU *url, CURLUPart what, char **part, unsigned int flags),                \
      (url, what, part, flags), CURLUE_OUT_OF_MEMORY)                                                         \
    X(CURLUcode, curl_url_set, (CURLU *url, CURLUPart what, const char *part, unsigned int flags),           \
      (url, what, part, flags), CURLUE_OUT_OF_MEMORY)                                                         \
    X(char *, curl_version, (void), (), (char *)"libcurl (not loaded)")                                       \
    X(curl_version_info_data *, curl_version_info, (CURLversion age), (age), NULL)

#define PHOTO_TUI_CURL_VOID_FUNCTIONS(X)                                         \
    X(curl_easy_cleanup, (CURL *handle), (handle))                               \
    X(curl_free, (void *pointer), (pointer))                                     \
    X(curl_slist_free_all, (struct curl_slist *list), (list))

/* Variadic in libcurl, and always given one value: a long, a pointer or a curl_off_t, each one
 * integer register wide on the platforms Swift runs on, so it is passed on as a pointer-sized value. */
typedef CURLcode (*easy_setopt_type)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_getinfo_type)(CURL *, CURLINFO, ...);
typedef CURLMcode (*multi_setopt_type)(CURLM *, CURLMoption, ...);
static easy_setopt_type real_curl_easy_setopt;
static easy_getinfo_type real_curl_easy_getinfo;
static multi_setopt_type real_curl_multi_setopt;

#define DECLARE_POINTER(type, name, parameters, arguments, fallback) static type(*real_##name) parameters;
#define DECLARE_VOID_POINTER(name, parameters, arguments) static void(*real_##name) parameters;
PHOTO_TUI_CURL_FUNCTIONS(DECLARE_POINTER)
PHOTO_TUI_CURL_VOID_FUNCTIONS(DECLARE_VOID_POINTER)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[512];
static int load_failed;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(load_failure, sizeof load_failure, "libcurl could not be loaded: %s", reason ? reason : "libcurl.so.4 not found");
        load_failed = 1;
        return;
    }
#define RESOLVE(type, name, parameters, arguments, fallback) real_##name = (type(*) parameters)dlsym(library, #name);
#define RESOLVE_VOID(name, parameters, arguments) real_##name = (void(*) parameters)dlsym(library, #name);
    PHOTO_TUI_CURL_FUNCTIONS(RESOLVE)
    PHOTO_TUI_CURL_VOID_FUNCTIONS(RESOLVE_VOID)
    real_curl_easy_setopt = (easy_setopt_type)dlsym(library, "curl_easy_setopt");
    real_curl_easy_getinfo = (easy_getinfo_type)dlsym(library, "curl_easy_getinfo");
    real_curl_multi_setopt = (multi_setopt_type)dlsym(library, "curl_multi_setopt");
}

static inline void ensure_loaded(void) { pthread_once(&load_once, load); }

static void *load_on_thread(void *unused) {
    (void)unused;
    ensure_loaded();
    return NULL;
}

void photo_tui_curl_load_in_background(void) {
    pthread_t thread;
    if (pthread_create(&thread, NULL, load_on_thread, NULL) == 0) {
        pthread_detach(thread);
    }
}

const char *photo_tui_curl_load_failure(void) {
    ensure_loaded();
    return load_failed ? load_failure : NULL;
}

#define DEFINE(type, name, parameters, arguments, fallback) \
    type name parameters {                                  \
        ensure_loaded();                                    \
        return real_##name ? real_##name arguments : fallback; \
    }
#define DEFINE_VOID(name, parameters, arguments) \
    void name parameters {                       \
        ensure_loaded();                         \
        if (real_##name) real_##name arguments;  \
    }
PHOTO_TUI_CURL_FUNCTIONS(DEFINE)
PHOTO_TUI_CURL_VOID_FUNCTIONS(DEFINE_VOID)

#define DEFINE_ONE_VALUE(type, name, handle_type, key_type, fallback)                  \
    type name(handle_type *handle, key_type key, ...) {                                \
        va_list values;                                                                \
        va_start(values, key);                                                         \
        void *value = va_arg(values, void *);                                          \
        va_end(values);                                                                \
        ensure_loaded();                                                               \
        return real_##name ? real_##name(handle, key, value) : fallback;               \
    }
DEFINE_ONE_VALUE(CURLcode, curl_easy_setopt, CURL, CURLoption, CURLE_FAILED_INIT)
DEFINE_ONE_VALUE(CURLcode, curl_easy_getinfo, CURL, CURLINFO, CURLE_FAILED_INIT)
DEFINE_ONE_VALUE(CURLMcode, curl_multi_setopt, CURLM, CURLMoption, CURLM_INTERNAL_ERROR)
