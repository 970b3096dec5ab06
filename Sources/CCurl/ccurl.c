#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* The soname of libcurl 7.16 and later, the one Debian's libcurl4 package ships. */
#define HANGMAN_LIBCURL_SONAME "libcurl.so.4"

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "libcurl was not loaded";

#define HANGMAN_RESOLVE(field, symbol)                                          \
    do {                                                                        \
        *(void **)(&curl.field) = dlsym(library, symbol);                       \
        if (curl.field == NULL) {                                               \
            load_failure = "libcurl lacks " symbol;                             \
            return;                                                             \
        }                                                                       \
    } while (0)

static void load(void) {
    void *library = dlopen(HANGMAN_LIBCURL_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_failure = "libcurl (" HANGMAN_LIBCURL_SONAME ") is not installed";
        return;
    }
    HANGMAN_RESOLVE(global_init, "curl_global_init");
    HANGMAN_RESOLVE(easy_init, "curl_easy_init");
    HANGMAN_RESOLVE(easy_cleanup, "curl_easy_cleanup");
    HANGMAN_RESOLVE(easy_perform, "curl_easy_perform");
    HANGMAN_RESOLVE(easy_strerror, "curl_easy_strerror");
    HANGMAN_RESOLVE(easy_setopt, "curl_easy_setopt");
    HANGMAN_RESOLVE(easy_getinfo, "curl_easy_getinfo");
    /* curl_global_init is not thread-safe: pthread_once runs it once, before any handle. */
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        load_failure = "libcurl could not start";
        return;
    }
    load_failure = NULL;
}

const char *hangman_curl_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

CURL *hangman_curl_easy_init(void) { return curl.easy_init(); }
void hangman_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
CURLcode hangman_curl_easy_perform(CURL *handle) { return curl.easy_perform(handle); }
const char *hangman_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLcode hangman_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode hangman_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode hangman_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode hangman_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode hangman_curl_setopt_write_function(CURL *handle, hangman_curl_write_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
CURLcode hangman_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}
CURLcode hangman_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl.easy_getinfo(handle, info, value);
}
CURLcode hangman_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl.easy_getinfo(handle, info, value);
}
