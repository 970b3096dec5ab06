#ifndef HANGMAN_CCURL_H
#define HANGMAN_CCURL_H

/* libcurl, loaded with dlopen on the first transfer instead of linked.
 *
 * Linking libcurl made every start load it and what it links (OpenSSL, GnuTLS, LDAP, Kerberos,
 * libssh2, nghttp2...) before main: 9.5 ms and 5.8 MiB on the benchmark machine. Loaded on the
 * first transfer, that work runs on the transfer's thread instead of the main thread.
 *
 * Only libcurl's types and constants come from <curl/curl.h>: call libcurl through the
 * hangman_curl_* functions below, never directly (nothing links libcurl). */
#include <curl/curl.h>

/* Loads libcurl and runs curl_global_init, once per process, from any thread.
 * Returns NULL when libcurl is ready, else why it could not be loaded. */
const char *hangman_curl_load(void);

/* The libcurl calls the client makes. Call hangman_curl_load first. */
CURL *hangman_curl_easy_init(void);
void hangman_curl_easy_cleanup(CURL *handle);
CURLcode hangman_curl_easy_perform(CURL *handle);
const char *hangman_curl_easy_strerror(CURLcode code);

/* curl_easy_setopt and curl_easy_getinfo are variadic: one typed wrapper per argument type. */
CURLcode hangman_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode hangman_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode hangman_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode hangman_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
typedef size_t (*hangman_curl_write_callback)(char *data, size_t size, size_t count, void *context);
CURLcode hangman_curl_setopt_write_function(CURL *handle, hangman_curl_write_callback callback);
CURLcode hangman_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode hangman_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value);
/* The string stays owned by the handle: copy it before curl_easy_cleanup. */
CURLcode hangman_curl_getinfo_string(CURL *handle, CURLINFO info, char **value);

#endif
