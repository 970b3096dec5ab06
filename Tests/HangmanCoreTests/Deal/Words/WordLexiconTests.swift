import Foundation
import Testing
@testable import HangmanCore
import HangmanTestSupport

@Suite("The bundled words of each language, and the filter online words pass")
struct WordLexiconTests {
    private static let directory = TestSupport.repositoryRoot.appendingPathComponent("data/words").path

    private static func lexicon(_ language: WordLanguage) -> WordLexicon {
        WordLexicon(language: language, directory: directory)
    }

    @Test("each language's list loads with every level, every word playable and accepted by its own filter",
          arguments: WordLanguage.allCases)
    func listsLoad(language: WordLanguage) {
        let lexicon = Self.lexicon(language)
        for level in WordLevel.allCases {
            let words = lexicon.words[level] ?? []
            #expect(words.count >= 1_000, "\(language) \(level): \(words.count)")
            let disagreeing = words.filter { lexicon.check($0) != .accepted(level) }
            #expect(disagreeing.isEmpty, "\(language) \(level): the filter and the list disagree on \(disagreeing.prefix(5))")
        }
    }

    @Test("a bundled deal is of the level asked for", arguments: WordLevel.allCases)
    func dealsTheLevel(level: WordLevel) {
        let lexicon = Self.lexicon(.french)
        for _ in 0..<20 {
            let word = lexicon.randomWord(level: level)
            #expect(lexicon.words[level]?.contains(word) == true)
        }
    }

    @Test("accents fold to A–Z: French élève and Italian perché play as ELEVE and PERCHE")
    func accentsFold() throws {
        let puzzle = try #require(Puzzle.playable("élève"))
        #expect(puzzle.letters == [.known("E"), .known("L"), .known("V")])
        let lexicon = WordLexicon(language: .french, words: [:], frequency: ["élève": 3.8, "garçon": 3.8])
        #expect(lexicon.check("élève") == .accepted(.hard), "5 letters: one point more than its frequency gives")
        #expect(lexicon.check("ÉLÈVE") == .accepted(.hard), "whatever the case")
        #expect(lexicon.check("garçon") == .accepted(.normal))
    }

    @Test("Spanish Ñ is a letter of its own: a word with it is never dealt, bundled or online")
    func spanishEñe() {
        let lexicon = WordLexicon.accepting(["niño", "montaña", "castillo"], at: .normal, language: .spanish)
        #expect(lexicon.check("montaña") == .rejected(.letters))
        #expect(lexicon.check("MONTAÑA") == .rejected(.letters))
        #expect(lexicon.check("castillo") == .accepted(.normal))
        #expect(Self.lexicon(.spanish).words.values.joined().allSatisfy { !$0.contains("ñ") })
        let french = WordLexicon.accepting(["piña"], at: .hard, language: .french)
        #expect(french.check("piña") == .accepted(.hard), "in another language Ñ folds to N like any accent")
    }

    @Test("ß, Œ and Æ fold to no letter: no word with one is dealt in any language", arguments: ["Straße", "cœur", "œuvre", "ægis"])
    func ligatures(word: String) {
        for language in WordLanguage.allCases {
            #expect(WordLexicon.accepting([word], at: .hard, language: language).check(word) == .rejected(.letters))
            #expect(!Self.lexicon(language).words.values.joined().contains(word))
        }
    }

    @Test("online words outside 4 to 12 letters, with other characters, denied or rare are rejected")
    func filter() {
        let lexicon = WordLexicon(
            language: .english, words: [:],
            frequency: ["cat": 4.5, "meadow": 3.8, "characteristics": 4.5, "sexy": 4.0, "x1ab": 4.0, "a-bc": 4.0],
            denied: ["Sexy"])
        #expect(lexicon.check("cat") == .rejected(.length))
        #expect(lexicon.check("characteristics") == .rejected(.length))
        #expect(lexicon.check("x1ab") == .rejected(.letters))
        #expect(lexicon.check("a-bc") == .rejected(.letters))
        #expect(lexicon.check("aaaa") == .rejected(.letters), "fewer than 3 distinct letters")
        #expect(lexicon.check("sexy") == .rejected(.denied), "the deny list matches whatever the case")
        #expect(lexicon.check("whereupon") == .rejected(.rare), "not in the frequency table")
        #expect(lexicon.check("meadow") == .accepted(.normal))
    }

    @Test("the real tables reject obscure words and level common ones")
    func realTables() {
        let english = Self.lexicon(.english)
        #expect(english.check("sesquipedalian") == .rejected(.length))
        #expect(english.check("abridge") == .rejected(.rare))
        #expect(english.check("whereupon") == .rejected(.rare))
        #expect(english.check("garden") == .accepted(.easy))
        #expect(english.check("rape") == .rejected(.denied))
        #expect(Self.lexicon(.german).check("Haus") == .accepted(.normal), "very common, but short")
        #expect(Self.lexicon(.german).check("Pinsel") == .accepted(.hard))
        #expect(Self.lexicon(.french).check("maison") == .accepted(.easy))
    }

    @Test("English words have WordNet hints that never contain the word")
    func hints() {
        let english = Self.lexicon(.english)
        let hinted = WordLevel.allCases.flatMap { english.words[$0] ?? [] }.filter { english.hint(for: $0) != nil }
        #expect(hinted.count >= 3_000)
        for word in hinted {
            #expect(english.hint(for: word)?.lowercased().contains(word.lowercased()) == false, "\(word)")
        }
        #expect(Self.lexicon(.french).hint(for: "maison") == nil, "no hint data, no hint")
    }

    @Test("a missing directory deals the last-resort words")
    func missingFiles() {
        let lexicon = WordLexicon(language: .italian, directory: "/nonexistent/hangman/words")
        #expect(WordLexicon.lastResort.contains(lexicon.randomWord(level: .easy)))
        #expect(lexicon.check("gatto") == .rejected(.rare))
    }

    @Test("the level rule: rarity, a short word and many distinct letters each add a point")
    func levelRule() {
        #expect(WordLevel.of("garden", zipf: 4.6) == .easy)
        #expect(WordLevel.of("cat", zipf: 5.0) == .normal)
        #expect(WordLevel.of("meadow", zipf: 3.8) == .normal)
        #expect(WordLevel.of("meadow", zipf: 3.3) == .hard)
        #expect(WordLevel.of("thunderclaps", zipf: 4.5) == .normal, "9 distinct letters")
        #expect(WordLevel.of("jazz", zipf: 3.6) == .hard)
    }
}

@Suite("The word language and level the player plays")
struct WordSettingsTests {
    @Test("the default follows LANGUAGE, then LC_ALL, LC_MESSAGES and LANG", arguments: [
        (["LANGUAGE": "fr_FR:en"], WordLanguage.french),
        (["LANGUAGE": "pt_BR:de:en", "LANG": "fr_FR.UTF-8"], .german),
        (["LANGUAGE": "", "LC_ALL": "es_ES.UTF-8", "LANG": "fr_FR.UTF-8"], .spanish),
        (["LC_MESSAGES": "it_IT@euro", "LANG": "fr_FR.UTF-8"], .italian),
        (["LANG": "de_CH.UTF-8"], .german),
        (["LANGUAGE": "fr"], .french),
        (["LANGUAGE": "pt_BR", "LANG": "pt_BR.UTF-8"], .english),
        (["LANG": "C.UTF-8"], .english),
        ([:], .english),
    ])
    func desktopDefault(environment: [String: String], expected: WordLanguage) {
        #expect(WordLanguage.desktopDefault(environment: environment) == expected)
    }

    @Test("Preferences' language wins over the desktop's and is stored; clearing it follows the desktop again")
    func languageOverride() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let settings = WordSettings(store: KeyValueStore(path: path), desktopLanguage: .french)
            #expect(settings.language == .french)
            try settings.setLanguage(.german)
            #expect(WordSettings(store: KeyValueStore(path: path), desktopLanguage: .french).language == .german, "on disk")
            try settings.setLanguage(nil)
            #expect(settings.language == .french)
            #expect(settings.chosenLanguage == nil)
        }
    }

    @Test("the level is Normal until one is chosen, and is remembered")
    func level() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/store.json"
            let settings = WordSettings(store: KeyValueStore(path: path), desktopLanguage: .english)
            #expect(settings.choice == WordChoice(language: .english, level: .normal))
            try settings.setLevel(.hard)
            #expect(WordSettings(store: KeyValueStore(path: path), desktopLanguage: .english).level == .hard)
        }
    }

    @Test("a stored language or level this version does not know is ignored")
    func unknownValues() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let store = KeyValueStore(path: directory + "/store.json")
            try store.set("klingon", forKey: WordSettings.languageKey)
            try store.set("extreme", forKey: WordSettings.levelKey)
            let settings = WordSettings(store: store, desktopLanguage: .italian)
            #expect(settings.choice == WordChoice(language: .italian, level: .normal))
        }
    }
}
