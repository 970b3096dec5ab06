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

    @Test("each language's list loads with every level, every word playable and accepted by its own filter at its level",
          arguments: WordLanguage.allCases)
    func listsLoad(language: WordLanguage) {
        let lexicon = Self.lexicon(language)
        for level in WordLevel.allCases {
            let words = lexicon.words[level] ?? []
            // Italian's Hard is the smallest (about 300): only words with a meaning are listed.
            #expect(words.count >= 250, "\(language) \(level): \(words.count)")
            let disagreeing = words.filter { lexicon.check($0) != .accepted(lexicon.entry(for: $0)!) || lexicon.entry(for: $0)?.level != level }
            #expect(disagreeing.isEmpty, "\(language) \(level): the filter and the list disagree on \(disagreeing.prefix(5))")
        }
    }

    @Test("a bundled deal is of the level asked for, or of the category", arguments: WordLevel.allCases)
    func dealsTheChoice(level: WordLevel) {
        let lexicon = Self.lexicon(.french)
        for _ in 0..<20 {
            let word = lexicon.randomWord(WordChoice(language: .french, level: level))
            #expect(lexicon.entry(for: word)?.level == level)
            let animal = lexicon.randomWord(WordChoice(language: .french, level: level, category: .animals))
            #expect(lexicon.entry(for: animal)?.category == .animals, "\(animal)")
        }
    }

    @Test("the categories offered in a language hold at least 100 words each", arguments: WordLanguage.allCases)
    func offeredCategories(language: WordLanguage) {
        let lexicon = Self.lexicon(language)
        let offered = WordLexicon.offeredCategories(in: language, directory: Self.directory)
        #expect(offered.count >= 2, "\(language): \(offered)")
        for category in offered {
            #expect((lexicon.categoryWords[category]?.count ?? 0) >= WordCategory.minimumWords, "\(language) \(category)")
        }
        #expect(WordLexicon.offeredCategories(in: language, directory: "/nonexistent").isEmpty, "no file, no category")
    }

    @Test("a category the word language does not offer deals every category, and is kept for the others")
    func categoryNotOffered() {
        let animals = WordChoice(language: .spanish, level: .hard, category: .animals)
        #expect(animals.offering([.objects, .actions]) == WordChoice(language: .spanish, level: .hard))
        #expect(animals.offering([.animals]) == animals)
        #expect(WordChoice(language: .english, level: .easy).offering([]) == WordChoice(language: .english, level: .easy))
        #expect(animals.queueKind == "words-es-animals" && animals.offering([]).queueKind == "words-es-hard")
    }

    @Test("accents fold to A–Z: French élève and Italian perché play as ELEVE and PERCHE")
    func accentsFold() throws {
        let puzzle = try #require(Puzzle.playable("élève"))
        #expect(puzzle.letters == [.known("E"), .known("L"), .known("V")])
        let lexicon = WordLexicon(
            language: .french, entries: [WordEntry(word: "élève", level: .hard), WordEntry(word: "garçon", level: .normal)])
        #expect(lexicon.check("élève") == .accepted(WordEntry(word: "élève", level: .hard)))
        #expect(lexicon.check("ÉLÈVE") == .accepted(WordEntry(word: "élève", level: .hard)), "whatever the case")
        #expect(lexicon.check("garçon") == .accepted(WordEntry(word: "garçon", level: .normal)))
    }

    @Test("Spanish Ñ is a letter of its own: a word with it is dealt, bundled or online, with Ñ to find")
    func spanishEñe() {
        let lexicon = WordLexicon.accepting(["niño", "montaña", "castillo"], at: .normal, language: .spanish)
        #expect(lexicon.check("montaña") == .accepted(WordEntry(word: "montaña", level: .normal)))
        #expect(lexicon.check("castillo") == .accepted(WordEntry(word: "castillo", level: .normal)))
        #expect(Self.lexicon(.spanish).words.values.joined().contains("montaña"), "the bundled list has its ñ words")
        #expect(lexicon.randomPuzzle(WordChoice(language: .spanish, level: .normal)).alphabet == .spanish)
        let french = WordLexicon.accepting(["piña"], at: .hard, language: .french)
        #expect(french.check("piña") == .accepted(WordEntry(word: "piña", level: .hard)), "in another language Ñ folds to N like any accent")
    }

    @Test("ß, Œ and Æ are dealt: ß is found with S, a ligature is two letters (œuf has four)", arguments: ["Straße", "cœur", "œuvre", "œuf"])
    func ligatures(word: String) {
        for language in WordLanguage.allCases {
            #expect(WordLexicon.accepting([word], at: .hard, language: language).check(word) == .accepted(WordEntry(word: word, level: .hard)))
        }
    }

    @Test("the bundled lists hold the common words with ß and Œ")
    func bundledOwnLetters() {
        #expect(Self.lexicon(.german).entry(for: "Straße") != nil)
        #expect(Self.lexicon(.french).entry(for: "sœur") != nil)
        #expect(Self.lexicon(.french).entry(for: "cœur") != nil)
    }

    @Test("online words outside 4 to 12 letters, with other characters, denied or not in the levelled list are rejected")
    func filter() {
        let listed = ["cat", "meadow", "characteristics", "sexy", "x1ab", "a-bc"].map { WordEntry(word: $0, level: .normal) }
        let lexicon = WordLexicon(language: .english, entries: listed, denied: ["Sexy"])
        #expect(lexicon.check("cat") == .rejected(.length))
        #expect(lexicon.check("characteristics") == .rejected(.length))
        #expect(lexicon.check("x1ab") == .rejected(.letters))
        #expect(lexicon.check("a-bc") == .rejected(.letters))
        #expect(lexicon.check("aaaa") == .rejected(.letters), "fewer than 3 distinct letters")
        #expect(lexicon.check("sexy") == .rejected(.denied), "the deny list matches whatever the case")
        #expect(lexicon.check("whereupon") == .rejected(.unlisted), "not in the list")
        #expect(lexicon.check("meadow") == .accepted(WordEntry(word: "meadow", level: .normal)))
    }

    @Test("the real lists: obscure words, inflections and names are not listed; common base forms are, with their kind")
    func realLists() throws {
        let english = Self.lexicon(.english)
        #expect(english.check("sesquipedalian") == .rejected(.length))
        #expect(english.check("abridge") == .rejected(.unlisted))
        #expect(english.check("whereupon") == .rejected(.unlisted))
        #expect(english.check("gardens") == .rejected(.unlisted), "an inflected form")
        #expect(english.check("google") != .accepted(WordEntry(word: "google", level: .normal)))
        #expect(english.check("rape") == .rejected(.denied))
        let elephant = try #require(english.entry(for: "elephant"))
        #expect(elephant.category == .animals && elephant.partOfSpeech == .noun)
        #expect(english.entry(for: "rabbit")?.category == .animals)
        #expect(english.entry(for: "ship")?.category != .actions, "the review's noun is no action")
        #expect(Self.lexicon(.french).entry(for: "chien")?.category == .animals)
        #expect(Self.lexicon(.german).entry(for: "Fenster")?.partOfSpeech == .noun)
    }

    @Test("every word's meaning shows at the end, in every language; definitions in the word's own language never hold it")
    func meanings() throws {
        for language in WordLanguage.allCases {
            let lexicon = Self.lexicon(language)
            let all = WordLevel.allCases.flatMap { lexicon.words[$0] ?? [] }
            let unexplained = all.filter { lexicon.facts(for: $0)?.meaning?.isEmpty != false }
            #expect(unexplained.isEmpty, "\(language): no meaning for \(unexplained.prefix(5))")
            for word in all {
                if let definition = lexicon.facts(for: word)?.definition {
                    #expect(!definition.lowercased().contains(word.lowercased()), "\(language) \(word): \(definition)")
                }
            }
        }
        let english = Self.lexicon(.english)
        let all = WordLevel.allCases.flatMap { english.words[$0] ?? [] }
        let defined = all.filter { english.facts(for: $0)?.definition != nil }
        #expect(defined.count == all.count, "every word has the review's definition")
        let french = Self.lexicon(.french)
        #expect(french.facts(for: "lanterne")?.meaning == "lantern")
        #expect(french.facts(for: "chien")?.meaning == "dog")
        #expect(french.facts(for: "chien")?.definition == "Animal domestique qui aboie", "the review's definition, in French")
        #expect(Self.lexicon(.spanish).facts(for: "castillo")?.definition == "Edificio grande con torres y murallas para defenderse",
                "Spanish words have their own definitions too")
        let elephant = try #require(english.facts(for: "elephant"))
        #expect(elephant.meaning == elephant.definition && elephant.meaning?.contains("trunk") == true, "an English word's meaning is its reviewed definition")
    }

    @Test("the end of a game gives a word's own definition, then, for another language than English, its English")
    func endMeaning() throws {
        let chat = WordFacts(partOfSpeech: .noun, definition: "Petit animal domestique qui miaule", meaning: "cat")
        let french = try #require(chat.endMeaning(in: .french))
        #expect(french.definition == "Petit animal domestique qui miaule" && french.inEnglish == "cat")
        let cat = WordFacts(definition: "a small furry pet that purrs", meaning: "a small furry pet that purrs")
        let english = try #require(cat.endMeaning(in: .english))
        #expect(english.definition == "a small furry pet that purrs" && english.inEnglish == nil, "said once")
        let lanterne = try #require(WordFacts(meaning: "lantern").endMeaning(in: .french))
        #expect(lanterne.definition == "lantern" && lanterne.inEnglish == nil, "a word with no definition shows its meaning alone")
        #expect(WordFacts().endMeaning(in: .french) == nil)
    }

    @Test("the lists' lines split into fields on tabs, each trimmed, and lines with no first field are skipped")
    func rowsOfAList() {
        let text = "chat\tnormal\tnoun\tanimals\r\n\n  \n\tno word\n  élève \t hard\u{00A0}\t\t\nlast"
        #expect(WordLexicon.rows(in: Array(text.utf8)) == [
            ["chat", "normal", "noun", "animals"],
            ["élève", "hard", "", ""],
            ["last"],
        ])
        #expect(WordLexicon.rows(in: []).isEmpty)
        #expect(WordLexicon.rows(in: Array("\u{00A0}mot\u{2003}\t\u{FFFD}".utf8)) == [["mot", "\u{FFFD}"]])
    }

    @Test("a list's line gives an entry whatever the white space around its fields; a line without a word or a known level gives none")
    func entriesOfAList() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            try " Hund \t normal \t noun\t animals \r\n\nKatze\tbogus\tnoun\n\tnormal\nBaum\thard\u{00A0}\tnoun\t\nMaus\teasy\tthing\tnowhere\n"
                .write(toFile: "\(directory)/de.txt", atomically: true, encoding: .utf8)
            let lexicon = WordLexicon(language: .german, directory: directory)
            #expect(lexicon.entry(for: "hund") == WordEntry(word: "Hund", level: .normal, partOfSpeech: .noun, category: .animals))
            #expect(lexicon.entry(for: "Baum") == WordEntry(word: "Baum", level: .hard, partOfSpeech: .noun))
            #expect(lexicon.entry(for: "Maus") == WordEntry(word: "Maus", level: .easy), "unknown kind and category: none")
            #expect(lexicon.entry(for: "Katze") == nil)
            #expect(lexicon.words.values.map(\.count).reduce(0, +) == 3)
        }
    }

    @Test("a word's meaning comes from its file: any case, the last line of the word, none when blank")
    func meaningsOfAFile() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            try "Hund\tnormal\tnoun\tanimals\nKatze\tnormal\tnoun\tanimals\nBaum\tnormal\tnoun\t\n"
                .write(toFile: "\(directory)/de.txt", atomically: true, encoding: .utf8)
            try "Hund\told meaning\t\nKatze\t \tEin Haustier\nHund\tdog\tEin Tier, das bellt.\u{00A0}\nBaum\ttree\t\n\nno tab\n"
                .write(toFile: "\(directory)/de-meanings.txt", atomically: true, encoding: .utf8)
            let lexicon = WordLexicon(language: .german, directory: directory)
            let dog = try #require(lexicon.facts(for: "HUND"))
            #expect(dog.meaning == "dog" && dog.definition == "Ein Tier, das bellt.", "the last line wins, trimmed")
            #expect(dog.category == .animals)
            #expect(lexicon.facts(for: "Katze")?.meaning == nil, "a blank meaning is none, and its definition goes with it")
            #expect(lexicon.facts(for: "baum")?.meaning == "tree" && lexicon.facts(for: "baum")?.definition == nil)
            #expect(lexicon.facts(for: "no tab") == nil)
        }
        let given = WordLexicon(language: .english, entries: [], meanings: ["cat": ("a small feline", nil)])
        #expect(given.facts(for: "Cat")?.meaning == "a small feline")
    }

    @Test("a meaning found by halves in the sorted file is the one a plain reading of the file gives, for every line and word",
          arguments: WordLanguage.allCases)
    func meaningsFoundByHalves(language: WordLanguage) throws {
        let lexicon = Self.lexicon(language)
        let text = try String(contentsOfFile: "\(Self.directory)/\(language.rawValue)-meanings.txt", encoding: .utf8)
        var expected: [String: (meaning: String, definition: String?)] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else { continue }
            expected[fields[0].lowercased()] = (fields[1], fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil)
        }
        #expect(expected.count > 3000)
        let listed = WordLevel.allCases.flatMap { lexicon.words[$0] ?? [] }
        for word in Set(expected.keys).union(listed.map { $0.lowercased() }) {
            let found = lexicon.facts(for: word.prefix(1).uppercased() + word.dropFirst())  // any case (ß has no capital here)
            #expect(found?.meaning == expected[word]?.meaning && found?.definition == expected[word]?.definition, "\(language) \(word)")
        }
        for absent in ["", "a", "zzzzzz", "\u{00FF}\u{00FF}", "aaaaaaaa"] where expected[absent] == nil {
            #expect(lexicon.facts(for: absent)?.meaning == nil, "\(language) \(absent)")
        }
    }

    @Test("a meanings file out of order, with a word twice or lines without a word, is put in order: every word is found")
    func meaningsOutOfOrder() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let words = (0..<200).map { "word\(String($0, radix: 7))" }
            try words.map { "\($0)\tfirst" }.joined(separator: "\n").write(toFile: "\(directory)/en.txt", atomically: true, encoding: .utf8)
            let lines = words.shuffled().map { "\($0.uppercased())\tmeans \($0)\tdefined" } + ["", "\t\t", "WORD0\tsaid again\t"]
            try (lines.joined(separator: "\r\n") + "\n").write(toFile: "\(directory)/en-meanings.txt", atomically: true, encoding: .utf8)
            let lexicon = WordLexicon(language: .english, directory: directory)
            for word in words.dropFirst() {
                #expect(lexicon.facts(for: word)?.meaning == "means \(word)" && lexicon.facts(for: word)?.definition == "defined")
            }
            #expect(lexicon.facts(for: "word0")?.meaning == "said again" && lexicon.facts(for: "word0")?.definition == nil,
                    "the last line of a word wins")
            #expect(lexicon.facts(for: "word")?.meaning == nil && lexicon.facts(for: "")?.meaning == nil)
        }
        let given = WordLexicon(language: .english, entries: [], meanings: ["dog": ("a pet\twith\nlines", "barks"), "cat": ("feline", nil)])
        #expect(given.facts(for: "DOG")?.meaning == "a pet with lines" && given.facts(for: "dog")?.definition == "barks")
        #expect(given.facts(for: "cat")?.meaning == "feline" && given.facts(for: "cat")?.definition == nil)
    }

    @Test("a list out of order, or with a word twice, still finds every word: its last line wins; the real lists are in order")
    func entriesOutOfOrder() {
        let words = (0..<300).map { "Wort\(String($0, radix: 5))" }.shuffled()
        var entries = words.map { WordEntry(word: $0, level: .easy) }
        entries.append(WordEntry(word: words[7].uppercased(), level: .hard, category: .animals))
        let lexicon = WordLexicon(language: .german, entries: entries)
        for word in words where word != words[7] {
            #expect(lexicon.entry(for: word.lowercased()) == WordEntry(word: word, level: .easy), "\(word)")
        }
        #expect(lexicon.entry(for: words[7]) == WordEntry(word: words[7].uppercased(), level: .hard, category: .animals))
        #expect(lexicon.entry(for: "Wort") == nil && lexicon.entry(for: "") == nil && lexicon.entry(for: "zzz") == nil)
        #expect(lexicon.words[.easy]?.count == 300, "every line is dealt, as before")
        for language in WordLanguage.allCases {
            let real = Self.lexicon(language)
            let listed = WordLevel.allCases.flatMap { real.words[$0] ?? [] }
            #expect(listed.allSatisfy { real.entry(for: $0)?.word == $0 }, "\(language)")
        }
    }

    @Test("a missing directory deals the last-resort words")
    func missingFiles() {
        let lexicon = WordLexicon(language: .italian, directory: "/nonexistent/hangman/words")
        #expect(WordLexicon.lastResort.contains(lexicon.randomWord(WordChoice(language: .italian, level: .easy))))
        #expect(lexicon.check("gatto") == .rejected(.unlisted))
        #expect(lexicon.facts(for: "gatto") == nil)
    }

    @Test("a won game's points grow with the word's level: records compare across levels")
    func scoreFactor() {
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 2, won: true, factor: WordLevel.easy.scoreFactor) == 30)
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 2, won: true, factor: WordLevel.normal.scoreFactor) == 60)
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 2, won: true, factor: WordLevel.hard.scoreFactor) == 90)
        #expect(Score.points(distinctLetters: 6, wrongGuesses: 2, won: false, factor: 3) == 0)
        let hardWithErrors = Score.points(distinctLetters: 5, wrongGuesses: 3, won: true, factor: WordLevel.hard.scoreFactor)
        let easyFlawless = Score.points(distinctLetters: 8, wrongGuesses: 0, won: true, factor: WordLevel.easy.scoreFactor)
        #expect(hardWithErrors > easyFlawless, "a Hard win with 3 errors beats a flawless Easy one")
        var game = Game(puzzle: Puzzle.playable("potiron")!, scoreFactor: WordLevel.hard.scoreFactor)
        for letter in "XQPOTIRN" { _ = game.guess(.known(letter)) }
        #expect(game.score == 6 * 5 * 3)
        #expect(PuzzleDeal.word(DealtWord(game.puzzle, origin: .online, choice: WordChoice(language: .french, level: .hard))).scoreFactor == 3)
        #expect(PuzzleDeal.word(DealtWord(game.puzzle, origin: .online)).scoreFactor == 1, "no level, no factor")
    }

    @Test("a word's hints: its kind after the first error (unless its category was picked), its definition after the third")
    func wordHints() {
        let facts = WordFacts(partOfSpeech: .noun, category: .plants, definition: "a large round orange fruit", meaning: "pumpkin")
        let all = PuzzleDeal.word(DealtWord(
            Puzzle.playable("pumpkin")!, origin: .online, choice: WordChoice(language: .english, level: .hard), facts: facts))
        #expect(all.hints(forWrongGuesses: 0).isEmpty)
        #expect(all.hints(forWrongGuesses: 1) == [.category(.plants)])
        #expect(all.hints(forWrongGuesses: 3) == [.category(.plants), .definition("a large round orange fruit")])
        let picked = PuzzleDeal.word(DealtWord(
            Puzzle.playable("pumpkin")!, origin: .chosenList, choice: WordChoice(language: .english, level: .hard, category: .plants),
            facts: facts))
        #expect(picked.hints(forWrongGuesses: 1).isEmpty, "the player knows the category already")
        #expect(picked.hints(forWrongGuesses: 3) == [.definition("a large round orange fruit")])
        let verb = PuzzleDeal.word(DealtWord(Puzzle.playable("abandon")!, origin: .online, facts: WordFacts(partOfSpeech: .verb)))
        #expect(verb.hints(forWrongGuesses: 5) == [.partOfSpeech(.verb)], "no category: the part of speech")
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

    @Test("the stored language is read ahead without a store: nothing is moved, and a file that cannot say gives nil")
    func storedLanguagePeek() throws {
        try TestSupport.withTemporaryDirectorySync { directory in
            let path = directory + "/settings.json"
            #expect(WordSettings.storedLanguage(inSettingsAt: path) == nil, "no file")
            try WordSettings(store: KeyValueStore(path: path), desktopLanguage: .english).setLanguage(.italian)
            #expect(WordSettings.storedLanguage(inSettingsAt: path) == .italian)

            let broken = directory + "/broken.json"
            try "{ not json".write(toFile: broken, atomically: true, encoding: .utf8)
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            #expect(WordSettings.storedLanguage(inSettingsAt: broken) == nil)
            #expect(try String(contentsOfFile: broken, encoding: .utf8) == "{ not json", "left as it was, not moved aside")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == filesBefore, "no file made, none moved")

            let fifo = directory + "/fifo.json"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(WordSettings.storedLanguage(inSettingsAt: fifo) == nil, "a FIFO is refused at once, not waited on")
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
