import GtkKit
import HangmanCore

extension OwnWordProblem {
    /// Said under the friend's word as it is typed: what is wrong, and what is allowed.
    var entryText: String {
        switch self {
        case .empty: tr("Type a word or a short phrase.")
        case .digits: tr("No digits: spell numbers out.")
        case .notAllowed(let character):
            tr("“{character}” cannot be guessed: use letters, spaces, apostrophes and hyphens.").filling(["character": String(character)])
        case .tooManyLetters(let count):
            ntr("{count} letter: at most 40.", "{count} letters: at most 40.", count).filling(["count": "\(count)"])
        case .tooFewDistinctLetters: tr("Use at least 2 different letters.")
        case .tooLong: tr("Too long: at most 60 characters, spaces included.")
        }
    }

    /// Beside a skipped line's number: "digits", "63 letters, at most 40".
    var lineText: String {
        switch self {
        case .empty: tr("empty")
        case .digits: tr("digits")
        case .notAllowed(let character): tr("“{character}” is not a letter").filling(["character": String(character)])
        case .tooManyLetters(let count):
            ntr("{count} letter, at most 40", "{count} letters, at most 40", count).filling(["count": "\(count)"])
        case .tooFewDistinctLetters: tr("fewer than 2 different letters")
        case .tooLong: tr("over 60 characters")
        }
    }
}

extension SkippedLine {
    /// "line 12: digits".
    var text: String {
        let reason: String = switch self.reason {
        case .word(let problem): problem.lineText
        case .notUTF8: tr("not UTF-8 text")
        case .hintTooLong: tr("hint over 120 characters")
        case .repeated(let first): tr("the same word as line {line}").filling(["line": "\(first)"])
        case .overEntryLimit: tr("past the 5,000 words a list holds")
        }
        // Translators: a line of a word list that was not kept, and why: "line 12: digits".
        return tr("line {number}: {reason}").filling(["number": "\(line)", "reason": reason])
    }
}

extension WordListRefusal {
    /// What the file system calls a file that is none ("a FIFO"), in the interface's language.
    private static func fileKind(_ english: String) -> String {
        switch english {
        // Translators: what a chosen file turned out to be: "This is not a text file but a FIFO."
        case "a FIFO": tr("a FIFO (a named pipe)")
        case "a device": tr("a device")
        case "a directory": tr("a folder")
        case "a socket": tr("a socket")
        case "a link": tr("a link")
        default: tr("something else")
        }
    }

    /// Why a file cannot be a word list, in one or two plain sentences.
    var explanation: String {
        switch self {
        case .unreadable(let error):
            switch error.refusal {
            case .notARegularFile(let what):
                return tr("This is not a text file but {what}.").filling(["what": Self.fileKind(what)])
            case .tooLarge:
                return tr("This file is larger than 1 MiB. A list holds at most 5,000 words, one per line.")
            case nil:
                switch error.kind {
                case .missing: return tr("This file is not there any more.")
                case .noPermission: return tr("Hangman is not allowed to read this file.")
                default: return tr("This file could not be read. Check that it is a plain text file you may open.")
                }
            }
        case .binary:
            return tr("This is not plain text. Save the list as plain text (.txt), one word per line.")
        case .nothingPlayable(let skipped):
            let lines = skipped.map(\.text).joined(separator: "\n")
            return tr("No line of this file can be played.") + (lines.isEmpty ? "" : "\n" + lines)
        }
    }
}

/// What the import says of a file it read: how many words it kept, and each line it skipped.
enum WordListReport {
    /// At most this many skipped lines are listed; the rest are counted.
    static let listedLines = 200

    static func text(of file: WordListFile) -> String {
        var text = ntr("{count} word kept.", "{count} words kept.", file.entries.count).filling(["count": "\(file.entries.count)"])
        guard !file.skipped.isEmpty else { return text }
        text += " " + ntr("{count} line skipped:", "{count} lines skipped:", file.skipped.count).filling(["count": "\(file.skipped.count)"])
        for line in file.skipped.prefix(listedLines) { text += "\n" + line.text }
        let more = file.skipped.count - listedLines
        if more > 0 { text += "\n" + ntr("… and {count} more line.", "… and {count} more lines.", more).filling(["count": "\(more)"]) }
        return text
    }
}
