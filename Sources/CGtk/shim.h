#ifndef HANGMAN_CGTK_SHIM_H
#define HANGMAN_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>
#include <locale.h>
#include <malloc.h> /* mallopt: GtkKit's MallocArenas */

/* libdispatch's main-queue hooks, exported by libdispatch.so for CoreFoundation's run loop.
 * GtkKit's MainQueueBridge uses them so that MainActor jobs run under the GLib main loop. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* GLib macros that Swift cannot import. */
static inline gboolean hangman_g_true(void) { return TRUE; }
static inline gboolean hangman_g_false(void) { return FALSE; }

/* g_signal_emit_by_name is variadic: a signal without arguments. */
static inline void hangman_emit_signal(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/* g_log is variadic: one typed wrapper for a plain debug message. */
static inline void hangman_log_debug(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_DEBUG, "%s", message);
}

/* A warning, always shown (G_LOG_LEVEL_WARNING is never fatal unless G_DEBUG says so). */
static inline void hangman_log_warning(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_WARNING, "%s", message);
}

#endif
