/* The physical limit for a GTK 4 app on this machine: a bare window, measured like the game.
 * It prints "FIRST_FRAME <CLOCK_MONOTONIC ns>" after its first frame is painted, then quits. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>

static gboolean fired = FALSE;

static void after_paint(GdkFrameClock *clock, gpointer app) {
    if (fired) return;
    fired = TRUE;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    printf("FIRST_FRAME %llu\n", (unsigned long long)now.tv_sec * 1000000000ULL + (unsigned long long)now.tv_nsec);
    fflush(stdout);
    g_application_quit(G_APPLICATION(app));
}

static void on_map(GtkWidget *window, gpointer app) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), app);
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 760, 700);
    g_signal_connect(window, "map", G_CALLBACK(on_map), app);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.swifthangman.Baseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
