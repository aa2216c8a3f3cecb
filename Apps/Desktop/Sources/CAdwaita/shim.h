#include <adwaita.h>
#include <glib-unix.h>

// libdispatch's hooks for a foreign event loop, the ones CoreFoundation's run loop uses on
// Linux: a file descriptor that becomes readable when the main queue has work, and the call
// that runs that work on the calling (main) thread.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

// GApplicationCommandLine's printerr takes a format and variadic arguments, which Swift cannot
// call; this prints one text as it is (GLib 2.80's printerr_literal, which Debian 12 lacks).
static inline void cookbook_command_line_printerr(GApplicationCommandLine *line, const char *text) {
  g_application_command_line_printerr(line, "%s", text);
}
