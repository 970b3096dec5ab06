#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A line of a word list file that was not kept, and why.
public struct SkippedLine: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// The word breaks a rule of `OwnWord`.
        case word(OwnWordProblem)
        /// The line's bytes are not UTF-8 text.
        case notUTF8
        /// The hint is longer than `OwnWord.maximumHintCharacters`.
        case hintTooLong
        /// The same word as an earlier line (letters folded, case ignored).
        case repeated(firstLine: Int)
        /// Past the `WordList.maximumEntries` a list holds.
        case overEntryLimit
    }

    /// 1-based, as an editor numbers lines.
    public var line: Int
    public var reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }
}

/// Why a whole file cannot be a word list.
public enum WordListRefusal: Error, Equatable, Sendable {
    /// It could not be read as a file: not a regular file (a directory, a FIFO, a device), over
    /// `WordList.maximumFileBytes`, or unreadable (its mode, a missing file).
    case unreadable(FileSystemError)
    /// It holds NUL bytes: a picture, a program, a word-processor document, not plain text.
    case binary
    /// Not one line can be played; the reasons of the first lines say why.
    case nothingPlayable(skipped: [SkippedLine])
}

/// A word list file read line by line: UTF-8 text, one word or short phrase per line, an
/// optional hint after a tab, `#` starting a comment line, blank lines ignored.
public struct WordListFile: Equatable, Sendable {
    /// The playable lines, in the file's order.
    public var entries: [OwnWordEntry]
    /// Every line not kept, with its reason, in order.
    public var skipped: [SkippedLine]

    /// Reads the file at `path` (never blocking: see `AtomicFile.read`) and parses it in
    /// `language`. Call it off the main thread: a large file takes a moment.
    public static func read(_ path: String, language: WordLanguage) -> Result<WordListFile, WordListRefusal> {
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path, limit: WordList.maximumFileBytes) else {
                return .failure(.unreadable(FileSystemError("open", path: path, code: ENOENT)))
            }
            bytes = read
        } catch {
            return .failure(.unreadable(error))
        }
        return parse(bytes, language: language)
    }

    /// Parses a file's bytes in `language`.
    public static func parse(_ bytes: [UInt8], language: WordLanguage) -> Result<WordListFile, WordListRefusal> {
        guard !bytes.contains(0) else { return .failure(.binary) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) } // a byte-order mark
        var file = WordListFile(entries: [], skipped: [])
        var firstLineOfWord: [String: Int] = [:]
        var lineNumber = 0
        for rawLine in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var lineBytes = rawLine
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
            guard let line = String(validating: lineBytes, as: UTF8.self) else {
                file.skipped.append(SkippedLine(line: lineNumber, reason: .notUTF8))
                continue
            }
            let trimmed = OwnWord.normalized(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let hint = OwnWord.normalizedHint(parts.count > 1 ? String(parts[1]) : nil)
            let puzzle: Puzzle
            switch OwnWord.check(String(parts[0]), in: language) {
            case .success(let checked): puzzle = checked
            case .failure(let problem):
                file.skipped.append(SkippedLine(line: lineNumber, reason: .word(problem)))
                continue
            }
            if let hint, hint.count > OwnWord.maximumHintCharacters {
                file.skipped.append(SkippedLine(line: lineNumber, reason: .hintTooLong))
                continue
            }
            let key = Self.sameWordKey(puzzle)
            if let first = firstLineOfWord[key] {
                file.skipped.append(SkippedLine(line: lineNumber, reason: .repeated(firstLine: first)))
                continue
            }
            guard file.entries.count < WordList.maximumEntries else {
                file.skipped.append(SkippedLine(line: lineNumber, reason: .overEntryLimit))
                continue
            }
            firstLineOfWord[key] = lineNumber
            file.entries.append(OwnWordEntry(word: puzzle.answer, hint: hint))
        }
        guard !file.entries.isEmpty else { return .failure(.nothingPlayable(skipped: Array(file.skipped.prefix(20)))) }
        return .success(file)
    }

    /// Two lines hold the same word when they are the same letters once folded: "Élan" and "elan".
    private static func sameWordKey(_ puzzle: Puzzle) -> String {
        var key = ""
        for character in puzzle.answer {
            switch CharacterRole(of: character, in: puzzle.alphabet) {
            case .hidden(let letter): key += letter.description
            case .ligature(let first, let second): key += first.description + second.description
            case .shown, .unfoldable: if character == " " { key += " " }
            }
        }
        return key
    }
}
