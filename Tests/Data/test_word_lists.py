"""The bundled word lists: sizes, base forms, deny lists, levels, hints and their credits."""
import re
import unicodedata

import pytest

from wordlist_quality import ENDINGS, LANGUAGES, LEVELS, WORDS, entries, inflected_forms, meanings, rows

CATEGORIES = ("animals", "food", "plants", "body", "clothes", "objects", "places", "nature", "people", "sport",
              "feelings", "time", "actions")


FUNCTION_WORDS = {
    "en": ["that", "whereupon", "unto", "which", "would", "there", "these", "those", "about", "their"],
    "fr": ["avec", "dans", "pour", "mais", "leur", "cette", "quoi", "donc", "aussi", "parce"],
    "es": ["para", "pero", "como", "este", "donde", "porque", "aunque", "nosotros", "cuando"],
    "de": ["aber", "oder", "wenn", "dass", "nicht", "diese", "welche", "weil", "etwas", "anhand", "mittels", "weder", "irgendwer"],
    "it": ["anche", "perché", "questo", "quello", "dove", "quando", "sono", "della", "nostro"],
}


def folds_to_a_z(character: str) -> bool:
    decomposed = unicodedata.normalize("NFD", character)
    return decomposed[0].isascii() and decomposed[0].isalpha() and all(
        unicodedata.category(mark).startswith("M") for mark in decomposed[1:])


def deny_list(lang: str) -> set[str]:
    lines = (WORDS / f"deny-{lang}.txt").read_text(encoding="utf-8").splitlines()
    return {line.strip().lower() for line in lines if line.strip() and not line.startswith("#")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_least_3000_common_words_in_each_language(lang):
    assert len(entries(lang)) >= 3000


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_most_5_percent_are_inflected_forms_of_another_entry(lang):
    share = len(inflected_forms(lang)) / len(entries(lang))
    assert share <= 0.05, f"{lang}: {share:.1%} inflected, e.g. {inflected_forms(lang)[:10]}"


def test_the_inflection_measure_finds_what_it_should():
    """The old English list, where 44 % were plurals and conjugations, would fail."""
    import wordlist_quality

    old = ["error", "errors", "deny", "denying", "denied", "cable", "cabled", "garden", "gardens", "stop", "stopped"]
    original = wordlist_quality.entries
    wordlist_quality.entries = lambda lang: [(word, "normal") for word in old]
    try:
        found = dict(wordlist_quality.inflected_forms("en"))
    finally:
        wordlist_quality.entries = original
    assert found == {"errors": "error", "denying": "deny", "denied": "deny", "cabled": "cable",
                     "gardens": "garden", "stopped": "stop"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_function_words(lang):
    words = {word.lower() for word, _ in entries(lang)}
    assert not words & set(FUNCTION_WORDS[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_denied_word_is_listed(lang):
    denied = deny_list(lang)
    assert len(denied) >= 40
    assert not {word.lower() for word, _ in entries(lang)} & denied


# The letters beyond A-Z each language's keyboard finds (see Alphabet in Letter.swift): Ñ has
# its own key in Spanish; ß is found with S; Œ and Æ are two letters each.
OWN_LETTERS = {"es": set("ñ"), "de": set("ß"), "fr": set("œæ")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_is_playable_on_its_language_s_keyboard(lang):
    for word, _ in entries(lang):
        letters = sum(2 if c in "œæ" else 1 for c in word.lower())
        assert 4 <= letters <= 12, word
        assert all(folds_to_a_z(c) or c.lower() in OWN_LETTERS.get(lang, ()) for c in word), word


def test_the_common_words_with_their_own_letters_are_dealt():
    listed = {lang: {word for word, _ in entries(lang)} for lang in ("es", "de", "fr")}
    # (pequeño is left out: a player who knows Spanish, not the list, loses it one game in two.)
    assert {"mañana", "montaña", "niño", "araña"} <= listed["es"], "Spanish words with ñ"
    assert {"Straße", "Spaß"} <= listed["de"], "German words with ß"
    assert {"cœur", "sœur", "œuf"} <= listed["fr"], "French words with œ"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_level_holds_at_least_250_words(lang):
    """Italian's Hard is the smallest (about 300): only words that have a meaning are dealt,
    and a smaller list is easier for the simulated player."""
    levels = [level for _, level in entries(lang)]
    assert set(levels) == set(LEVELS)
    for level in LEVELS:
        assert levels.count(level) >= 250, f"{lang} {level}: {levels.count(level)} of {len(levels)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_has_a_meaning_and_a_part_of_speech_or_a_category(lang):
    """The first hint is the category, else the part of speech; the end panel gives the meaning
    of every word, won or lost, so a word without one is not dealt."""
    listed = rows(lang)
    without_kind = [row[0] for row in listed if not row[2] and not row[3]]
    assert len(without_kind) <= 0.5 * len(listed), f"{lang}: {len(without_kind)} words without a kind, e.g. {without_kind[:10]}"
    assert all(row[2] in ("", "noun", "verb", "adj", "adv") for row in listed)
    assert all(row[3] in ("",) + CATEGORIES for row in listed)
    table = meanings(lang)
    words = {row[0] for row in listed}
    assert set(table) == words, f"{lang}: no meaning for {sorted(words - set(table))[:10]}"
    assert all(meaning.strip() and meaning != "N/A" and len(meaning) <= 160 for meaning, _ in table.values())
    if lang != "en":
        # Mostly English translations ("lanterne — lantern"), which a learner wants; the few others
        # are the word's own definition.
        english = [word for word, (meaning, _) in table.items() if meaning[:1].islower()]
        assert len(english) >= 0.9 * len(words), f"{lang}: {len(english)} English meanings of {len(words)}"


def reviewed_facts(lang: str) -> dict[str, list[str]]:
    """word: [part of speech, hint, English meaning?] of data/words/review-facts-<lang>.tsv."""
    path = WORDS / f"review-facts-{lang}.tsv"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return {fields[0]: fields[1:] for fields in (line.split("\t") for line in lines if line.strip() and not line.startswith("#"))}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dealt_word_has_a_reviewed_entry_a_first_hint_and_an_own_language_hint(lang):
    """A native-speaking review read every word dealt: the list's part of speech and the hint
    after three wrong letters are the review's, in the word's own language, and every word has
    a first hint (its category or part of speech). For English, the meaning shown at the end is
    that reviewed definition too (WordNet's first sense was often a rare one: acre, a region
    of Brazil; canary, an informer)."""
    facts = reviewed_facts(lang)
    table = meanings(lang)
    unreviewed = [row[0] for row in rows(lang) if row[0] not in facts]
    assert not unreviewed, f"{lang}: {len(unreviewed)} dealt words without a reviewed entry: {unreviewed[:10]}"
    for word, pos, category in ((row[0], row[2], row[3]) for row in rows(lang)):
        assert pos or category, f"{lang} {word}: no first hint"
        # Actions are what verbs name: a ship or a puzzle is none, and to sit is no body part.
        assert (category == "actions") == (pos == "verb") or (pos == "verb" and not category), f"{lang} {word}: {pos}, {category}"
        assert pos == facts[word][0], f"{lang} {word}: {pos}, reviewed {facts[word][0]}"
        meaning, hint = table[word]
        assert hint and hint == facts[word][1], f"{lang} {word}: hint {hint!r}"
        if lang == "en":
            assert meaning == hint, f"{word}: {meaning!r}"
        elif len(facts[word]) > 2:
            assert meaning == facts[word][2], f"{lang} {word}: the review's English {facts[word][2]!r}, shown {meaning!r}"
    if lang == "en":
        for word, rare in [("acre", "Brazil"), ("canary", "informer"), ("chess", "weed"), ("beaver", "Oregon")]:
            if word in table:
                assert rare not in table[word][0], f"{word}: {table[word][0]}"


def test_the_own_language_hints_are_in_their_language():
    """Spanish had no hint at all, and Italian had one for a word in four: a common word of each
    language now has its own definition, written in its language (not the English meaning)."""
    for lang, word, expected in [("es", "ventana", "ventana"), ("it", "finestra", "finestra"), ("de", "Fenster", "Fenster"),
                                 ("fr", "fenêtre", "fenêtre")]:
        meaning, hint = meanings(lang)[word]
        assert hint and hint != meaning and "window" not in hint.lower(), f"{lang} {word}: {hint!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_offers_six_categories_or_more(lang):
    offered = [line.split("\t")[1] for line in (WORDS / "categories.txt").read_text(encoding="utf-8").splitlines()
               if line.split("\t")[0] == lang]
    assert len(offered) >= 6, f"{lang}: {offered}"
    if lang == "it":
        assert "animals" in offered, "Italian Animals is back"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["", "-meanings"])
def test_the_lists_are_in_the_order_the_game_searches_them(lang, kind):
    """The game finds a word's line and its meaning by halves: the lines are in the order of the
    lowercased words' UTF-8 bytes, each word once, in NFC (else the game sorts them as it reads)."""
    text = (WORDS / f"{lang}{kind}.txt").read_text(encoding="utf-8")
    assert unicodedata.is_normalized("NFC", text)
    keys = [line.split("\t", 1)[0].strip().lower().encode() for line in text.splitlines()]
    assert all(keys), f"{lang}: a line without a word"
    out_of_order = [(a, b) for a, b in zip(keys, keys[1:]) if not a < b]
    assert not out_of_order, f"{lang}: out of order or twice: {out_of_order[:5]}"


def stem(word: str, lang: str) -> str:
    """Snowball's stem in the word's language (python3-snowballstemmer)."""
    import snowballstemmer
    names = {"en": "english", "fr": "french", "es": "spanish", "de": "german", "it": "italian"}
    return snowballstemmer.stemmer(names[lang]).stemWord(word)


def plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_hint_contains_its_answer_or_its_stem(lang):
    """A hint shown during play never tells: not the word, not its Snowball stem, not a word of
    4 letters or more inside it, not a word the answer only adds an ending to, nor 5 of its
    letters in a row (abnormal: "not normal"; grandfather: "the father of…"; inefficace: "qui
    n’a pas d’efficacité"; chercheur: "recherche"; buyer: "a person who buys")."""
    hints = {word: hint for word, (_, hint) in meanings(lang).items() if hint}
    # Every word has one, the native review's.
    assert len(hints) == len(entries(lang)), f"{lang}: {len(hints)} hints for {len(entries(lang))} words"
    for word, hint in hints.items():
        answer = plain(word)
        answer_stem = plain(stem(word.lower(), lang))
        assert len(hint) <= 100, f"{word}: {hint}"
        for token in re.findall(r"[^\W\d_]+", hint.lower()):
            token_plain = plain(token)
            assert token_plain != answer and answer not in token_plain and answer_stem not in token_plain, f"{word}: {hint}"
            assert plain(stem(token, lang)) != answer_stem, f"{word}: {hint}"
            assert len(token_plain) < 4 or token_plain not in answer, f"{word}: {hint}"
            # A word of the same family (chercheur: "recherche") shares 5 letters in a row.
            assert not any(answer[i:i + 5] in token_plain for i in range(len(answer) - 4)), f"{word}: {hint}"
            token_stem = plain(stem(token, lang))
            assert not (len(token_stem) >= 3 and answer.startswith(token_stem) and len(answer) - len(token_stem) <= 3), f"{word}: {hint}"
    if lang == "en":
        for word, hint in [("abnormal", "not normal"), ("grandfather", "the father of your father or mother"),
                           ("buyer", "a person who buys")]:
            assert hints.get(word) != hint


@pytest.mark.parametrize("lang", LANGUAGES)
def test_categories_offered_hold_100_words_and_coverage_is_reported(lang):
    counts = {}
    for row in rows(lang):
        if row[3]:
            counts[row[3]] = counts.get(row[3], 0) + 1
    offered = {}
    for line in (WORDS / "categories.txt").read_text(encoding="utf-8").splitlines():
        language, category, count = line.split("\t")
        if language == lang:
            offered[category] = int(count)
    assert offered, f"{lang}: no category offered"
    for category, count in offered.items():
        assert count >= 100 and counts.get(category) == count, f"{lang} {category}: {count}, listed {counts.get(category)}"
    for category, count in counts.items():
        assert category in offered or count < 100, f"{lang} {category}: {count} words, not offered"
    readme = (WORDS / "README.md").read_text(encoding="utf-8")
    assert f"| {lang} | " in readme[readme.index("Words per category"):], "coverage is reported"


# From the 2026-11-27 play-test: a child who picks Animals was dealt "virus", and the list held
# WordNet's rare animal senses of common words (a soldier ant, a comma butterfly, a queen bee),
# animals' parts and microbes, and their translations (reina, amiral, virrey).
NOT_ANIMALS = {
    "en": ["virus", "salmonella", "herpes", "soldier", "queen", "admiral", "comma", "pastor", "secretariat",
           "claw", "cocoon", "adult", "relative", "brit", "mademoiselle", "entire", "primary"],
    "fr": ["virus", "reine", "amiral", "virgule", "griffe", "plume", "parent", "mollet"],
    "es": ["virus", "reina", "almirante", "virrey", "garra", "pluma", "bacteria"],
    "it": ["virus", "regina", "ammiraglio", "soldato", "adulto", "piuma", "polpaccio", "mouse"],
}
# (tiger, lynx, lobo, pato and gato are no longer dealt: a player who knows the language, not
# the list, loses them more than two games in five: _I_E_ is also timer, tiler, liner, cider ….)
ANIMALS = {
    "en": ["elephant", "rabbit", "badger", "whale", "horse", "giraffe"],
    "fr": ["cochon", "lapin", "cheval"],
    "es": ["conejo", "cerdo", "caballo", "tigre"],
    "it": ["cane", "cavallo", "lupo"],
}
NOT_FOODS = {"en": ["bishop", "emperor", "torpedo", "kiss", "western", "spam"]}
NOT_BODY = {"en": ["snatch", "corporation", "person", "build", "figure", "chopper"]}


@pytest.mark.parametrize("lang", ["en", "fr", "es", "it"])
def test_a_category_holds_what_a_child_calls_by_its_name(lang):
    category = {row[0]: row[3] for row in rows(lang)}
    for word in NOT_ANIMALS[lang]:
        assert category.get(word, "") != "animals", f"{lang}: {word} is no animal a child would name"
    for word in ANIMALS[lang]:
        assert category.get(word) == "animals", f"{lang}: {word} is an animal"
    for word in NOT_FOODS.get(lang, []):
        assert category.get(word, "") != "food", f"{lang}: {word}"
    for word in NOT_BODY.get(lang, []):
        assert category.get(word, "") != "body", f"{lang}: {word}"


def test_each_source_is_credited_beside_the_lists():
    readme = (WORDS / "README.md").read_text(encoding="utf-8")
    for credit in ["wordfreq", "CC BY-SA 4.0", "hunspell", "WordNet", "stopwords-iso", "simplemma", "FreeDict", "Snowball"]:
        assert credit in readme, credit
    for notice in ["COPYING.SCOWL", "LICENSE.WordNet", "LICENSE.wordfreq", "LICENSE.hunspell", "LICENSE.FreeDict"]:
        assert (WORDS / notice).is_file(), notice


def test_german_capitals_say_the_part_of_speech():
    """German writes every noun with a capital: a lowercase word is never called a noun (the
    first hint said "a noun" of trennen, lesen and essen), and a capitalised one never a verb."""
    rows_de = rows("de")
    lowercase_nouns = [row[0] for row in rows_de if row[0][0].islower() and row[2] == "noun"]
    capital_verbs = [row[0] for row in rows_de if row[0][0].isupper() and row[2] == "verb"]
    assert not lowercase_nouns, f"{len(lowercase_nouns)} lowercase nouns: {lowercase_nouns[:20]}"
    assert not capital_verbs, f"{len(capital_verbs)} capitalised verbs: {capital_verbs[:20]}"
    by_word = {row[0]: row for row in rows_de}
    for verb in ("trennen", "lesen", "essen", "abbauen"):
        if verb in by_word:
            assert by_word[verb][2] == "verb", by_word[verb]
    if "grillen" in by_word:
        assert by_word["grillen"][3] != "food", "to grill is no food"


# Found by a strong player and a native review (2026-11-27): forms that are no base form, and
# unadapted loans a native dictionary marks as foreign.
NOT_BASE_FORMS = {"de": ["gebetet", "geduscht", "umgebracht"], "en": ["bigger", "shook"], "it": ["perso", "commosso"]}
UNADAPTED_LOANS = {"it": ["playlist", "selfie", "spoiler", "smartphone"], "fr": ["selfie", "spoiler", "smartphone"], "es": ["camping", "ketchup"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_participle_finite_form_or_unadapted_loan_is_dealt(lang):
    words = {word.lower() for word, _ in entries(lang)}
    found = words & {word.lower() for word in NOT_BASE_FORMS.get(lang, []) + UNADAPTED_LOANS.get(lang, [])}
    assert not found, found


def reviewed_out(lang: str) -> list[tuple[str, str]]:
    """(word, reason) of data/words/review-<lang>.tsv: what the native review took out."""
    path = WORDS / f"review-{lang}.tsv"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [tuple(line.split("\t")[:2]) for line in lines if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_the_review_took_out_stays_out(lang):
    out = reviewed_out(lang)
    assert len(out) >= 50, f"{lang}: the review file lists {len(out)} words"
    assert {reason for _, reason in out} <= {"unsafe", "function", "participle", "loan", "name", "notword"}
    listed = {word.lower() for word, _ in entries(lang)}
    assert not listed & {word.lower() for word, _ in out}


INFINITIVE_ENDINGS = {"es": ("ar", "er", "ir", "ír"), "it": ("are", "ere", "ire", "rre"), "fr": ("er", "ir", "ïr", "re", "oir")}


@pytest.mark.parametrize("lang", ["es", "it", "fr"])
def test_a_verb_is_listed_as_its_infinitive(lang):
    """The first hint "a verb" is true only of an infinitive: reloj (a clock), tren (a train) and
    azúcar (sugar) were called verbs after an English translation that is one too."""
    def infinitive(word: str) -> bool:
        if not word.endswith(INFINITIVE_ENDINGS[lang]):
            return False
        return lang != "es" or not any(c in "áéíóú" for c in (word[:-2] if word.endswith("ír") else word))
    wrong = [row[0] for row in rows(lang) if row[2] == "verb" and not infinitive(row[0])]
    assert not wrong, f"{len(wrong)} verbs that are no infinitive: {wrong[:20]}"


# From the native review of 2026-11-27: category members no child would file there.
NOT_IN_CATEGORY = {
    "en": {"chess": "plants", "death": "nature", "pressure": "nature", "biology": "nature"},
    "fr": {"hirondelle": "food"},
    "es": {"sábana": "nature", "bono": "nature"},
    "it": {"sedere": "places", "maniglia": "places"},
}


@pytest.mark.parametrize("lang", ["en", "fr", "es", "it"])
def test_the_native_review_s_category_errors_stay_fixed(lang):
    category = {row[0]: row[3] for row in rows(lang)}
    for word, wrong in NOT_IN_CATEGORY[lang].items():
        assert category.get(word, "") != wrong, f"{lang}: {word} is no {wrong}"


LABELS = re.compile(r"^\(|\bper estensione\b|\bpar extension\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_hint_shows_a_dictionary_label_or_a_secondary_sense(lang):
    """A hint is the sense a player knows first, in plain words: no "(Figuré) (Vieilli)", no
    "(Couture)", no "Per estensione"."""
    labelled = [f"{word}: {hint}" for word, (_, hint) in meanings(lang).items() if hint and LABELS.search(hint)]
    assert not labelled, labelled[:10]


# From the native review of 2026-11-27: meanings shown at the end that were a rare, wrong or
# vulgar sense.
WRONG_MEANINGS = {
    "es": {"creer": "account"},
    "it": {"portiera": "porter"},
    "de": {"Wolke": "flaw", "Schwanz": "prick"},
}


@pytest.mark.parametrize("lang", ["es", "it", "de"])
def test_the_end_panel_meaning_is_the_everyday_sense(lang):
    shown = meanings(lang)
    for word, wrong in WRONG_MEANINGS[lang].items():
        if word in shown:
            assert wrong not in shown[word][0].split(", "), f"{lang} {word}: {shown[word][0]}"
