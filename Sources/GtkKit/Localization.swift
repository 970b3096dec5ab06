import CGtk

/// gettext for Swift. `_()` is a C macro, so the marks are `tr`, `ntr` and `ctr`;
/// xgettext finds them with `-L C --keyword=tr --keyword=ntr:1,2 --keyword=ctr:1c,2`.
/// Never interpolate inside the string: use `{name}` placeholders and `filling`.
public enum Localization {
    /// `setlocale`, `bindtextdomain`, `bind_textdomain_codeset`, `textdomain`.
    public static func setUp(domain: String, localeDirectory: String?) {
        setlocale(LC_ALL, "")
        useLanguageUnderTheCLocale()
        // GTK would call setlocale(LC_ALL, "") again at init and undo the line above.
        if gtk_is_initialized() == 0 { gtk_disable_setlocale() }
        if let localeDirectory {
            bindtextdomain(domain, localeDirectory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// gettext ignores `LANGUAGE` under the C locale: with `LANGUAGE=fr` and `LANG` unset, or
    /// `LANG=fr_FR.UTF-8` on a system without that locale, the game would speak English. Then the
    /// messages use C.UTF-8 (always there on Debian), and `LANGUAGE` says the language, taken
    /// from `LC_ALL`, `LC_MESSAGES` or `LANG` when it is not set.
    private static func useLanguageUnderTheCLocale() {
        guard let current = setlocale(LC_MESSAGES, nil), ["C", "POSIX"].contains(String(cString: current)) else { return }
        func variable(_ name: String) -> String? {
            guard let value = getenv(name) else { return nil }
            let text = String(cString: value)
            return text.isEmpty ? nil : text
        }
        if variable("LANGUAGE") == nil,
           let wanted = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(variable).first,
           !["C", "POSIX"].contains(wanted), !wanted.hasPrefix("C.") {
            setenv("LANGUAGE", String(wanted.prefix { $0 != "." && $0 != "@" }), 1)
        }
        guard variable("LANGUAGE") != nil else { return }
        setlocale(LC_MESSAGES, "C.UTF-8")
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
