import CGtk

/// The standard About window, built with setters (`gtk_show_about_dialog` is variadic).
@MainActor
public struct AboutDialog: WidgetRepresentable {
    public let widget: Widget

    public struct Content {
        public var programName: String
        public var version: String
        public var comments: String
        public var website: String
        public var iconName: String
        public var authors: [String]
        /// Extra credit sections: a title and its lines.
        public var creditSections: [(title: String, people: [String])]
        public var translatorCredits: String?
        public var copyright: String

        public init(
            programName: String, version: String, comments: String, website: String, iconName: String,
            authors: [String], creditSections: [(title: String, people: [String])], translatorCredits: String?, copyright: String
        ) {
            self.programName = programName
            self.version = version
            self.comments = comments
            self.website = website
            self.iconName = iconName
            self.authors = authors
            self.creditSections = creditSections
            self.translatorCredits = translatorCredits
            self.copyright = copyright
        }
    }

    public init(_ content: Content, over parent: Window?) {
        widget = Widget(gtk_about_dialog_new())
        let dialog = OpaquePointer(widgetPointer)
        gtk_about_dialog_set_program_name(dialog, content.programName)
        gtk_about_dialog_set_version(dialog, content.version)
        gtk_about_dialog_set_comments(dialog, content.comments)
        gtk_about_dialog_set_website(dialog, content.website)
        gtk_about_dialog_set_logo_icon_name(dialog, content.iconName)
        gtk_about_dialog_set_copyright(dialog, content.copyright)
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_GPL_3_0)
        withCStringArray(content.authors) { gtk_about_dialog_set_authors(dialog, $0) }
        for section in content.creditSections {
            withCStringArray(section.people) { gtk_about_dialog_add_credit_section(dialog, section.title, $0) }
        }
        if let translators = content.translatorCredits {
            gtk_about_dialog_set_translator_credits(dialog, translators)
        }
        Window(widgetPointer).makeModal(over: parent)
    }

    public func present() { Window(widgetPointer).present() }
}

/// Calls `body` with a NULL-terminated `const char **` copy of `strings`.
@MainActor
func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { UnsafePointer(strdup($0)) }
    defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
    var array: [UnsafePointer<CChar>?] = copies + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
