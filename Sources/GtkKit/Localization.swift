import CGtk

/// gettext for Swift. `_()` is a C macro, so the marks are `tr`, `ntr` and `ctr`;
/// xgettext finds them with `-L C --keyword=tr --keyword=ntr:1,2 --keyword=ctr:1c,2`.
/// Never interpolate inside the string: use `{name}` placeholders and `filling`.
public enum Localization {
    /// `setlocale`, `bindtextdomain`, `bind_textdomain_codeset`, `textdomain`.
    public static func setUp(domain: String, localeDirectory: String?) {
        setlocale(LC_ALL, "")
        if let localeDirectory {
            bindtextdomain(domain, localeDirectory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// Goes back to the untranslated strings (gettext's default domain), for tests.
    package static func tearDown() {
        textdomain("messages")
    }
}

/// The translation of `message`.
public func tr(_ message: String) -> String {
    message.withCString { String(cString: gettext($0)) }
}

/// The translation of a message with a plural form, chosen for `count`.
public func ntr(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { singularPointer in
        plural.withCString { pluralPointer in
            String(cString: ngettext(singularPointer, pluralPointer, UInt(max(0, count))))
        }
    }
}

/// The translation of `message` in `context`, for words that translate differently by use.
public func ctr(_ context: String, _ message: String) -> String {
    context.withCString { contextPointer in
        message.withCString { messagePointer in
            String(cString: g_dpgettext2(nil, contextPointer, messagePointer))
        }
    }
}

extension String {
    /// Replaces `{name}` placeholders after translation: `tr("Errors: {count}")`.
    public func filling(_ values: [String: String]) -> String {
        values.reduce(self) { text, entry in text.replacing("{\(entry.key)}", with: entry.value) }
    }
}
