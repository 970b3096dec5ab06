/* The physical limit for a GTK 4 app on this machine: a bare window, measured like the game.
 * After its first frame is painted it prints the milestones of its start, as the game does
 * ("MILESTONE <name> <CLOCK_MONOTONIC ns>"), then "FIRST_FRAME <ns>", and quits.
 *
 * With BASELINE_STAY_OPEN=1 it stays open after that frame (the memory a shown window holds).
 *
 * Built with -DWITH_HEADER_BAR, the window also has an empty GtkHeaderBar, as every GNOME window
 * has: under Xvfb, with no window manager, the bare window has no title bar at all. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>

enum { MAIN, STARTUP, ACTIVATE, WINDOW_BUILT, PRESENTED, FIRST_FRAME, MILESTONES };
static const char *const milestone_names[MILESTONES] = {
    "main", "startup", "activate", "window-built", "presented", "first-frame",
};
static unsigned long long moments[MILESTONES];

static unsigned long long monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (unsigned long long)now.tv_sec * 1000000000ULL + (unsigned long long)now.tv_nsec;
}

static void after_paint(GdkFrameClock *clock, gpointer app) {
    if (moments[FIRST_FRAME]) return;
    moments[FIRST_FRAME] = monotonic_ns();
    for (int milestone = 0; milestone < MILESTONES; milestone++)
        printf("MILESTONE %s %llu\n", milestone_names[milestone], moments[milestone]);
    printf("FIRST_FRAME %llu\n", moments[FIRST_FRAME]);
    fflush(stdout);
    /* BASELINE_STAY_OPEN=1: the window stays, for the memory it holds once shown. */
    if (!g_getenv("BASELINE_STAY_OPEN")) g_application_quit(G_APPLICATION(app));
}

static void on_map(GtkWidget *window, gpointer app) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), app);
}

static void startup(GtkApplication *app, gpointer data) {
    moments[STARTUP] = monotonic_ns();
}

static void activate(GtkApplication *app, gpointer data) {
    moments[ACTIVATE] = monotonic_ns();
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 760, 700);
#ifdef WITH_HEADER_BAR
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
#endif
    g_signal_connect(window, "map", G_CALLBACK(on_map), app);
    moments[WINDOW_BUILT] = monotonic_ns();
    gtk_window_present(GTK_WINDOW(window));
    moments[PRESENTED] = monotonic_ns();
}

int main(int argc, char **argv) {
    moments[MAIN] = monotonic_ns();
    GtkApplication *app = gtk_application_new("io.github.swifthangman.Baseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "startup", G_CALLBACK(startup), NULL);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
