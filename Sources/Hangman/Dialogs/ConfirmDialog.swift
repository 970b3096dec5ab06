import GtkKit

/// A modal question with Cancel and one destructive action. Enter and Escape cancel: the
/// destructive action is never the default (GNOME HIG); its access key or a click takes it.
@MainActor
final class ConfirmDialog {
    let window: DialogWindow
    let confirmButton: Button
    // Translators: a question's Cancel: its access key must differ from the other button's
    // (_Give Up, _Reset).
    let cancelButton = Button(label: tr("_Cancel"))
    /// The question, where the keyboard focus opens.
    let body: Label

    init(
        title: String, message: String, confirmLabel: String, over parent: Window?,
        onConfirm: @escaping @MainActor () -> Void
    ) {
        confirmButton = Button(label: confirmLabel)
        window = DialogWindow(title: title, over: parent, alert: true)
        window.setResizable(false)
        window.hideTitleBar()

        let heading = Label(title)
        heading.addCSSClass("title-2")
        // A long translated question wraps rather than widening the dialog past a 360 px window.
        heading.wrapOnWords()
        heading.setMaxWidthChars(18) // in the heading's large font: 24 made a Spanish one wider than 360 px
        heading.setJustifyCenter()
        heading.hideFromScreenReaders() // the window's title, which Orca reads first
        // The focus opens on the question, which a screen reader then reads; Tab goes on to the
        // buttons, and Enter and Escape cancel from there too.
        let body = Label(message)
        body.makeFocusStop(name: message)
        self.body = body
        body.wrapOnWords()
        // 32 characters a line: with GNOME's margins the question fits a 360 px screen in every
        // language (40 made a Spanish one wider than that).
        body.setMaxWidthChars(32)
        body.setJustifyCenter()

        cancelButton.useUnderline()
        confirmButton.useUnderline()
        confirmButton.addCSSClass("destructive-action")
        window.onClicked(cancelButton) { [weak self] in self?.window.destroyReturningFocus() }
        window.onClicked(confirmButton) { [weak self] in
            self?.window.destroyReturningFocus()
            onConfirm()
        }
        window.setContent(Self.layout([heading, body], buttons: [cancelButton, confirmButton]))
        window.setDefaultWidget(cancelButton)
    }

    /// A question's layout, shared by the small dialogs: `parts` over a centred row of equal
    /// `buttons`, Cancel first, in GNOME's margins.
    static func layout(_ parts: [any WidgetRepresentable], buttons: [Button]) -> Box {
        let row = Box(.horizontal, spacing: 12)
        row.setHomogeneous(true)
        row.setAlign(horizontal: .center)
        for button in buttons { row.append(button) }
        let content = Box(.vertical, spacing: 12)
        content.setMargins(24)
        for part in parts { content.append(part) }
        content.append(row)
        return content
    }

    func present() {
        window.present()
        body.widget.grabFocus()
    }
}
