import CAdwaita

extension Widget {
  /// Gives the widget the action `prefix.name`, which calls `action`: GTK lists a widget's own
  /// actions as its accessible actions, so assistive technology can invoke it.
  func addAction(_ prefix: String, _ name: String, _ action: @escaping @MainActor () -> Void) {
    let group = g_simple_action_group_new()
    let simple = Object(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
    simple.onArgument("activate") { _ in action() }
    g_action_map_add_action(OpaquePointer(group), simple.pointer())
    gtk_widget_insert_action_group(widget, prefix, OpaquePointer(group))
    g_object_unref(group)
  }
}
