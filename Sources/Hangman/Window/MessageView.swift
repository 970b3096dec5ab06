import GtkKit

/// Messages told to the player: their sentences, and behind a "Details" expander the raw detail
/// (the file, the system's own words), selectable so it can be copied into a bug report. The
/// expander shows only when there is a detail.
@MainActor
final class MessageView {
    let box = Box(.vertical, spacing: 4)
    let sentenceLabel = Label()
    let detailsLabel = Label()
    let detailsExpander: Expander

    init() {
        sentenceLabel.wrapOnWords()
        detailsLabel.wrapAnywhere()
        detailsLabel.isFocusStop = true
        detailsLabel.setXAlign(0)
        detailsLabel.addCSSClass("dim-label")
        detailsLabel.addCSSClass("message-details")
        // Translators: the expander that shows a failure's file and system message.
        detailsExpander = Expander(tr("_Details"), child: detailsLabel)
        box.append(sentenceLabel)
        box.append(detailsExpander)
        detailsExpander.isVisible = false
    }

    /// Shows `messages`, one sentence per line, their details under "Details" (closed).
    func show(_ messages: [PlayerMessage]) {
        sentenceLabel.text = messages.map(\.sentence).joined(separator: "\n")
        let details = messages.compactMap(\.details)
        detailsLabel.text = details.joined(separator: "\n\n")
        detailsExpander.isExpanded = false
        detailsExpander.isVisible = !details.isEmpty
    }

    /// The sentences shown now.
    var text: String { sentenceLabel.text }
}
