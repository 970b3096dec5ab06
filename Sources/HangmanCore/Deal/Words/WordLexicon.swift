#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One language's bundled word data, from `data/words/`: the levelled list (`<lang>.txt`: each
/// word's level, part of speech and category), dealt offline and the only words dealt online too,
/// what each word means (`<lang>-meanings.txt`) and the deny list (`deny-<lang>.txt`).
/// `scripts/make-wordlists.py` writes them.
public struct WordLexicon: Sendable {
    /// The shortest and longest words dealt, in letters.
    public static let lengths = 4...12

    public let language: WordLanguage
    /// The bundled words of each level.
    public let words: [WordLevel: [String]]
    /// The bundled words of each category, of every level.
    public let categoryWords: [WordCategory: [String]]
    /// The listed words in the order of their lowercased spellings, as the lists are written,
    /// each once, found by halves: a dictionary of them takes far more memory, and the list is
    /// read before the first frame (docs/benchmarks.md, "memory").
    private let entries: [WordEntry]
    private let denied: Set<String>
    /// What each word means, read when first asked (the end panel, a definition hint): the
    /// largest file stays out of the first deal, which needs only the list.
    private var meanings: LoadedOnce<Meanings>

    /// Why an online word is not dealt.
    public enum Rejection: String, CaseIterable, Sendable {
        /// Shorter than 4 or longer than 12 letters.
        case length
        /// A character that is not a letter folding to A–Z, one of the language's own letters,
        /// or fewer than 3 distinct letters.
        case letters
        /// On the language's deny list.
        case denied
        /// Not in the levelled list: too rare, a name, an inflected form, or unfit for the game.
        case unlisted
    }

    /// What the filter says of a word.
    public enum Verdict: Equatable, Sendable {
        case accepted(WordEntry)
        case rejected(Rejection)
    }

    public init(
        language: WordLanguage, entries: [WordEntry], denied: Set<String> = [],
        meanings: [String: (meaning: String, definition: String?)] = [:]
    ) {
        self.language = language
        var words: [WordLevel: [String]] = [:]
        var categoryWords: [WordCategory: [String]] = [:]
        for entry in entries {
            words[entry.level, default: []].append(entry.word)
            if let category = entry.category { categoryWords[category, default: []].append(entry.word) }
        }
        self.entries = Self.isInOrder(entries) ? entries : Self.inOrder(entries)
        self.words = words
        self.categoryWords = categoryWords
        self.denied = Set(denied.map { $0.lowercased() })
        self.meanings = LoadedOnce { Meanings(byWord: meanings) }
    }

    /// Reads the language's files under `directory`; a missing or broken file leaves its part
    /// empty, and an empty list deals the last-resort words.
    public init(language: WordLanguage, directory: String) {
        let code = language.rawValue
        // Each line becomes an entry as it is read: no table of all the lines' fields first,
        // whose memory the reading thread would keep after the list is read.
        var entries: [WordEntry] = []
        if let bytes = try? AtomicFile.read("\(directory)/\(code).txt", limit: AtomicFile.Limit.bundled) {
            entries.reserveCapacity(bytes.count / 20)
            Self.forEachLine(in: bytes) { fields in
                guard fields.count >= 2, let level = Self.value(of: fields[1], in: Self.levels) else { return true }
                let word = Self.trimmedField(fields[0])
                guard !word.isEmpty else { return true }
                entries.append(WordEntry(
                    word: word, level: level,
                    partOfSpeech: fields.count > 2 ? Self.value(of: fields[2], in: Self.partsOfSpeech) : nil,
                    category: fields.count > 3 ? Self.value(of: fields[3], in: Self.categories) : nil))
                return true
            }
        }
        let denied = Set(Self.rows("\(directory)/deny-\(code).txt").compactMap { $0.first }.filter { !$0.hasPrefix("#") })
        self.init(language: language, entries: entries, denied: denied)
        let meaningsPath = "\(directory)/\(code)-meanings.txt"
        meanings = LoadedOnce {
            Meanings(fileBytes: (try? AtomicFile.read(meaningsPath, limit: AtomicFile.Limit.bundled)) ?? [])
        }
    }

    // The list's columns by name, as bytes: a field is matched without making it a string.
    private static let levels = WordLevel.allCases.map { (name: Array($0.rawValue.utf8), value: $0) }
    private static let partsOfSpeech = PartOfSpeech.allCases.map { (name: Array($0.rawValue.utf8), value: $0) }
    private static let categories = WordCategory.allCases.map { (name: Array($0.rawValue.utf8), value: $0) }

    /// The value whose name `field` holds, trimmed; nil for an empty field or an unknown name.
    private static func value<Value>(of field: Slice<UnsafeBufferPointer<UInt8>>, in table: [(name: [UInt8], value: Value)]) -> Value? {
        guard let name = withoutASCIISpaces(field) else { return nil }
        if let match = table.first(where: { $0.name.elementsEqual(name) }) { return match.value }
        // Only a name with other white space around it (a no-break space) needs the text.
        guard name.first! >= 0x80 || name.last! >= 0x80 else { return nil }
        let trimmed = trimmedField(field)
        return table.first { $0.name.elementsEqual(trimmed.utf8) }?.value
    }

    /// The categories offered in `language`: those with at least `WordCategory.minimumWords`
    /// words, from `categories.txt` (a few lines, read at launch for the picker).
    public static func offeredCategories(in language: WordLanguage, directory: String) -> [WordCategory] {
        let offered = Set(rows("\(directory)/categories.txt").compactMap { row -> WordCategory? in
            guard row.count == 3, row[0] == language.rawValue, let count = Int(row[2]), count >= WordCategory.minimumWords
            else { return nil }
            return WordCategory(rawValue: row[1])
        })
        return WordCategory.allCases.filter(offered.contains)
    }

    /// The tab-separated fields of each non-empty line of a UTF-8 file; none when it is unreadable.
    private static func rows(_ path: String) -> [[String]] {
        guard let bytes = try? AtomicFile.read(path, limit: AtomicFile.Limit.bundled) else { return [] }
        return rows(in: bytes)
    }

    /// The tab-separated fields of each line of `bytes` whose first field is not empty, each
    /// without the white space around it. Split on bytes, not characters: the first deal waits
    /// for this, and the English list is 35,000 fields.
    static func rows(in bytes: [UInt8]) -> [[String]] {
        var rows: [[String]] = []
        rows.reserveCapacity(bytes.count / 32)
        forEachLine(in: bytes) { fields in
            let row = fields.map(trimmedField)
            if !row[0].isEmpty { rows.append(row) }
            return true
        }
        return rows
    }

    /// Calls `body` with the tab-separated fields of each line of `bytes`, untrimmed (one empty
    /// field for an empty line), until `body` returns false.
    static func forEachLine(in bytes: [UInt8], _ body: ([Slice<UnsafeBufferPointer<UInt8>>]) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
            fields.reserveCapacity(8)
            var lineStart = 0
            while lineStart < buffer.count {
                let lineEnd = buffer[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
                fields.removeAll(keepingCapacity: true)
                var fieldStart = lineStart
                while true {
                    let fieldEnd = buffer[fieldStart..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) ?? lineEnd
                    fields.append(buffer[fieldStart..<fieldEnd])
                    if fieldEnd == lineEnd { break }
                    fieldStart = fieldEnd + 1
                }
                guard body(fields) else { return }
                lineStart = lineEnd + 1
            }
        }
    }

    /// `field` as text without the white space around it: ASCII spaces are cut as bytes, and a
    /// field that begins or ends with another character is trimmed as text (a no-break space).
    static func trimmedField(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        guard let bytes = withoutASCIISpaces(field) else { return "" }
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.first! < 0x80 && bytes.last! < 0x80 ? text : text.trimmingSpaces
    }

    /// `field` without the ASCII white space around it; nil when nothing else is left.
    static func withoutASCIISpaces(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let first = field.firstIndex(where: { !isASCIISpace($0) }), let last = field.lastIndex(where: { !isASCIISpace($0) })
        else { return nil }
        return field[first...last]
    }

    /// Space, tab, newline, vertical tab, form feed or carriage return.
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Words to play when even the bundled file cannot be read: the game must never stop.
    static let lastResort = ["hangman", "gallows", "puzzle", "letter", "window", "keyboard"]

    /// The bundled words `choice` deals: its category's, of every level, or its level's.
    public func words(for choice: WordChoice) -> [String] {
        if let category = choice.category { return categoryWords[category] ?? [] }
        return words[choice.level] ?? []
    }

    /// A random bundled word of `choice`; of any level if it has none.
    public func randomWord(_ choice: WordChoice) -> String {
        words(for: choice).randomElement()
            ?? words.values.flatMap { $0 }.randomElement()
            ?? Self.lastResort.randomElement()!
    }

    /// A bundled puzzle of `choice`, never nil: the list holds only playable words.
    public func randomPuzzle(_ choice: WordChoice) -> Puzzle {
        Puzzle.playable(randomWord(choice), alphabet: choice.language.alphabet) ?? Puzzle.playable(Self.lastResort[0])!
    }

    /// The bundled line of `word`, if it is listed.
    public func entry(for word: String) -> WordEntry? {
        let key = word.lowercased()
        var low = 0
        var high = entries.count
        while low < high {
            let middle = low + (high - low) / 2
            let middleKey = entries[middle].word.lowercased()
            if middleKey < key {
                low = middle + 1
            } else if key < middleKey {
                high = middle
            } else {
                return entries[middle]
            }
        }
        return nil
    }

    /// True when each entry's lowercased word comes after the one before.
    private static func isInOrder(_ entries: [WordEntry]) -> Bool {
        var previous: String? = nil
        for entry in entries {
            let key = entry.word.lowercased()
            if let previous, !(previous < key) { return false }
            previous = key
        }
        return true
    }

    /// `entries` in the order of their lowercased words, the last entry of each word only.
    private static func inOrder(_ entries: [WordEntry]) -> [WordEntry] {
        let keyed = entries.enumerated().map { (key: $0.element.word.lowercased(), index: $0.offset) }
            .sorted { $0.key == $1.key ? $0.index < $1.index : $0.key < $1.key }
        return keyed.indices.filter { $0 + 1 == keyed.count || keyed[$0 + 1].key != keyed[$0].key }.map { entries[keyed[$0].index] }
    }

    /// Reads the meanings now (off the main thread, after the first deal), so that the first
    /// hint or end panel that shows one does not wait for the file.
    public func loadMeanings() {
        _ = meanings.wrappedValue
    }

    /// What the lists say of `word`: its kind, definition and meaning; nil for an unlisted word.
    public func facts(for word: String) -> WordFacts? {
        let key = word.lowercased()
        let entry = self.entry(for: key)
        let meaning = meanings.wrappedValue.lookUp(key)
        guard entry != nil || meaning != nil else { return nil }
        return WordFacts(
            partOfSpeech: entry?.partOfSpeech, category: entry?.category, definition: meaning?.definition, meaning: meaning?.meaning)
    }

    /// The same filter as the bundled list's, for a word from the network: 4 to 12 letters
    /// of the language's alphabet (Ñ in Spanish, ß and the ligatures Œ Æ), not denied, and in the levelled
    /// list, whose line gives its level and category. Only listed words are dealt, so an online
    /// word is a common, family-safe base form as a bundled one is.
    public func check(_ word: String) -> Verdict {
        let alphabet = language.alphabet
        // Letters to find, a ligature counting two (œuf has four), as the list script counts them.
        let letterCount = word.reduce(0) { count, character in
            if case .ligature = CharacterRole(of: character, in: alphabet) { count + 2 } else { count + 1 }
        }
        guard Self.lengths.contains(letterCount) else { return .rejected(.length) }
        guard word.allSatisfy({
                  switch CharacterRole(of: $0, in: alphabet) {
                  case .hidden, .ligature: true
                  case .shown, .unfoldable: false
                  }
              }),
              Puzzle.playable(word, alphabet: alphabet) != nil
        else { return .rejected(.letters) }
        let key = word.lowercased()
        guard !denied.contains(key) else { return .rejected(.denied) }
        guard let entry = self.entry(for: key) else { return .rejected(.unlisted) }
        return .accepted(entry)
    }
}

/// The bytes that split the lists' lines and fields.
let lineBreakByte = UInt8(ascii: "\n")
let fieldSeparatorByte = UInt8(ascii: "\t")

extension WordLexicon {
    /// A lexicon that lists exactly `words`, at `level` (tests). With `bundledFrom`, its
    /// bundled words are the language's real list in that directory, with `words` added.
    package static func accepting(
        _ words: [String], at level: WordLevel, language: WordLanguage = .english, bundledFrom directory: String? = nil,
        category: WordCategory? = nil
    ) -> WordLexicon {
        let listed = words.map { WordEntry(word: $0, level: level, category: category) }
        guard let directory else { return WordLexicon(language: language, entries: listed) }
        let real = WordLexicon(language: language, directory: directory)
        let bundled = real.entries.filter { entry in !words.contains { $0.lowercased() == entry.word.lowercased() } }
        return WordLexicon(language: language, entries: bundled.sorted { $0.word < $1.word } + listed)
    }
}
