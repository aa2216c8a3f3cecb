#include <adwaita.h>
#include <glib-unix.h>

// libdispatch's hooks for a foreign event loop, the ones CoreFoundation's run loop uses on
// Linux: a file descriptor that becomes readable when the main queue has work, and the call
// that runs that work on the calling (main) thread.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);
