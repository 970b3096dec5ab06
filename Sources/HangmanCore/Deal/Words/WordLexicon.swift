#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One language's bundled word data, from `data/words/`: the levelled list dealt offline
/// (`<lang>.txt`), the frequency table online words are checked against (`<lang>-frequency.txt`),
/// the deny list (`deny-<lang>.txt`) and, for English, WordNet hints (`en-hints.txt`).
/// `scripts/make-wordlists.py` writes them.
public struct WordLexicon: Sendable {
    /// The shortest and longest words dealt, in letters.
    public static let lengths = 4...12
    /// Online words rarer than this (a Zipf frequency of 3.2: about 1.6 per million words) are
    /// obscure: the table holds no rarer word, so a word it lacks is rejected.
    public static let minimumZipf = 3.2

    public let language: WordLanguage
    /// The bundled words of each level.
    public let words: [WordLevel: [String]]
    private let frequency: [String: Double]
    private let denied: Set<String>
    private let hints: [String: String]

    /// Why an online word is not dealt.
    public enum Rejection: String, CaseIterable, Sendable {
        /// Shorter than 4 or longer than 12 letters.
        case length
        /// A character that is not a letter folding to A–Z, one of the language's own letters,
        /// or fewer than 3 distinct letters.
        case letters
        /// On the language's deny list.
        case denied
        /// Not in the frequency table: too rare for the game.
        case rare
    }

    /// What the filter says of a word.
    public enum Verdict: Equatable, Sendable {
        case accepted(WordLevel)
        case rejected(Rejection)
    }

    public init(
        language: WordLanguage, words: [WordLevel: [String]], frequency: [String: Double] = [:],
        denied: Set<String> = [], hints: [String: String] = [:]
    ) {
        self.language = language
        self.words = words
        self.frequency = frequency
        self.denied = Set(denied.map { $0.lowercased() })
        self.hints = hints
    }

    /// Reads the language's files under `directory`; a missing or broken file leaves its part
    /// empty, and an empty list deals the last-resort words.
    public init(language: WordLanguage, directory: String) {
        let code = language.rawValue
        var words: [WordLevel: [String]] = [:]
        for row in Self.rows("\(directory)/\(code).txt") where row.count == 2 {
            guard let level = WordLevel(rawValue: row[1]) else { continue }
            words[level, default: []].append(row[0])
        }
        var frequency: [String: Double] = [:]
        for row in Self.rows("\(directory)/\(code)-frequency.txt") where row.count == 2 {
            if let zipf = Double(row[1]) { frequency[row[0].lowercased()] = zipf }
        }
        let denied = Set(Self.rows("\(directory)/deny-\(code).txt").compactMap { $0.first }.filter { !$0.hasPrefix("#") })
        var hints: [String: String] = [:]
        for row in Self.rows("\(directory)/\(code)-hints.txt") where row.count == 2 {
            hints[row[0]] = row[1]
        }
        self.init(language: language, words: words, frequency: frequency, denied: denied, hints: hints)
    }

    /// The tab-separated fields of each non-empty line of a UTF-8 file; none when it is unreadable.
    private static func rows(_ path: String) -> [[String]] {
        guard let bytes = try? AtomicFile.read(path) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).map { line in
            line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self).trimmingSpaces }
        }.filter { $0.first?.isEmpty == false }
    }

    /// Words to play when even the bundled file cannot be read: the game must never stop.
    static let lastResort = ["hangman", "gallows", "puzzle", "letter", "window", "keyboard"]

    /// A random bundled word of `level`; of any level if it has none.
    public func randomWord(level: WordLevel) -> String {
        words[level]?.randomElement()
            ?? words.values.flatMap { $0 }.randomElement()
            ?? Self.lastResort.randomElement()!
    }

    /// A bundled puzzle of `level`, never nil: the list holds only playable words.
    public func randomPuzzle(level: WordLevel) -> Puzzle {
        Puzzle.playable(randomWord(level: level)) ?? Puzzle.playable(Self.lastResort[0])!
    }

    /// The hint for `word` (English only): WordNet's first sense, which never contains the word.
    public func hint(for word: String) -> String? {
        hints[word] ?? hints[word.lowercased()]
    }

    /// The same filter as the bundled list's, for a word from the network: 4 to 12 letters
    /// that fold to A–Z, none of the language's own letters, not denied, and common enough
    /// to be in the frequency table, whose Zipf frequency gives its level.
    public func check(_ word: String) -> Verdict {
        guard Self.lengths.contains(word.count) else { return .rejected(.length) }
        guard word.allSatisfy({ !language.ownLetters.contains($0) }),
              word.allSatisfy({ if case .hidden = CharacterRole(of: $0) { true } else { false } }),
              Puzzle.playable(word) != nil
        else { return .rejected(.letters) }
        let key = word.lowercased()
        guard !denied.contains(key) else { return .rejected(.denied) }
        guard let zipf = frequency[key], zipf >= Self.minimumZipf else { return .rejected(.rare) }
        return .accepted(WordLevel.of(word, zipf: zipf))
    }
}

extension WordLexicon {
    /// A lexicon that accepts exactly `words`, each at `level` where its length allows (tests):
    /// the frequency it gives each word is the one that puts it at `level`.
    /// With `bundledFrom`, its bundled words are the language's real list in that directory.
    package static func accepting(
        _ words: [String], at level: WordLevel, language: WordLanguage = .english, bundledFrom directory: String? = nil
    ) -> WordLexicon {
        var frequency: [String: Double] = [:]
        for word in words {
            let zipf = [4.5, 3.8, 3.3].first { WordLevel.of(word, zipf: $0) == level } ?? 3.8
            frequency[word.lowercased()] = zipf
        }
        let bundled = directory.map { WordLexicon(language: language, directory: $0).words } ?? [level: words]
        return WordLexicon(language: language, words: bundled, frequency: frequency)
    }
}
