import CGtk

/// Asks the player for a file to open, through the desktop's own file chooser (a portal in a
/// sandbox, GTK's dialog otherwise): `GtkFileChooserNative`, the 4.8 way.
@MainActor
public final class FileChooser {
    /// The choosers on screen: each keeps itself until the player answers.
    private static var open: [ObjectIdentifier: FileChooser] = [:]
    private let native: OpaquePointer

    /// Shows a chooser of plain text files; `completion` gets the chosen file's path, or nil
    /// when the player cancelled (or the file has no local path).
    @discardableResult
    public static func openTextFile(
        title: String, acceptLabel: String, cancelLabel: String, filterName: String, over parent: Window?,
        _ completion: @escaping @MainActor (String?) -> Void
    ) -> FileChooser {
        let chooser = FileChooser(title: title, acceptLabel: acceptLabel, cancelLabel: cancelLabel, filterName: filterName, parent: parent, completion)
        open[ObjectIdentifier(chooser)] = chooser
        gtk_native_dialog_show(chooser.nativeDialog)
        return chooser
    }

    private var nativeDialog: UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkNativeDialog.self)
    }

    private init(
        title: String, acceptLabel: String, cancelLabel: String, filterName: String, parent: Window?,
        _ completion: @escaping @MainActor (String?) -> Void
    ) {
        native = gtk_file_chooser_native_new(title, parent?.windowPointer, GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, cancelLabel)
        let chooser = native
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, filterName)
        gtk_file_filter_add_mime_type(filter, "text/plain")
        gtk_file_filter_add_pattern(filter, "*.txt")
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        gtk_native_dialog_set_modal(nativeDialog, 1)
        Signal.connectInt(UnsafeMutableRawPointer(native), "response") { [weak self] response in
            guard let self else { return }
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let raw = g_file_get_path(file) {
                    path = String(cString: raw)
                    g_free(raw)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            Self.open[ObjectIdentifier(self)] = nil
            // The emission holds its own reference until this handler returns.
            g_object_unref(UnsafeMutableRawPointer(self.native))
            completion(path)
        }
    }
}
