#!/usr/bin/env python3
"""Regenerates the bundled word lists, one per language, with their levels and hints.

    apt-get install hunspell-en-us hunspell-fr hunspell-es hunspell-de-de hunspell-it wordnet-base \
        dict-freedict-{fra,spa,deu,ita}-eng dict-freedict-eng-{fra,spa,deu,ita} \
        dict-freedict-{fra-deu,deu-fra,fra-spa,fra-ita,spa-deu,deu-spa,ita-spa,ita-deu,deu-ita}
    pip install wordfreq==3.1.1 simplemma==2.0.0 stopwordsiso==0.7.1
    python3 scripts/make-wordlists.py

For each language (en, fr, es, de, it) it writes, under data/words/:

- `<lang>.txt`: every word the game deals, bundled or online, one per line as
  `word<TAB>level<TAB>part of speech<TAB>category` (the last two may be empty), sorted.
  A word is kept when it is
    * a stem of the language's hunspell dictionary (a base form: hunspell lists lemmas and
      derives inflections with affix rules), and its own lemma for simplemma;
    * not a name: lowercase in en/es/it, not tagged `po:npr`/`po:prn` in French, and in German
      a capitalised noun only when the dictionary gives it plural or genitive endings
      (`Haus/T…`, `Tisch/EP…`; `Berlin/Sm` and `Thomas` are names); in English, in WordNet;
    * not a function word (stopwords-iso), not in `deny-<lang>.txt`, and family-safe (see
      `family_unsafe`): no word hunspell flags as offensive (`!`), none whose WordNet sense is
      a slur, obscene, vulgar, sexual, a drug or a violent crime, no derivative of such a word,
      and in the other languages no word whose English translations (FreeDict) are unfit;
    * 4 to 12 letters that all fold to the language's alphabet (see LetterFolding.swift and
      `Alphabet`), with at least 3 distinct letters: accents fold to their letter, Spanish Ñ is a
      letter of its own (with its own key), ß is found with S, Œ and Æ are two letters (O and E,
      A and E) in one cell;
    * common: a Zipf frequency of at least MIN_ZIPF in wordfreq (CONCRETE_MIN_ZIPF for the
      names of things a child knows);
    * not a participle or gerund of a verb in the list (abonné, banking);
    * reviewed: a native-speaking teacher's review gave it a part of speech and a definition
      hint in its own language (`review-facts-<lang>.tsv`, `reviewed_facts`); the review's added
      words (`review-added-<lang>.tsv`) join the dictionary's stems;
    * not hopeless: neither simulated player (`simulate`: one who knows the list, one who knows
      the whole hunspell dictionary) loses it too often.
  Its level is a band of the wrong letters both simulated players need (`band`).
- `<lang>-meanings.txt`: `word<TAB>meaning<TAB>hint`: the English meaning shown at the end of a
  game (for English the reviewed definition; for the others the review's English, else the
  English translations of FreeDict, directly or through a second language: `Translator`) and
  the reviewed definition in the word's language, shown as a hint (never one that gives the
  answer away: `gives_away`). A word with no meaning is not dealt. Its lines are in the order of the lowercased words' UTF-8 bytes:
  the game finds a word by halves, without a table of the file's lines.
- `categories.txt`: the categories each language offers (100 words or more).
- `README.md`: the figures of the run, between its report markers.

The output depends only on the packaged inputs, so running it again gives identical files.
"""
import collections
import difflib
import os
import random
import re
import statistics
import sys
import unicodedata
from pathlib import Path

import simplemma
import snowballstemmer
import stopwordsiso
import wordfreq

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "data" / "words"
HUNSPELL = Path("/usr/share/hunspell")
WORDNET = Path("/usr/share/wordnet")
FREEDICT = Path("/usr/share/dictd")
FREEDICT_NAMES = {"fr": "fra", "es": "spa", "de": "deu", "it": "ita"}
# Words whose FreeDict translations are all dated slurs although their main sense is plain
# (noir: "negro"): reviewed by hand, kept.
FREEDICT_MISTRANSLATED = {"fr": {"noir"}, "es": {"negro"}, "it": {"nero"}, "de": {"schwarz"}}
# WordNet's usage domains that mark a sense as unfit for a family game.
UNSAFE_USAGE_DOMAINS = {"ethnic_slur", "obscenity", "vulgarism", "disparagement", "profanity"}
# What a WordNet gloss says of such a sense.
UNSAFE_GLOSS = re.compile(
    r"\b(offensive (?:term|name|word|slang)|obscene|obscenity|vulgar (?:term|slang|word)|ethnic slur|derogatory term"
    r"|sexual intercourse|sexual activity|sexual act|genitals|penis|vagina|vulva|testicles"
    r"|copulat\w*|masturbat\w*|prostitut\w*|pornograph\w*"
    r"|narcotics?|illegal drugs?|hallucinogen\w*|rape|raped|rapist|sexual gratification|self-stimulation|sexually"
    r"|sexual (?:desire|arousal|excitement|partner|relations|pleasure)"
    r"|murder|murders|murderer|murderers)\b")
MIN_ZIPF = 3.2
LANGUAGES = {
    "en": "en_US",
    "fr": "fr",
    "es": "es_ES",
    "de": "de_DE",
    "it": "it_IT",
}
# Spanish treats Ñ as a letter of its own, after N; elsewhere it folds to N.
OWN_LETTERS = {"es": {"ñ": "Ñ", "Ñ": "Ñ"}}
# ß is found with S; the ligatures are two letters each (Alphabet in Letter.swift).
SPECIAL_FOLDS = {"ß": "S", "ẞ": "S", "œ": "OE", "Œ": "OE", "æ": "AE", "Æ": "AE"}
# The letters the report counts words with.
OWN_LETTER_REPORT = ["ñ", "ß", "œ", "æ"]
# French morphological tags of names and function words.
FRENCH_EXCLUDED_TAGS = {"npr", "prn", "pfx", "sfx", "det", "pro", "prep", "cjco", "cjsub", "loc", "interj"}
# German suffix flags that only common nouns get: plurals -e -n -en -er -nen -se, genitive -es.
GERMAN_NOUN_FLAGS = set("ENPRFqT")
# German flags of the lowercase twins of nouns, which exist only to build compounds.
GERMAN_COMPOUND_FLAGS = set("oh")


def is_german_mass_noun(flags: str) -> bool:
    """A noun without a plural (Milch/ijm, Käse/Smij, Kaffee/Smij): it joins compounds (i, j)
    as a word of its own, which a compound's first part (Abbildungs/hij) and a place name
    (Berlin/Sm) do not."""
    return bool(set(flags) & {"i", "j"}) and "h" not in flags
# Pronouns that Spanish and Italian attach to verbs (darnos, hazlo, farlo): such a form is
# not a base form, whatever the dictionary lists.
CLITICS = {
    "es": ("selas", "selos", "nos", "los", "las", "les", "me", "te", "se", "lo", "la", "le", "os"),
    "it": ("glielo", "gliela", "gli", "mi", "ti", "si", "ci", "vi", "ne", "lo", "la", "li", "le"),
}


def fold(character: str, lang: str | None = None) -> str | None:
    """The letters a character folds to in `lang`, as CharacterRole does: one (A-Z, or Ñ in
    Spanish), two for a ligature; None when it folds to none."""
    if character in OWN_LETTERS.get(lang, {}):
        return OWN_LETTERS[lang][character]
    if character in SPECIAL_FOLDS:
        return SPECIAL_FOLDS[character]
    if character.isascii():
        return character.upper() if character.isalpha() else None
    decomposed = unicodedata.normalize("NFD", character)
    base, marks = decomposed[0], decomposed[1:]
    if all(unicodedata.category(mark).startswith("M") for mark in marks) and base.isascii() and base.isalpha():
        return base.upper()
    name = unicodedata.name(character, "")
    match = re.fullmatch(r"LATIN (?:CAPITAL|SMALL) LETTER ([A-Z])(?: WITH .*)?", name)
    return match.group(1) if match else None


def playable(word: str, lang: str) -> bool:
    """4 to 12 letters (a ligature counts two), every one folding to the language's alphabet,
    at least 3 distinct."""
    letters = [fold(c, lang) for c in word]
    if not all(letters):
        return False
    folded_word = "".join(letters)  # a ligature is two letters: œuf has four
    return 4 <= len(folded_word) <= 12 and len(set(folded_word)) >= 3


# Participles and gerunds, and the infinitive endings of their verbs: "abonné" is dropped when
# "abonner" is in the list, "banking" when "bank" is.
VERB_FORMS = {
    "en": [("ing", ["", "e"]), ("ed", ["", "e"])],
    "fr": [("é", ["er"]), ("ée", ["er"]), ("és", ["er"]), ("ant", ["er", "re", "ir"]), ("i", ["ir"]), ("u", ["re", "oir"])],
    "es": [("ado", ["ar"]), ("ada", ["ar"]), ("ido", ["er", "ir"]), ("ida", ["er", "ir"]), ("ando", ["ar"]),
           ("iendo", ["er", "ir"])],
    "de": [],
    "it": [("ato", ["are"]), ("ata", ["are"]), ("ito", ["ire"]), ("ita", ["ire"]), ("uto", ["ere"]),
           ("ando", ["are"]), ("endo", ["ere", "ire"])],
}


def is_verb_form_of_entry(word: str, lang: str, entries: set[str]) -> bool:
    for ending, infinitives in VERB_FORMS[lang]:
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= 3:
            stems = [stem] + ([stem[:-1]] if stem[-1] == stem[-2] else [])
            if any(s + infinitive in entries for s in stems for infinitive in infinitives):
                return True
    return False


def read_lines(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def review_rows(name: str, allowed: set[str] | None = None) -> list[tuple[str, str]]:
    """(word, second field) of each line of a native review's file in data/words (`word<TAB>
    field<TAB>note`); none when there is no such file. With `allowed`, a second field outside
    it stops the run."""
    path = OUT / name
    rows = []
    for line in read_lines(path) if path.exists() else []:
        word, field, *_ = line.split("\t")
        if allowed is not None and field not in allowed:
            sys.exit(f"{name}: {word}: unknown {field!r}")
        rows.append((word, field.strip()))
    return rows


def reviewed_categories(lang: str) -> dict[str, str]:
    """The categories a native-speaking teacher's review gave words, member by member
    (`review-categories-<lang>.tsv`: word, category or `none`, note): what a child files the
    word under in its everyday sense, over what the dictionaries' senses say (death and
    pressure are no nature, a swallow is no food)."""
    rows = review_rows(f"review-categories-{lang}.tsv", set(CATEGORIES) | {"none"})
    return {word: "" if category == "none" else category for word, category in rows}


def reviewed_meanings(lang: str) -> dict[str, str]:
    """The meanings a native speaker's review wrote where the dictionaries' translations were
    wrong, rare or vulgar (`review-meanings-<lang>.tsv`: word, meaning): creer is "believe,
    think", not "account, create, deem"; Schwanz is "tail", never its vulgar sense."""
    return dict(review_rows(f"review-meanings-{lang}.tsv"))


class ReviewedFact:
    """What a native-speaking teacher's review says of a word the game deals: its part of
    speech, its definition hint in its own language (the everyday sense, in plain words, never
    giving the word away) and, where the dictionaries' English was a wrong sense, the English
    meaning (`review-facts-<lang>.tsv`: word, part of speech, hint, and that meaning or
    nothing). A word without a reviewed fact is not dealt."""

    def __init__(self, part_of_speech: str, hint: str, meaning: str | None):
        self.part_of_speech, self.hint, self.meaning = part_of_speech, hint, meaning


def reviewed_facts(lang: str) -> dict[str, ReviewedFact]:
    path = OUT / f"review-facts-{lang}.tsv"
    facts = {}
    for line in read_lines(path) if path.exists() else []:
        word, pos, hint, *meaning = line.split("\t")
        if pos not in PARTS_OF_SPEECH or not hint or len(hint) > 100:
            sys.exit(f"{path.name}: {word}: part of speech {pos!r} or hint {hint!r}")
        if lang == "de" and word[0].isupper() != (pos == "noun"):
            sys.exit(f"{path.name}: {word}: a German noun has a capital, and only a noun has")
        if gives_away(word, hint, lang):
            sys.exit(f"{path.name}: {word}: the hint gives the word away: {hint!r}")
        facts[word] = ReviewedFact(pos, hint, meaning[0] if meaning and meaning[0] else None)
    return facts


def reviewed_additions(lang: str) -> dict[str, str]:
    """Common words a native-speaking review added where the hunspell dictionary has no stem
    for them (Italian lists *mela*, *pizza* and *torta* only as forms of other entries; German
    gives *Milch*, *Käse* no plural), with the category a child files them under
    (`review-added-<lang>.tsv`: word, category or `none`, note)."""
    rows = review_rows(f"review-added-{lang}.tsv", set(CATEGORIES) | {"none"})
    return {word: "" if category == "none" else category for word, category in rows}


# Why a native-speaking reviewer took a word out of the list (`review-<lang>.tsv`).
REVIEW_REASONS = {"unsafe", "function", "participle", "loan", "name", "notword"}


def reviewed_out(lang: str, reasons: set[str] = REVIEW_REASONS) -> set[str]:
    """The words a native-speaking review took out of the language's list for one of `reasons`
    (`review-<lang>.tsv`: word, reason, note): not dealt, whatever the dictionaries say. Unlike
    the deny list, these are exact words, never roots of others (psycho: psychology stays); the
    unsafe ones are unfit words too, so no definition shown holds one (mouiller: "Avoir la
    vulve humide") and no word is dealt whose main translation is one."""
    return {word.lower() for word, reason in review_rows(f"review-{lang}.tsv", REVIEW_REASONS) if reason in reasons}


# Words the place-name rule takes but which are common nouns (a name of the same letters:
# Toast/Sm, Papi/Sm; nationalities), reviewed by hand.
GERMAN_NOT_PLACE_ADJECTIVES = {
    "Anhalter", "Betrachter", "Camper", "Elektriker", "Historiker", "Iraker", "Iraner", "Italiener", "Klassiker",
    "Komiker", "Maler", "Mixer", "Papier", "Puffer", "Romantiker", "Schweizer", "Splitter", "Sprinter", "Toaster",
    "Treffer", "Österreicher",
}


def german_place_adjective(word: str, names: set[str]) -> bool:
    """Berliner, Kölner, Münchner, Hamburger: a capitalised word made of a place name and -er."""
    # Only the plain name + -er: a variant (Münchner) would also take nominalised verbs
    # (Redner from das Reden), so those few are in the hand list.
    stem = word[:-2]
    return (word[0].isupper() and word.endswith("er") and len(stem) >= 3 and stem in names
            and word not in GERMAN_NOT_PLACE_ADJECTIVES)


def hunspell_stems(lang: str) -> set[str]:
    """Base forms of the language's hunspell dictionary that are not names, nor (in German)
    adjectives of place names."""
    stems = set()
    lines = (HUNSPELL / f"{LANGUAGES[lang]}.dic").read_text(encoding="utf-8").splitlines()[1:]
    names = set()
    if lang == "de":
        for line in lines:
            word, _, flags = line.strip().partition(" ")[0].partition("/")
            # Place names are listed with a genitive and nothing else (Berlin/Sm, Köln/Sm);
            # compound stems (Lehr/hij) and nouns (Müll/Smij) have other flags.
            if word[:1].isupper() and set(flags) <= {"S", "m"}:
                names.add(word)
    for line in lines:
        entry, _, morphology = line.strip().partition(" ")
        word, _, flags = entry.partition("/")
        if not word or not word.isalpha():
            continue
        if lang == "fr":
            tags = set(re.findall(r"po:(\w+)", morphology))
            if tags & FRENCH_EXCLUDED_TAGS or word[0].isupper():
                continue
        elif lang == "de":
            if word[0].isupper() and not (set(flags) & GERMAN_NOUN_FLAGS) and not is_german_mass_noun(flags):
                continue
            if german_place_adjective(word, names):
                continue
            if word[0].islower() and set(flags) & GERMAN_COMPOUND_FLAGS:
                continue
        elif word[0].isupper():
            continue
        stems.add(word)
    return stems


def is_base_form(word: str, lang: str) -> bool:
    lemma = simplemma.lemmatize(word, lang=lang)
    if not (lemma == word or (lang == "de" and lemma.lower() == word.lower())):
        return False
    return not is_verb_with_clitic(word, lang)


def is_verb_with_clitic(word: str, lang: str) -> bool:
    """darnos = dar + nos, hazlo = haz + lo, farlo = far(e) + lo."""
    for clitic in CLITICS.get(lang, ()):
        verb = word[: -len(clitic)]
        if not word.endswith(clitic) or len(verb) < 3:
            continue
        # Spanish moves the stress mark when a pronoun is attached (únete = une + te).
        bare = "".join(c for c in unicodedata.normalize("NFD", verb) if not unicodedata.combining(c))
        for candidate in ([verb, bare] if lang == "es" else [verb + "e", verb]):
            lemma = simplemma.lemmatize(candidate, lang=lang)
            infinitive = ("ar", "er", "ir", "ír") if lang == "es" else ("are", "ere", "ire", "rre")
            if lemma.endswith(infinitive) and wordfreq.zipf_frequency(candidate, lang) >= MIN_ZIPF:
                return True
    return False


def wordnet_records(keep_case: bool = False):
    """(pos, offset, lexicographer file number, words, pointers as (symbol, offset, target pos), gloss)
    of every WordNet synset."""
    for pos in ["noun", "verb", "adj", "adv"]:
        for line in (WORDNET / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            count = int(fields[3], 16)
            words = [fields[4 + 2 * i] if keep_case else fields[4 + 2 * i].lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = [tuple(fields[at + 1 + 4 * i: at + 4 + 4 * i]) for i in range(int(fields[at]))]
            yield pos, fields[0], int(fields[1]), words, pointers, gloss


def wordnet_synsets():
    """(pos, offset, words, usage-domain offsets, gloss) of every WordNet synset."""
    for pos, offset, _, words, pointers, gloss in wordnet_records():
        yield pos, offset, words, {target for symbol, target, _ in pointers if symbol == ";u"}, gloss


def hunspell_offensive() -> set[str]:
    """The English words hunspell flags as offensive (`!`)."""
    flagged = set()
    for line in (HUNSPELL / "en_US.dic").read_text(encoding="utf-8").splitlines()[1:]:
        word, _, flags = line.strip().partition("/")
        if "!" in flags:
            flagged.add(word.lower())
    return flagged


def english_slurs_and_obscenities() -> set[str]:
    """English slurs and obscenities: hunspell's `!`, the hand-reviewed deny list, and the words
    whose main WordNet sense is in a slur, obscenity or vulgarism usage domain (queen and bull
    stay). A word of another language whose translations are all among them is unfit too."""
    synsets = list(wordnet_synsets())
    domains = {offset for _, offset, words, _, _ in synsets if set(words) & UNSAFE_USAGE_DOMAINS}
    marked_senses = {(pos, offset) for pos, offset, _, usage, _ in synsets if usage & domains}
    marked = {word for word, sense in wordnet_main_senses().items() if sense in marked_senses and word.isalpha()}
    return marked | hunspell_offensive() | {word.lower() for word in read_lines(OUT / "deny-en.txt")}


def english_unsafe() -> set[str]:
    """English words unfit for a family game: hunspell's offensive flag (`!`), the hand-reviewed
    deny list, and the words whose main sense (WordNet's most used one) is in a slur, obscenity
    or vulgarism usage domain or has a gloss of a slur, sex, drugs or a violent crime. A word
    whose main sense is innocent stays (head, queen, wood)."""
    synsets = list(wordnet_synsets())
    domains = {offset for _, offset, words, _, _ in synsets if set(words) & UNSAFE_USAGE_DOMAINS}
    unfit = {(pos, offset) for pos, offset, _, usage, gloss in synsets
             if usage & domains or UNSAFE_GLOSS.search(gloss.split(";")[0])}
    unsafe = {word for word, sense in wordnet_main_senses().items() if sense in unfit and word.isalpha()}
    return unsafe | hunspell_offensive() | {word.lower() for word in read_lines(OUT / "deny-en.txt")} | reviewed_out("en", {"unsafe"})


def freedict_first_translations(lang: str) -> dict[str, list[str]]:
    """Each headword of the language's FreeDict dictionary to English, with the English words
    of its first entry's first translation line."""
    translations: dict[str, list[str]] = {}
    for headword, entry in dictd_entries(f"freedict-{FREEDICT_NAMES[lang]}-eng"):
        first = entry[1] if len(entry) > 1 else ""
        # German writes each translation's part of speech and domain: "masturbate <v>", "[euphem.]".
        first = re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", "", re.sub(r"^\s*\d+\.\s*", "", first))
        words = [" ".join(part.split()).lower() for part in re.split(r"[,;]", first) if part.strip()]
        translations.setdefault(headword.lower(), words)
    return translations


def family_unsafe(lang: str, english: set[str], slurs: set[str]) -> tuple[set[str], tuple[str, ...]]:
    """The words of `lang` unfit for a family game, and the roots whose derivatives are too
    (fuck: fucker; in every language, the hand list's words of 5 letters or more)."""
    hand = {word.lower() for word in read_lines(OUT / f"deny-{lang}.txt")}
    if lang == "en":
        unsafe = set(english)
    else:
        unsafe = set(hand) | reviewed_out(lang, {"unsafe"})
        # Only when every translation is unfit: a word with an innocent one keeps it (chinois:
        # Chinese, chinaman; reine: queen).
        unfit = english | slurs
        for headword, translations in freedict_first_translations(lang).items():
            # The first one-word translation is the dictionary's main sense: masturbieren is
            # "abuse yourself, masturbate", and no phrase makes it innocent.
            words = [t for t in translations if " " not in t]
            if (translations and all(t in unfit for t in translations)) or (words and words[0] in unfit):
                if headword not in FREEDICT_MISTRANSLATED.get(lang, set()):
                    unsafe.add(headword)
    # English derivatives of offensive words are denied with them (fuck: fucker, motherfucking):
    # hunspell's offensive words and the hand list's of 5 letters or more are roots. A shorter
    # root would deny innocent words (anal: analysis), and in the other languages the hand lists
    # spell out the inflections instead (French conne would deny connexion).
    # Names in the hand list (christ) are no roots: only words hunspell writes in lowercase.
    lowercase = {word for word in hunspell_stems("en") if word.islower()} if lang == "en" else set()
    roots = ({word for word in hand if len(word) >= 5 and word in lowercase} | {word for word in hunspell_offensive() if len(word) >= 4}
             if lang == "en" else set())
    return unsafe, tuple(sorted(roots))


def dictionary_words(lang: str) -> set[str]:
    """Every playable word of the language's hunspell dictionary: what a good player who does
    not know the game's list may think of."""
    return {stem for stem in hunspell_stems(lang) if playable(stem, lang)}


def build(lang: str, english_unfit: set[str], slurs: set[str], additions: dict[str, str]) -> list[tuple[str, float]]:
    """The language's common, family-safe base forms, with their Zipf frequencies; the
    reviewed `additions` join the dictionary's stems."""
    unsafe, roots = family_unsafe(lang, english_unfit, slurs)
    deny = {word.lower() for word in read_lines(OUT / f"deny-{lang}.txt")} | unsafe | reviewed_out(lang)
    stopwords = {word.lower() for word in stopwordsiso.stopwords(lang)}
    words = {}
    for stem in sorted(hunspell_stems(lang) | set(additions)):
        key = stem.lower()
        if key in deny or key.startswith(roots) or key in stopwords or not playable(stem, lang) or (
                stem not in additions and not is_base_form(stem, lang)):
            continue
        zipf = wordfreq.zipf_frequency(stem, lang)
        if zipf < CONCRETE_MIN_ZIPF:
            continue
        # German lists a few nouns twice (a noun and a verb of the same letters): keep the noun.
        if key in words and words[key][0][0].isupper():
            continue
        words[key] = (stem, round(zipf, 2))
    words = {key: value for key, value in words.items() if not is_verb_form_of_entry(key, lang, set(words))}
    return sorted(words.values(), key=lambda e: (e[0].lower(), e[0]))


def wordnet_main_senses() -> dict[str, tuple[str, str]]:
    """Each WordNet lemma's main sense, (part of speech, offset): the first sense of the part of
    speech used most in WordNet's tagged corpus."""
    index = {}
    for pos in ["noun", "verb", "adj", "adv"]:
        for line in (WORDNET / f"index.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            lemma, pointers = fields[0], int(fields[3])
            tagged = int(fields[5 + pointers])
            first_offset = fields[6 + pointers]
            best = index.get(lemma)
            if best is None or tagged > best[2]:
                index[lemma] = (pos, first_offset, tagged)
    return {lemma: (pos, offset) for lemma, (pos, offset, _) in index.items()}


def write_notices() -> None:
    """The licence notices that must ship with the data, copied from the packages."""
    doc = Path("/usr/share/doc")
    parts: list[tuple[str, str]] = []
    texts: dict[str, str] = {}
    for package in ["hunspell-en-us", "hunspell-fr", "hunspell-es", "hunspell-de-de", "hunspell-it"]:
        text = (doc / package / "copyright").read_text(encoding="utf-8")
        same = next((name for name, previous in texts.items() if previous == text), None)
        # One Debian source package (libreoffice-dictionaries builds hunspell-es and hunspell-it)
        # has one notice: it is written once, and named where it holds again.
        parts.append((package, text if same is None else f"(the same notice as {same}: one Debian source package)\n"))
        texts.setdefault(package, text)
    with open(OUT / "LICENSE.hunspell", "w", encoding="utf-8") as out:
        out.write("The word lists are selections from these hunspell dictionaries (Debian's copyright files).\n")
        for package, text in parts:
            out.write(f"\n===== {package} =====\n")
            out.write(text)
    with open(OUT / "LICENSE.FreeDict", "w", encoding="utf-8") as out:
        out.write("The English meanings of the French, Spanish, German and Italian words (xx-meanings.txt), their\n"
                  "definitions in their own language (Wiktionary's, through WikDict: CC BY-SA 3.0) and their\n"
                  "categories come from these FreeDict dictionaries (Debian's copyright files).\n")
        names = [f"{name}-eng" for name in FREEDICT_NAMES.values()] + [f"eng-{name}" for name in FREEDICT_NAMES.values()]
        names += sorted({name for pairs in BILINGUAL.values() for name, _ in pairs})
        for name in names:
            out.write(f"\n===== dict-freedict-{name} =====\n")
            out.write((doc / f"dict-freedict-{name}" / "copyright").read_text(encoding="utf-8"))
    (OUT / "LICENSE.WordNet").write_text((doc / "wordnet-base" / "copyright").read_text(encoding="utf-8"), encoding="utf-8")
    metadata = next(Path(wordfreq.__file__).parent.parent.glob("wordfreq-*.dist-info")) / "METADATA"
    text = metadata.read_text(encoding="utf-8")
    section = text[text.index("## License"):text.index("## Citing wordfreq")]
    (OUT / "LICENSE.wordfreq").write_text(
        "The frequencies behind the word lists (which words are common, and which are everyday words for Easy) come from wordfreq "
        f"{wordfreq.__version__ if hasattr(wordfreq, '__version__') else '3.1.1'} by Robyn Speer, whose data is "
        "licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); so are the lists and their levels.\n\n"
        + section, encoding="utf-8")


def write(path: Path, rows) -> None:
    path.write_text("".join("\t".join(str(cell) for cell in row) + "\n" for row in rows), encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# Levels: how many wrong letters a good player needs
# ---------------------------------------------------------------------------------------------

# The simulated player knows the whole list and always tries the letter found in the most words
# that still fit the pattern; it breaks exact ties at random, so each word is played by several
# players with different seeds: that is where luck decides (_A_A in Spanish).
PLAYERS = 10
MAX_WRONG = 6
# A word the players lose more often than this is hopeless: it is not dealt at all.
HOPELESS_LOSS_SHARE = 0.5
# Easy: an everyday word (Zipf >= 4.0: ten per million words) that a good player finds with at
# most 0.6 wrong letters on average. Hard: two and a half wrong letters or more. Normal: the rest.
EASY_MIN_ZIPF = 4.0
EASY_MAX_ERRORS = 0.6
HARD_MIN_ERRORS = 2.5
# A second good player knows the language but not the game's list: every word of its hunspell
# dictionary is a candidate for it. A word it loses more often than this is not dealt either;
# a word it needs more than EASY_MAX_ERRORS_KNOWING_LANGUAGE for is no Easy one, and one it
# needs HARD_MIN_ERRORS_KNOWING_LANGUAGE or more for is Hard. With both players, each level
# asks clearly more than the one below and Hard is lost about one game in ten at most.
HOPELESS_LOSS_SHARE_KNOWING_LANGUAGE = 0.4
EASY_MAX_ERRORS_KNOWING_LANGUAGE = 1.0
HARD_MIN_ERRORS_KNOWING_LANGUAGE = 3.5


def folded(word: str, lang: str | None = None) -> str:
    return "".join(fold(c, lang) for c in word)


def simulate(words: list[str], seed: str, lang: str | None = None) -> dict[str, list[int]]:
    """The wrong letters each simulated player needs for each word (MAX_WRONG: lost)."""
    forms = sorted({folded(word, lang) for word in words})
    by_length = collections.defaultdict(list)
    for form in forms:
        by_length[len(form)].append(form)
    errors: dict[str, list[int]] = collections.defaultdict(list)
    for player in range(PLAYERS):
        rng = random.Random(f"{seed}-{player}")
        tie_break = {letter: rng.random() for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZÑ"}
        for length in sorted(by_length):
            result: dict[str, int] = {}
            play_out(by_length[length], frozenset(), 0, tie_break, result)
            for form, wrong in result.items():
                errors[form].append(wrong)
    return {word: errors[folded(word, lang)] for word in words}


def play_out(candidates: list[str], guessed: frozenset, wrong: int, tie_break: dict[str, float], result: dict[str, int]) -> None:
    """Plays every word of `candidates` (all fitting the same pattern) to its end at once: the
    player's next letter is the same for all of them, and the answers split by where it is."""
    while True:
        if wrong >= MAX_WRONG:
            result.update((word, MAX_WRONG) for word in candidates)
            return
        if set(candidates[0]) <= guessed:
            result.update((word, wrong) for word in candidates)
            return
        counts = collections.Counter(c for word in candidates for c in set(word) if c not in guessed)
        letter = min(counts, key=lambda c: (-counts[c], tie_break[c]))
        parts = collections.defaultdict(list)
        for word in candidates:
            parts[tuple(i for i, c in enumerate(word) if c == letter)].append(word)
        guessed = guessed | {letter}
        if len(parts) > 1:
            for where, part in parts.items():
                play_out(part, guessed, wrong + (0 if where else 1), tie_break, result)
            return
        if not next(iter(parts)):
            wrong += 1


def band(zipf: float, mean_errors: float, mean_errors_knowing_language: float) -> str:
    """The level of a word of Zipf frequency `zipf` that the player who knows the list needs
    `mean_errors` wrong letters for, and the one who knows only the language
    `mean_errors_knowing_language`."""
    if (mean_errors <= EASY_MAX_ERRORS and mean_errors_knowing_language <= EASY_MAX_ERRORS_KNOWING_LANGUAGE
            and zipf >= EASY_MIN_ZIPF):
        return "easy"
    if mean_errors >= HARD_MIN_ERRORS or mean_errors_knowing_language >= HARD_MIN_ERRORS_KNOWING_LANGUAGE:
        return "hard"
    return "normal"


def loss_share(tries: list[int]) -> float:
    return sum(t >= MAX_WRONG for t in tries) / len(tries)


# ---------------------------------------------------------------------------------------------
# WordNet: parts of speech, categories, definitions
# ---------------------------------------------------------------------------------------------

LEXFILES = [
    "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact", "noun.attribute",
    "noun.body", "noun.cognition", "noun.communication", "noun.event", "noun.feeling", "noun.food", "noun.group",
    "noun.location", "noun.motive", "noun.object", "noun.person", "noun.phenomenon", "noun.plant", "noun.possession",
    "noun.process", "noun.quantity", "noun.relation", "noun.shape", "noun.state", "noun.substance", "noun.time",
    "verb.body", "verb.change", "verb.cognition", "verb.communication", "verb.competition", "verb.consumption",
    "verb.contact", "verb.creation", "verb.emotion", "verb.motion", "verb.perception", "verb.possession",
    "verb.social", "verb.stative", "verb.weather", "adj.ppl",
]
# The categories, in the order the picker shows them; WordCategory.swift has the same ids.
CATEGORIES = ["animals", "food", "plants", "body", "clothes", "objects", "places", "nature", "people", "sport",
              "feelings", "time", "actions"]
CATEGORY_OF_LEXFILE = {
    "noun.animal": "animals", "noun.food": "food", "noun.plant": "plants", "noun.body": "body",
    "noun.location": "places", "noun.object": "nature", "noun.phenomenon": "nature", "verb.weather": "nature",
    "noun.person": "people", "noun.feeling": "feelings", "verb.emotion": "feelings", "verb.competition": "sport",
    "noun.time": "time",
}
# Artefacts and acts are split by what they are a kind of (WordNet's hypernyms): the first noun
# sense of each of these words.
KIND_ROOTS = {
    "clothes": ["clothing", "footwear", "headdress", "jewelry", "garment"],
    "places": ["building", "room", "area"],
    "sport": ["sport", "game", "athletic_game"],
}
# Reviewed by hand: the words whose first sense (a person, a verb, a quality, an abstraction)
# gives way to the animal, food, plant, body or clothing sense a child knows them by: a tiger, a
# badger, toast, a finger. No other word's first sense gives way, since WordNet's second senses
# are as often rare ones: a soldier is a person, not a sterile ant; a comma is punctuation, not a
# butterfly; corporation is a business, not "slang for a paunch".
CHILDLIKE_SENSE_FIRST = {
    # animals
    "albatross", "alligator", "badger", "bear", "butterfly", "crow", "cuckoo", "donkey", "ferret", "hog",
    "leopard", "loon", "lynx", "mammoth", "ostrich", "otter", "pooch", "predator", "prey", "raccoon", "raven", "sloth", "stag",
    "stray", "swan", "tiger", "vermin", "vixen", "watchdog", "weasel", "whale",
    # food
    "banquet", "barbecue", "batter", "bran", "breakfast", "brew", "cream", "crepe", "crisp", "delicacy",
    "doughnut", "feed", "fodder", "fudge", "gelatin", "icing", "jerky", "lard", "lolly", "macaroni", "malt",
    "mince", "mocha", "nectar", "pasty", "produce", "prune", "relish", "roast", "salt", "shake", "shrimp",
    "slice", "smoothie", "soda", "spice", "stew", "toast", "tonic", "treat", "wafer", "whey",
    # plants
    "bloom", "blossom", "branch", "cassava", "chestnut", "ebony", "flax", "grapevine", "hazel", "hemp", "kale",
    "lavender", "lettuce", "mint", "olive", "papyrus", "pepper", "sprout", "squash", "stalk", "stem", "stick",
    # body, and animals' parts
    "appendix", "claw", "feather", "finger", "hairline", "hamstring", "heart", "lash", "molar", "nail", "pore", "shoulder", "snot",
    "spit", "stubble",
    # clothes
    "clog", "disguise", "dress", "gauntlet", "outfit", "uniform", "vest",
}
# Reviewed by hand: words whose main WordNet sense has a category a child would not give them:
# an animal few people know while the word is known for something else (a brit, a merlin, a
# drone), or a thing of another category (beef is food, a queen a person). "" is no category.
REVIEWED_CATEGORIES = {
    "argentine": "", "brant": "", "brent": "", "brill": "", "brit": "", "charger": "", "cocker": "",
    "cyclops": "", "drone": "", "drosophila": "", "emmet": "", "feeder": "", "fetus": "", "giant": "",
    "hart": "", "humankind": "", "jaeger": "", "jenny": "", "mademoiselle": "", "male": "", "mankind": "",
    "mara": "", "martin": "", "mavis": "", "merle": "", "merlin": "", "parr": "", "phoebe": "", "rhea": "",
    "takin": "", "triton": "",
    "beef": "food", "queen": "people",
}
# Reviewed by hand, the other languages: a word whose English translation names an animal in
# another sense (the calf of the leg: mollet, Wade, polpaccio; a computer mouse; Aufgang, a
# staircase, "mount" in FreeDict, a riding horse first in WordNet), or an animal
# whose translations disagree (gato: "cat, jack"; topo: "mole", first a spy in WordNet).
REVIEWED_WORD_CATEGORIES = {
    "fr": {"mollet": "body", "cavalier": "people"},
    "es": {"hembra": "", "gato": "animals", "gallina": "animals", "foca": "animals", "cisne": "animals",
           "topo": "animals"},
    "de": {"Wade": "body", "Aufgang": ""},
    "it": {"polpaccio": "body", "mouse": "objects", "femmina": ""},
}
# Things a child can point at: such a word is kept down to CONCRETE_MIN_ZIPF (giraffe, zebra).
CONCRETE_CATEGORIES = {"animals", "food", "plants", "body", "clothes", "objects", "places", "nature", "people", "sport"}
CONCRETE_MIN_ZIPF = 2.8
CHILDLIKE_CATEGORIES = {"animals", "food", "plants", "body", "clothes"}
PARTS_OF_SPEECH = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}


class WordNet:
    """WordNet 3.0 read once: synsets with their lexicographer file, hypernyms and gloss, and
    each lemma's senses by part of speech in sense order, with how often they were tagged."""

    def __init__(self) -> None:
        self.synsets: dict[tuple[str, str], tuple[str, list[tuple[str, str]], str]] = {}
        full = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
        # The senses in which a lemma is written with a capital: a name (Rebel, Johnny Reb).
        self.names: dict[str, set[tuple[str, str]]] = collections.defaultdict(set)
        for pos, offset, lexfile, words, pointers, gloss in wordnet_records(keep_case=True):
            hypernyms = [(full[target], pointed) for symbol, pointed, target in pointers if symbol in ("@", "@i")]
            self.synsets[(pos, offset)] = (LEXFILES[lexfile], hypernyms, gloss)
            for word in words:
                if word[:1].isupper():
                    self.names[re.sub(r"\(.*\)$", "", word).lower()].add((pos, offset))
        self.senses: dict[str, dict[str, tuple[list[str], int]]] = collections.defaultdict(dict)
        for pos in PARTS_OF_SPEECH:
            for line in (WORDNET / f"index.{pos}").read_text(encoding="latin-1").splitlines():
                if line.startswith(" "):
                    continue
                fields = line.split()
                pointers = int(fields[3])
                tagged = int(fields[5 + pointers])
                self.senses[fields[0]][pos] = (fields[6 + pointers:], tagged)
        # Every noun sense of the words of clothing (a shoe is footwear's second sense), the
        # first of the others (room, not a room's people).
        self.roots = {category: {("noun", offset) for word in words
                                 for offset in self.senses[word]["noun"][0][: None if category == "clothes" else 1]}
                      for category, words in KIND_ROOTS.items()}
        self._kinds: dict[tuple[str, str], set] = {}
        self.animal = ("noun", self.senses["animal"]["noun"][0][0])  # "a living organism characterized by voluntary movement"

    def main_pos(self, lemma: str) -> str | None:
        """The part of speech used most in WordNet's tagged corpus; with no tag, the one with
        the most senses (plum is a noun, not the adverb 'exactly'), then noun before verb."""
        senses = self.senses.get(lemma.lower().replace(" ", "_"))
        if not senses:
            return None
        order = list(PARTS_OF_SPEECH)
        return max(senses, key=lambda pos: (senses[pos][1], len(senses[pos][0]), -order.index(pos)))

    def first_sense(self, lemma: str, pos: str | None = None) -> tuple[str, str] | None:
        """The first sense of `pos` (else of the main part of speech) that is no name: WordNet
        puts "Rebel, Johnny Reb", a Confederate soldier, before "a person who rebels"."""
        key = lemma.lower().replace(" ", "_")
        pos = pos or self.main_pos(key)
        if pos is None or pos not in self.senses.get(key, {}):
            return None
        offsets = self.senses[key][pos][0]
        common = [offset for offset in offsets if (pos, offset) not in self.names.get(key, set())]
        return pos, (common or offsets)[0]

    def sense_for_category(self, lemma: str, pos: str | None = None) -> tuple[str, str] | None:
        """The first sense (of `pos`, else of the main part of speech), unless that sense is a
        person's or has no category and one of the first two noun senses names an animal, a food,
        a plant, a part of the body or clothes, for the words of CHILDLIKE_SENSE_FIRST (a tiger
        is an animal before a fierce person, a finger a part of the body before a verb), or, for
        an uncategorised sense, anything else concrete (an alien is a person before a quality)."""
        sense = self.first_sense(lemma, pos)
        category = self.category(sense)
        # Only a person's sense or an abstract one gives way: a shire is a county before a horse.
        if pos not in (None, "noun") or (category in CONCRETE_CATEGORIES and category != "people"):
            return sense
        # A person is often the figurative sense of an animal's name (a tiger, a pig, a fox).
        for offset in self.senses.get(lemma.lower().replace(" ", "_"), {}).get("noun", ([], 0))[0][:2]:
            other = self.category(("noun", offset))
            # An animal's part has no category, but is what a child knows a claw by.
            if other in CHILDLIKE_CATEGORIES or self.synsets[("noun", offset)][0] == "noun.animal":
                if lemma.lower() in CHILDLIKE_SENSE_FIRST:
                    return "noun", offset
            elif category is None and other in CONCRETE_CATEGORIES:
                return "noun", offset
        return sense

    def ancestors(self, sense: tuple[str, str]) -> set:
        if sense not in self._kinds:
            self._kinds[sense] = set()
            found = {sense}
            for parent in self.synsets[sense][1]:
                found |= self.ancestors(parent)
            self._kinds[sense] = found
        return self._kinds[sense]

    def category_of_word(self, lemma: str, pos: str | None = None) -> str | None:
        """The category of the word's sense for a category, unless REVIEWED_CATEGORIES says
        otherwise."""
        if lemma.lower() in REVIEWED_CATEGORIES:
            return REVIEWED_CATEGORIES[lemma.lower()] or None
        return self.category(self.sense_for_category(lemma, pos))

    def category(self, sense: tuple[str, str] | None) -> str | None:
        if sense is None:
            return None
        lexfile = self.synsets[sense][0]
        kinds = self.ancestors(sense)
        # WordNet's animal file also holds microbes, animals' parts and what they leave behind
        # (a virus, a claw, a cocoon): an animal is a kind of animal.
        if lexfile == "noun.animal":
            return "animals" if self.animal in kinds else None
        if lexfile == "noun.artifact":
            if kinds & self.roots["clothes"]:
                return "clothes"
            return "places" if kinds & self.roots["places"] else "objects"
        if lexfile == "noun.act":
            return "sport" if kinds & self.roots["sport"] else None
        if lexfile in CATEGORY_OF_LEXFILE:
            return CATEGORY_OF_LEXFILE[lexfile]
        return "actions" if sense[0] == "verb" else None

    def gloss(self, sense: tuple[str, str]) -> str:
        return self.synsets[sense][2].split(";")[0].strip().strip('"').strip()


STEMMERS = {"en": "english", "fr": "french", "es": "spanish", "de": "german", "it": "italian"}


def gives_away(word: str, text: str, lang: str = "en") -> bool:
    """True when `text` holds the answer, its stem, a word of 4 letters or more that is part
    of the answer or shares its stem (abnormal: "not normal"; grandfather: "the father of…"),
    a word whose stem begins the answer, which only adds an ending (buyer: "a person who buys"),
    or a word with 5 letters in a row of the answer's (chercheur: "recherche")."""
    stemmer = snowballstemmer.stemmer(STEMMERS[lang])
    answer = folded(word).lower()
    answer_stem = folded(stemmer.stemWord(word.lower())).lower()
    for token in re.findall(r"[^\W\d_]+", text.lower()):
        plain = folded(token).lower() if all(fold(c) for c in token) else token
        stem = folded(stemmer.stemWord(token)).lower() if all(fold(c) for c in token) else token
        if plain == answer or stem == answer_stem or answer in plain or answer_stem in plain:
            return True
        if len(plain) >= 4 and plain in answer or len(stem) >= 4 and stem in answer:
            return True
        # The answer is the word with an ending (buyer: "buys"; singer: "sings").
        if len(stem) >= 3 and answer.startswith(stem) and len(answer) - len(stem) <= 3:
            return True
        # A word of the same family shares a long part (chercheur: "recherche"; relativiser: "relatif").
        if longest_common_part(plain, answer) >= 5:
            return True
        # ... or begins as it does, for half the shorter word (bugiardo: "bugie"; chiusura: "chiudere").
        prefix = len(os.path.commonprefix([plain, answer]))
        if prefix >= 4 and prefix * 2 >= min(len(plain), len(answer)):
            return True
    return False


def longest_common_part(a: str, b: str) -> int:
    match = difflib.SequenceMatcher(None, a, b).find_longest_match(0, len(a), 0, len(b))
    return match.size


# ---------------------------------------------------------------------------------------------
# FreeDict: English translations of the other languages' words
# ---------------------------------------------------------------------------------------------

FREEDICT_POS = {"n": "noun", "v": "verb", "adj": "adj", "adv": "adv"}
# Ding's labels of senses a learner should not be given as the meaning.
REGISTER_LABELS = (r"slang|vulg\.|coll\.|ugs\.|pej\.|derb|dated|obs\.|archaic|rare|humor\.|fig\.|übtr\.|poet\.|euphem\."
                   r"|iron\.|tm|Jugendsprache|fam\.|pop\.|arg\.")
REGISTER_LABEL = re.compile(rf"\[(?:{REGISTER_LABELS})\]")
LINE_REGISTER_LABEL = re.compile(rf"^\s*(?:\[[^\]]*\]\s*)*\[(?:{REGISTER_LABELS})\]")


def dictd_entries(name: str):
    """(headword, lines of its entry) of a dictd dictionary under /usr/share/dictd."""
    import gzip
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    def number(text: str) -> int:
        value = 0
        for character in text:
            value = value * 64 + alphabet.index(character)
        return value

    data = gzip.open(FREEDICT / f"{name}.dict.dz").read()
    for line in (FREEDICT / f"{name}.index").read_text(encoding="utf-8").splitlines():
        headword, offset, length = line.split("\t")
        if headword.startswith("00"):
            continue
        lines = data[number(offset):number(offset) + number(length)].decode("utf-8").splitlines()
        if lines:
            yield headword, lines


def freedict_reverse(lang: str) -> dict[str, list[str]]:
    """The other way round: each word of `lang` in FreeDict's English dictionary to it
    (`dict-freedict-eng-fra` …), with the English headwords that give it."""
    reverse: dict[str, list[str]] = collections.defaultdict(list)
    for headword, lines in dictd_entries(f"freedict-eng-{FREEDICT_NAMES[lang]}"):
        if not re.fullmatch(r"[a-z]+", headword):
            continue
        for text in lines[1:]:
            if not text.strip() or len(text) - len(text.lstrip()) > 1:
                continue
            text = re.sub(r"^\d+\.\s*", "", text.strip())
            text = re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", "", text)
            for item in re.split(r"[,;]", text):
                item = " ".join(item.split())
                if item and " " not in item and headword not in reverse[item]:
                    reverse[item].append(headword)
    return reverse


def freedict_entries(lang: str) -> dict[str, list[tuple[str | None, list[str]]]]:
    """Every headword of the FreeDict dictionary to English, as written, with each of its
    entries: (part of speech or None, English translations in the dictionary's order)."""
    entries: dict[str, list[tuple[str | None, list[str]]]] = collections.defaultdict(list)
    for headword, lines in dictd_entries(f"freedict-{FREEDICT_NAMES[lang]}-eng"):
        tags = re.search(r"<([^>]*)>", lines[0])
        pos = next((FREEDICT_POS[t.strip()] for t in (tags.group(1).split(",") if tags else []) if t.strip() in FREEDICT_POS), None)
        translations = []
        for text in lines[1:]:
            if not text.strip() or len(text) - len(text.lstrip()) > 1:
                continue
            text = text.strip()
            if text.startswith(("Note:", "Synonym", "see:", '"', "{")):
                continue
            text = re.sub(r"^\d+\.\s*", "", text)
            # German's dictionary (Ding) labels slang, colloquial, dated and figurative senses
            # ("[slang] cocaine, coke [coll.], snow [slang]"): a label before the first
            # translation holds for the line, one after a translation for that translation.
            if LINE_REGISTER_LABEL.match(text):
                continue
            items = [item for item in re.split(r"[,;](?![^\[(]*[\])])", text) if not REGISTER_LABEL.search(item)]
            text = ", ".join(items)
            text = re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", "", text)
            for item in re.split(r"[,;]", text):
                item = " ".join(item.split())
                item = item[3:] if item.startswith("to ") and pos in (None, "verb") else item
                if item and len(item.split()) <= 3 and re.fullmatch(r"[a-zA-Z' -]+", item) and item not in translations:
                    translations.append(item)
        if translations:
            entries[headword].append((pos, translations))
    return entries


# The FreeDict+WikDict dictionaries between the four languages (Wiktionary's data, CC BY-SA 3.0)
# carry a word to a second language, whose dictionaries to English then give its meaning: the
# route for the words that the dictionaries to English miss. Each pair is read in the
# direction(s) Debian packages it.
BILINGUAL = {
    "fr": [("fra-deu", "de"), ("deu-fra", "de"), ("fra-spa", "es"), ("fra-ita", "it")],
    "es": [("spa-deu", "de"), ("deu-spa", "de"), ("fra-spa", "fr"), ("ita-spa", "it")],
    "it": [("ita-deu", "de"), ("deu-ita", "de"), ("fra-ita", "fr"), ("ita-spa", "es")],
    "de": [("deu-fra", "fr"), ("fra-deu", "fr"), ("deu-spa", "es"), ("spa-deu", "es"), ("deu-ita", "it"), ("ita-deu", "it")],
}
FREEDICT_CODES = {"fra": "fr", "spa": "es", "deu": "de", "ita": "it"}
# The languages whose words take a meaning through another language. German's own dictionaries
# explain 96 % of its words, and the second review found 7 of 80 of its meanings through
# another language wrong (Hälfte: "middle"), against 1 to 3 of 80 for the others; a German word
# they miss takes its own definition instead.
PIVOTED = {"fr", "es", "it"}


def bilingual_senses(name: str) -> dict[str, list[tuple[str | None, list[str], str]]]:
    """Each headword of a FreeDict dictionary between two of the languages (as written, and
    lowercase) to its senses: (part of speech, translations in order, the headword language's
    definition or ""). Names (`<pn>`) are left out. WikDict's dictionaries write a sense as its
    translations, then a line of definition; the older ones as numbered translations."""
    senses: dict[str, list[tuple[str | None, list[str], str]]] = collections.defaultdict(list)
    for headword, lines in dictd_entries(f"freedict-{name}"):
        tags = re.search(r"<([^>]*)>", lines[0])
        labels = [t.strip() for t in tags.group(1).split(",")] if tags else []
        if "pn" in labels:
            continue
        written = re.split(r"\s+/|\s+<|,", lines[0])[0].strip()
        pos = next((FREEDICT_POS[t] for t in labels if t in FREEDICT_POS), None)
        current: list | None = None
        for index, text in enumerate(lines[1:]):
            numbered = re.match(r"^(\d+)\.\s*(.*)$", text)
            if index == 0 or numbered:
                body = numbered.group(2) if numbered else text
                body = re.sub(r"\s+\d+\.\s*$", "", body)
                body = re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", "", body)
                items = [" ".join(item.split()) for item in re.split(r"[,;]", body)]
                current = [pos, [item for item in items if item], ""]
                senses[written].append(current)
            elif re.fullmatch(r"\s+\d+\.\s*", text):
                current = None  # a definition of another sense with the same translations
            elif current is not None and not current[2] and text.strip() and not text.startswith((" ", "}")):
                current[2] = text.strip()
    return senses


def cognate(word: str, english: str) -> bool:
    """Whether an English word is spelt nearly as the word is (telescopio: telescope,
    quarantaine: quarantine): the same first three letters, and most of the letters in order."""
    a = "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))
    b = english.lower()
    return " " not in b and a[:3] == b[:3] and difflib.SequenceMatcher(None, a, b).ratio() >= 0.75


class Translator:
    """English for the words of the four languages: their own dictionaries to English first,
    then through a second language."""

    def __init__(self, unfit: set[str]) -> None:
        self.unfit = unfit
        self.direct: dict[str, dict[str, list]] = {}
        self.reverse: dict[str, dict[str, list[str]]] = {}
        self.pairs: dict[str, list[tuple[str, str, dict]]] = collections.defaultdict(list)
        self._index: dict[str, dict[str, list[str]]] = {}
        for lang in FREEDICT_NAMES:
            dictionary = freedict_entries(lang)
            lowercase: dict[str, list] = collections.defaultdict(list)
            for headword, entries in dictionary.items():
                lowercase[headword.lower()].extend(entries)
            self.direct[lang] = lowercase
            self.reverse[lang] = freedict_reverse(lang)
        loaded: dict[str, dict] = {}
        for lang, pairs in BILINGUAL.items():
            for name, other in pairs:
                if name not in loaded:
                    loaded[name] = bilingual_senses(name)
                self.pairs[lang].append((name, other, loaded[name]))

    def own_senses(self, lang: str):
        """(other language, senses) of each WikDict dictionary from `lang`: the ones whose
        headwords are `lang`'s words, with their definitions in `lang`."""
        for name, other, senses in self.pairs[lang]:
            if FREEDICT_CODES[name[:3]] == lang:
                yield other, senses

    def direct_entries(self, lang: str, word: str) -> list[tuple[str | None, list[str]]]:
        """The word's entries in its dictionary to English, then the English-to-`lang`
        dictionary's headwords that give it."""
        entries = list(self.direct[lang].get(word.lower(), []))
        reverse = self.reverse[lang].get(word) or self.reverse[lang].get(word.lower())
        if reverse:
            entries.append((None, reverse))
        if lang == "de" and word[0].isupper():
            entries = [e for e in entries if e[0] in (None, "noun")] or entries
        return entries

    def pivots(self, lang: str, word: str) -> dict[str, list[str]]:
        """The word in each other language: the first translation of each of its senses in a
        dictionary from `lang`, and the headwords of a dictionary to `lang` whose sense has
        the word as its first translation."""
        found: dict[str, list[str]] = collections.defaultdict(list)
        for name, other, senses in self.pairs[lang]:
            if FREEDICT_CODES[name[:3]] == lang:
                for _, translations, _ in (senses.get(word) or [])[:3]:
                    if translations and translations[0] not in found[other]:
                        found[other].append(translations[0])
            else:
                for headword in self.pivot_index(name).get(word, []):
                    if headword not in found[other]:
                        found[other].append(headword)
        return found

    def pivot_index(self, name: str) -> dict[str, list[str]]:
        """Dictionary `name` the other way round: each first translation of a sense to the
        headwords that give it."""
        if name not in self._index:
            index: dict[str, list[str]] = collections.defaultdict(list)
            senses = next(s for pairs in self.pairs.values() for n, _, s in pairs if n == name)
            for headword, entries in senses.items():
                for _, translations, _ in entries:
                    if translations and headword not in index[translations[0]]:
                        index[translations[0]].append(headword)
            self._index[name] = index
        return self._index[name]

    def english(self, lang: str, word: str, avoid: frozenset = frozenset()) -> tuple[list[str], list[tuple[str | None, list[str]]]]:
        """Up to three English translations, and the entries they came from. Through a second language (and from there a third, never
        back to one in `avoid`), an English word is kept only when two languages give it, or
        when it is spelt as the word is (a cognate)."""
        entries = self.direct_entries(lang, word)
        translations = english_meaning(entries, self.unfit)
        if translations or len(avoid) >= 2 or (not avoid and lang not in PIVOTED):
            return translations, entries
        routes: dict[str, set[str]] = collections.defaultdict(set)
        ordered: list[str] = []
        for other, words in self.pivots(lang, word).items():
            if other in avoid:
                continue
            for pivot in words[:3]:
                found, _ = self.english(other, pivot, avoid | {lang})
                for english in found:
                    routes[english].add(other)
                    ordered.append(english)
        # One language alone gives false friends and other senses (sicuro: seguro, "insurance";
        # Mine: Miene, "expression"), so two must agree, unless the English is the word's cognate.
        kept = [e for e in dict.fromkeys(ordered) if len(routes[e]) >= 2 or cognate(word, e)]
        kept.sort(key=lambda e: (-len(routes[e]), not cognate(word, e)))
        return kept[:3], [(None, kept)]


ENGLISH_STOPWORDS = {word.lower() for word in stopwordsiso.stopwords("en")}
# English translations never shown as a meaning: slang, crude or dated senses FreeDict gives
# beside the plain one (Latte: "hard-on"; fröhlich: "gay"; burro: "ass"), from the 2026-11-26
# review of every list's meanings.
MEANING_UNFIT = {
    "arse", "ass", "gay", "dumb", "fart", "lust", "adultery", "commit adultery", "abortion", "cock", "red", "cum",
    "crappy", "wack", "bird", "chick", "bestiality", "bone", "roger", "bang", "dick", "stupid idiot", "git",
    "french love", "oral satisfaction", "horny", "cannabis herb", "pot", "sugar daddy", "dumbass", "tits up", "snow",
    "coke", "stardust", "nappy", "hard-on", "tramp", "slag", "dead bait", "abuse yourself", "masturbate", "boobs",
    "freaks", "kinky", "willy", "willie", "winkle", "sexual potency", "female period", "smut", "have a leak",
    "take a leak", "pee", "up the pole", "friend of dorothy", "red-hot", "juicy", "bowel movement", "sucker",
    "glory-hole", "glory-holes", "fault pit", "fricking", "making love", "love-making", "jack off", "beat the meat",
    "beat your meat", "pimp", "ponce", "pimps", "blow job", "morons", "moron", "mentally", "mentally deficient",
    "wench", "sheila", "charlie", "bust", "wicked", "sick",
    # The 2026-11-26 review of the meanings that come through a second language.
    "twat", "perverse", "joint", "loaded", "dead drunk", "impotent", "billy",
}
# What makes an English definition unfit to show, as a hint or as the meaning: sex, drugs,
# violence and dated or offensive descriptions of people (the same review).
GLOSS_UNFIT = re.compile(
    r"\b(sex|sexual\w*|sexually|heterosexual|homosexual\w*|semen|lysergic|seductive|mutilation|lover|adulterous"
    r"|virgin|brassiere|breasts|genital\w*|anus|lust|indecency|dark-skinned|subnormal|uncivilized|indian warrior"
    r"|slang term for a woman|rotund|infidels|deaf person|intent to kill)\b")


def english_meaning(entries: list[tuple[str | None, list[str]]], unfit: set[str]) -> list[str]:
    """Up to three English translations a learner would want: the dictionary's first, then the
    most common English words among the others (German lists its senses in no useful order)."""
    ranked = []
    for position, translation in enumerate(t for _, translations in entries for t in translations):
        word = translation.lower()
        if (word in ENGLISH_STOPWORDS or word in MEANING_UNFIT or any(part in unfit for part in word.split())
                or word in (r for r, _ in ranked)):
            continue
        score = wordfreq.zipf_frequency(word, "en") + (1.0 if position == 0 else 0.0)
        ranked.append((word, score))
    ranked.sort(key=lambda pair: -pair[1])
    return [word for word, score in ranked if score >= 2.5][:3]


# ---------------------------------------------------------------------------------------------
# Describing each word
# ---------------------------------------------------------------------------------------------

def describe_english(words: list[str], wordnet: WordNet) -> dict[str, tuple[str, str, str, str]]:
    """word -> (part of speech, category, meaning, hint) from the word's main WordNet sense. The
    meaning is shown once the game is over; the hint during play only when it does not give the
    answer away. Neither is kept when it is offensive."""
    described = {}
    for word in words:
        sense = wordnet.sense_for_category(word)
        if sense is None:
            described[word] = ("", "", "", "")
            continue
        gloss = wordnet.gloss(sense)
        if UNSAFE_GLOSS.search(gloss) or GLOSS_UNFIT.search(gloss) or len(gloss) > 160:
            gloss = fit_gloss(word, sense, wordnet)
        # A hint must fit two lines of a narrow board; the end panel has room for the rest.
        hint = "" if not gloss or len(gloss) > 120 or gives_away(word, gloss) else gloss
        described[word] = (sense[0], wordnet.category_of_word(word) or "", gloss, hint)
    for word, meaning in REVIEWED_MEANINGS["en"].items():
        if word in described:
            pos, category, _, _ = described[word]
            described[word] = (pos, category, meaning, "" if gives_away(word, meaning) else meaning)
    return described


def fit_gloss(word: str, sense: tuple[str, str], wordnet: WordNet) -> str:
    """When the main sense's definition is unfit or too long: the next sense of the same part of
    speech whose definition is fit and short enough (child: "a human offspring (son or
    daughter) of any age", not "a young person of either sex"), else the main definition cut
    at a word before 160 characters (banana), else none."""
    fit = lambda text: not UNSAFE_GLOSS.search(text) and not GLOSS_UNFIT.search(text)
    for offset in wordnet.senses.get(word.lower(), {}).get(sense[0], ([], 0))[0][1:]:
        if (sense[0], offset) in wordnet.names.get(word.lower(), set()):
            continue
        text = wordnet.gloss((sense[0], offset))
        if fit(text) and len(text) <= 160:
            return text
    text = wordnet.gloss(sense)
    return text[:159].rsplit(" ", 1)[0].rstrip(" ,;:") + "…" if fit(text) else ""


# Meanings and hints corrected by hand: the 2026-11-26 reviews of 1,265 meanings and definitions
# (a reader of the five languages) found these wrong in the dictionaries themselves.
REVIEWED_MEANINGS = {
    # WordNet's first sense of queen that is no name is the bee's.
    "en": {"queen": "a woman who rules a country, or the wife of a king"},
    "fr": {"passablement": "fairly, quite", "tympan": "eardrum", "ordre": "order", "face": "face",
           "chambre": "bedroom, room", "balader": "take for a walk", "relativiser": "put into perspective",
           "raquette": "racket, snowshoe", "vignette": "sticker, label", "soudure": "weld, soldering",
           "roman": "novel", "people": "celebrities", "cuvette": "basin, bowl", "trèfle": "clover",
           "filet": "net", "compromis": "compromise", "différend": "dispute, disagreement", "voir": "see",
           "papy": "grandpa"},
    "es": {"engordar": "put on weight, fatten", "pica": "pike, spades", "auditorio": "auditorium, audience",
           "arbitraje": "arbitration, refereeing", "cara": "face", "carril": "lane"},
    "it": {"sicuro": "safe, sure, certain", "costola": "rib", "conferire": "award, confer", "tufo": "tuff",
           "competizione": "competition", "singolo": "single", "indebolire": "weaken", "platea": "stalls, audience",
           "feccia": "dregs, scum", "bava": "drool, slobber", "empatia": "empathy",
           "valenza": "value, valence", "contingente": "contingent, quota", "mole": "bulk, mass",
           "cellulare": "mobile phone, cellular", "qualsiasi": "any, whatever", "cannone": "cannon"},
    "de": {"anwesend": "present", "antun": "do to, inflict", "Roman": "novel", "erkundigen": "inquire, ask",
           "vorschlagen": "suggest, propose", "eventuell": "possibly, perhaps", "dauern": "last, take",
           "genehmigen": "approve, permit", "Adler": "eagle", "Provinz": "province", "Gipfel": "summit, peak, top",
           "kümmern": "take care of, look after", "missen": "miss, do without", "garantieren": "guarantee",
           "dran": "on it, next", "Arche": "ark", "Fakt": "fact", "Neuigkeit": "news", "Effekt": "effect",
           "netto": "net", "eröffnen": "open, inaugurate", "Patron": "patron saint, patron",
           "Hund": "dog", "Kopf": "head, mind", "aufbewahren": "keep, store"},
}
# Definitions of another sense, or that give the word away: no hint (maschile: "Di donna").
REVIEWED_NO_HINT = {
    "fr": {"corruption", "balader", "face", "niche", "galerie", "cuvette", "papy", "restauration", "lueur"},
    "it": {"maschile", "conferire", "tufo", "feccia", "drammatico", "satellite", "violare", "piscina", "robot", "mole",
           "cellulare", "qualsiasi"},
    "de": {"antun", "missen", "kümmern", "Stunde", "dünn"},
}


def describe_other(lang: str, words: list[str], wordnet: WordNet, translator: "Translator", unsafe: set[str]) -> dict[str, tuple[str, str, str, str]]:
    """word -> (part of speech, category, meaning, definition hint). The meaning is up to three
    English translations (`Translator`), else the word's own definition in its language
    (Wiktionary's, through WikDict); the hint is that definition when it does not give the
    answer away. The part of speech is the dictionary's, else the English translation's; a
    category is kept only when the translations that have one agree on it (the majority, the
    first translation's)."""
    tags = french_parts_of_speech() if lang == "fr" else hunspell_parts_of_speech(lang)
    definitions = own_definitions(lang, translator, unsafe)
    described = {}
    for word in words:
        translations, entries = translator.english(lang, word)
        definition = main_definition(lang, translations, definitions.get(word, []), translator)
        shown = hint_of_definition(definition, lang)
        hint = "" if not shown or len(shown) > 120 or gives_away(word, shown, lang) else shown
        if not translations:
            described[word] = (part_of_speech_from_form(lang, word, tags) or "", "", definition, hint)
            continue
        form_pos = part_of_speech_from_form(lang, word, tags)
        # A form's part of speech that the English translation never has is not the word's:
        # Spanish hunspell gives gato and lobo the flags of adjectives in -o/-a, and mujer ends
        # as an infinitive does. A cat is a noun, and so an animal; so is a duck (pato), although
        # the English word is more often a verb: the verbs' forms are known.
        first_translation = wordnet.senses.get(translations[0].lower().replace(" ", "_"), {})
        if form_pos and first_translation and form_pos not in first_translation:
            form_pos = "noun" if "noun" in first_translation else None
        pos = (next((p for p, _ in entries if p), None) or form_pos or wordnet.main_pos(translations[0]) or "")
        if lang == "de":
            pos = german_part_of_speech(word, pos, entries, first_translation, form_pos)
        elif pos == "verb" and not is_infinitive(word, lang):
            # The list holds base forms: a verb is there as its infinitive. Reloj is a clock, not
            # "to clock"; azúcar is sugar (a Spanish infinitive has no written accent but -ír).
            pos = next((p for p in ("noun", "adj", "adv") if p in first_translation), "")
        categories = [wordnet.category_of_word(t, pos or None) for t in translations]
        counted = collections.Counter(c for c in categories if c)
        category = ""
        if categories[0] and counted[categories[0]] * 2 > sum(counted.values()):
            category = categories[0]
        category = REVIEWED_WORD_CATEGORIES.get(lang, {}).get(word, category)
        described[word] = (pos, category, ", ".join(translations), hint)
    for word, meaning in (REVIEWED_MEANINGS.get(lang, {}) | reviewed_meanings(lang)).items():
        if word in described:
            pos, category, _, hint = described[word]
            described[word] = (pos, category, meaning, hint)
    for word in REVIEWED_NO_HINT.get(lang, set()) & set(described):
        pos, category, meaning, _ = described[word]
        described[word] = (pos, category, meaning, "")
    return described


# A definition that only points at another entry (a plural, a feminine, a participle, a
# spelling): no help to a player.
FORM_OF_DEFINITION = re.compile(
    r"^(?:\(.*?\)\s*)?(?:variante|pluriel|féminin|masculin|participe|forme|ancienne orthographe|synonyme|abréviation"
    r"|plurale|femminile|maschile|participio|forma|sinonimo|abbreviazione"
    r"|plural|femenino|masculino|participio|sinónimo|abreviatura"
    r"|nebenform|alternative schreibweise|veraltete schreibweise|plural|partizip|kurzform|abkürzung|synonym)\b", re.I)

# What a definition in French, German or Italian says of a sense unfit for a family game: sex,
# drugs and what they are smoked with, violent crime (the Wiktionary counterpart of UNSAFE_GLOSS).
UNSAFE_DEFINITION = re.compile(
    r"\b(?:sexe|sexuel\w*|sexuell\w*|sesso|sessual\w*|sex|pénis|penis|pene|vagin\w*|prostitu\w*|pornogra\w*"
    r"|drogue\w*|droge\w*|droga|droghe|stupéfiant\w*|stupefacent\w*|rauschgift\w*|rauschmittel\w*|cannabis|haschisch\w*"
    r"|hachisch|haschich|hashish|marijuana|marihuana|cocaïne|kokain|cocaina|héroïnomane|heroin|eroina|opium|oppio"
    r"|pipe à eau|wasserpfeife|narghilè|viol|violer|vergewaltig\w*|stupr\w*|meurtr\w*|mord\w*|omicid\w*|assassin\w*"
    r"|masturb\w*|coït|coit\w*|orgasm\w*|erotic\w*|érotique|erotisch\w*|obszön\w*|obscène|osceno|vulgaire|vulgär\w*|volgare"
    r"|injure|insulte|schimpfwort|beleidigung|insulto|ingiuria|péjoratif|abwertend|spregiativo|dispregiativo)\b", re.I)
# A definition that is only a label ("Sens religieux", "Senso figurato", "Botanica: pianta").
LABEL_DEFINITION = re.compile(r"^(?:sens|senso|sinn|termine|\w+:\s*\w+$)\b", re.I)
# A definition cut short ("…fait de bouillon et").
UNFINISHED_DEFINITION = re.compile(r"\b(?:et|ou|de|du|des|le|la|les|e|o|di|del|della|il|und|oder|der|die|das|mit)$", re.I)
# A definition that says the word is a first name (Frank: "Männlicher Vorname"): a name, not dealt.
NAME_DEFINITION = re.compile(r"\b(?:vorname|prénom|nome proprio|nome di persona|nom propre)\b", re.I)
# A definition of a colloquial, vulgar or dated sense: not the one to teach.
REGISTER_DEFINITION = re.compile(
    r"^\(?(?:colloquiale|familiare|volgare|gergale|spregiativo|familier|populaire|vulgaire|argot|péjoratif|vieilli"
    r"|umgangssprachlich|salopp|derb|vulgär|abwertend|veraltet|jugendsprache)\b", re.I)


def own_definitions(lang: str, translator: "Translator", unsafe: set[str]) -> dict[str, list[tuple[str, list[str], str]]]:
    """Each word's definitions in its own language, one per sense, with the sense's
    translations: WikDict's dictionaries from the language have them (French in fra-deu …,
    German in deu-fra …, Italian in ita-spa; Spanish has none in Debian). A definition that is
    only a label, points at another entry, runs over 160 characters or holds an unfit word is
    not kept; a grammar note before it ("Hilfsverb haben:", "Aggettivo,") is cut."""
    definitions: dict[str, list[tuple[str, list[str], str]]] = collections.defaultdict(list)
    for other, senses in translator.own_senses(lang):
        for headword, entries in senses.items():
            for _, translations, text in entries:
                text = " ".join(text.replace("}}", " ").split()).rstrip(" .;:,")
                # Wiktionary's pointers to its own senses and labels of countability.
                text = re.sub(r"\s*\((?:sens|senso|nur|Sinn)\b[^)]*\)", "", text)
                text = re.sub(r"^(?:[,;:\s]+|(?:nicht\s+|un)?zählbar:\s*)", "", text, flags=re.I).strip()
                if (not text or text.startswith("-") or re.search(r"da controllare|specificare a quale", text, re.I)
                        or LABEL_DEFINITION.match(text) or UNFINISHED_DEFINITION.search(text)):
                    continue
                text = re.sub(r"^(?:Hilfsverb [^:]*:|\((?:verbo|verbe|nome|nom)\)|(?:aggettivo|sostantivo|verbo|avverbio|transitivo"
                              r"|intransitivo|adjectif|nom|verbe|adverbe|transitif|intransitif),)\s*", "", text, flags=re.I)
                words = re.findall(r"[^\W\d_]+", re.sub(r"\([^)]*\)", "", text).lower())
                if (len(words) < 2 or len(text) > 160 or FORM_OF_DEFINITION.match(text) or REGISTER_DEFINITION.match(text)
                        or UNSAFE_DEFINITION.search(text) or any(w in unsafe for w in words)):
                    continue
                definitions[headword].append((other, translations, text[0].upper() + text[1:]))
    return definitions


def unsafe_by_definition(lang: str, translator: "Translator") -> set[str]:
    """The words whose first definition in one of WikDict's dictionaries is of sex, drugs, violent
    crime or an insult (bang: "pipe à eau", a cannabis pipe), unfit for a family game whatever
    their English says, or says they are a first name (Frank)."""
    unsafe = set()
    for _, senses in translator.own_senses(lang):
        for headword, entries in senses.items():
            first = next((text for _, _, text in entries if text), "")
            if UNSAFE_DEFINITION.search(first) or NAME_DEFINITION.search(first):
                unsafe.add(headword)
    return unsafe


def main_definition(lang: str, english: list[str], definitions: list[tuple[str, list[str], str]],
                    translator: "Translator") -> str:
    """The definition of the word's sense that its English meaning names: the sense whose
    translations (in the dictionary's other language) give the word's first English word, else
    its second, its third.
    WikDict lists senses in no order of use (Hexe: the insult before the witch), so with no
    English to match, only a word with one definition has it."""
    senses = [(text, {e for t in translations[:3] for e in translator.english(other, t, frozenset({lang}))[0]})
              for other, translations, text in definitions]
    # The English words in their order: the definition of the first one's sense wins.
    for meaning in english:
        for text, found in senses:
            if meaning in found:
                return text
    texts = {text for _, _, text in definitions}
    return texts.pop() if not english and len(texts) == 1 else ""


def translated(meaning: str) -> bool:
    """Whether a meaning is English translations (lowercase, as `english_meaning` gives them)
    rather than a definition in the word's own language (capitalised, `own_definitions`)."""
    return meaning[:1].islower()


def french_parts_of_speech() -> dict[str, str]:
    """The part of speech Dicollecte's French dictionary tags each stem with (po:nom, po:v1 …)."""
    tags = {}
    for line in (HUNSPELL / "fr.dic").read_text(encoding="utf-8").splitlines()[1:]:
        entry, _, morphology = line.strip().partition(" ")
        found = set(re.findall(r"po:(\w+)", morphology))
        pos = ("noun" if "nom" in found else "verb" if any(re.match(r"v\d", t) for t in found)
               else "adj" if "adj" in found else "adv" if "adv" in found else None)
        if pos:
            tags.setdefault(entry.partition("/")[0], pos)
    return tags


def hunspell_parts_of_speech(lang: str) -> dict[str, str]:
    """What the Spanish and Italian dictionaries' affix flags tell: a Spanish stem with gender
    endings (G) is an adjective, one with a plural (S) and a noun's ending a noun; an Italian stem
    with superlatives or adverbs (Y, W) is an adjective, one with plural endings (O, Q, S) and
    no superlative a noun."""
    if lang not in ("es", "it"):
        return {}
    tags = {}
    for line in (HUNSPELL / f"{LANGUAGES[lang]}.dic").read_text(encoding="utf-8").splitlines()[1:]:
        word, _, flags = line.strip().partition(" ")[0].partition("/")
        if lang == "es":
            if "G" in flags:
                tags.setdefault(word, "adj")
            elif "S" in flags and word.endswith(("o", "a", "ión", "dad", "tud", "aje", "ismo", "miento", "ción")):
                tags.setdefault(word, "noun")
        elif set(flags) & set("YW"):
            tags.setdefault(word, "adj")
        elif set(flags) & set("OQS"):
            tags.setdefault(word, "noun")
    return tags


# The endings of a verb's dictionary form, the infinitive.
INFINITIVE_ENDINGS = {"es": ("ar", "er", "ir", "ír"), "it": ("are", "ere", "ire", "rre"), "fr": ("er", "ir", "ïr", "re", "oir")}


def is_infinitive(word: str, lang: str) -> bool:
    """Whether `word` can be an infinitive of `lang` by its form (English and German: always)."""
    if lang not in INFINITIVE_ENDINGS:
        return True
    if not word.endswith(INFINITIVE_ENDINGS[lang]):
        return False
    # Spanish writes no accent on an infinitive, but the í of -ír (reír, oír).
    return lang != "es" or not any(c in "áéíóú" for c in (word[:-2] if word.endswith("ír") else word))


# Wiktionary's labels that only name the part of speech ("(aggettivo) del cuore"): left out.
PART_OF_SPEECH_LABELS = {"aggettivo", "sostantivo", "verbo", "avverbio", "adjectif", "nom", "verbe", "adverbe"}


def hint_of_definition(definition: str, lang: str) -> str:
    """The definition as a hint: without a label that only names the part of speech, or none
    when it starts with any other label. Wiktionary labels a sense that is not the one a player
    knows first: figurative, dated, familiar, narrower (support: "(Figuré) (Vieilli) …";
    kamikaze: "Per estensione"), or of a field (aile: "(Automobile) Élément d’une voiture";
    accroître: "(Droit) …"). German puts explanations, not labels, in its parentheses."""
    if lang not in ("fr", "it") or not definition:
        return definition
    rest = definition
    while rest.startswith("("):
        close = rest.find(")")
        if close < 0 or rest[1:close].strip().lower() not in PART_OF_SPEECH_LABELS:
            return ""
        rest = rest[close + 1:].lstrip()
    if re.search(r"\bper estensione\b|\bpar extension\b", rest, re.IGNORECASE):
        return ""
    return rest[:1].upper() + rest[1:]


def german_part_of_speech(word: str, pos: str, entries: list, first_translation: dict, form_pos: str | None) -> str:
    """German writes every noun with a capital, so the form decides between noun and not: a
    capitalised word is a noun, and a lowercase one never is, whatever its translation is
    (FreeDict gives abbauen "dismantling", grillen "barbecue"). A lowercase word takes the
    dictionary's first other part of speech, else its English translation's (a verb before an
    adjective), else the infinitive's ending; else none is said."""
    if word[0].isupper():
        return "noun"
    if pos != "noun":
        return pos
    others = [p for p, _ in entries if p and p != "noun"]
    if others:
        return others[0]
    for candidate in ("verb", "adj", "adv"):
        if candidate in first_translation:
            return candidate
    return "verb" if form_pos == "verb" else ""


def part_of_speech_from_form(lang: str, word: str, tags: dict[str, str]) -> str | None:
    """A part of speech the word's own form tells, where no dictionary gives one: hunspell's
    French tags and Spanish and Italian flags (`tags`), German capitals (nouns) and
    infinitives, Spanish and Italian infinitives, and adverbs in -mente/-ment."""
    if lang == "fr":
        return tags.get(word) or ("adv" if word.endswith("ment") else None)
    if lang == "de":
        return "noun" if word[0].isupper() else "verb" if word.endswith(("en", "ern", "eln")) else None
    if lang == "es":
        return ("adv" if word.endswith("mente") else "verb" if word.endswith(("ar", "er", "ir", "ír"))
                else tags.get(word))
    if lang == "it":
        return ("adv" if word.endswith("mente") else "verb" if word.endswith(("are", "ere", "ire", "rre"))
                else tags.get(word))
    return None


def write_report(report: str) -> None:
    """Puts the figures of this run between the README's report markers."""
    readme = OUT / "README.md"
    text = readme.read_text(encoding="utf-8")
    start, end = "<!-- report: written by scripts/make-wordlists.py -->\n", "<!-- end of report -->\n"
    if start in text and end in text:
        text = text[:text.index(start) + len(start)] + report + text[text.index(end):]
        readme.write_text(text, encoding="utf-8")


def main() -> int:
    write_notices()
    english_unfit, slurs = english_unsafe(), english_slurs_and_obscenities()
    wordnet = WordNet()
    translator = Translator(english_unfit | slurs)
    level_rows, category_rows, offered_rows, language_rows, own_rows = [], [], [], [], []
    for lang in LANGUAGES:
        additions = reviewed_additions(lang)
        candidates = build(lang, english_unfit, slurs, additions)
        described = (describe_english([stem for stem, _ in candidates], wordnet) if lang == "en"
                     else describe_other(lang, [stem for stem, _ in candidates], wordnet, translator,
                                         family_unsafe(lang, english_unfit, slurs)[0] | english_unfit | slurs))
        for word, category in (reviewed_categories(lang) | additions).items():
            if word in described:
                pos, _, meaning, hint = described[word]
                described[word] = (pos, category, meaning, hint)
        # The native review's facts: its part of speech and hint; for English its hint is the
        # meaning too (WordNet's first sense is often another than a player knows: acre, a
        # region of Brazil; canary, an informer), for the others its English where it gave one.
        facts = reviewed_facts(lang)
        for word, fact in facts.items():
            if word in described:
                _, category, meaning, _ = described[word]
                meaning = fact.hint if lang == "en" else (fact.meaning or meaning)
                # No English for it: the end shows the word's own definition alone, never an
                # own-language line as if it were the English.
                if not fact.meaning and not translated(meaning):
                    meaning = fact.hint
                # Actions are what verbs name: a word the review calls a noun is no action (ship,
                # puzzle), and a verb names no thing (sedere is to sit, no part of the body).
                if (category == "actions") != (fact.part_of_speech == "verb"):
                    category = "actions" if fact.part_of_speech == "verb" and category else ""
                described[word] = (fact.part_of_speech, category, meaning, fact.hint)
        # Below MIN_ZIPF, only the names of things a child knows (an animal, a food, a plant, a
        # part of the body, clothes) stay.
        common = [(stem, z) for stem, z in candidates if z >= MIN_ZIPF or described[stem][1] in CHILDLIKE_CATEGORIES]
        # An English word WordNet does not know is a clipping, slang or a name (poly, gonna, approx).
        if lang == "en":
            common = [(stem, z) for stem, z in common if described[stem][0]]
        # A word whose own definition is unfit is not dealt (it may have an innocent translation).
        if lang != "en":
            unfit_by_definition = unsafe_by_definition(lang, translator)
            common = [(stem, z) for stem, z in common if stem not in unfit_by_definition]
        # The end panel says what every word means: a word no source explains is not dealt.
        unexplained = sum(1 for stem, _ in common if not described[stem][2])
        common = [(stem, z) for stem, z in common if described[stem][2]]
        # Every word dealt has a reviewed hint: one the review has not read yet waits for it.
        unreviewed = sum(1 for stem, _ in common if stem not in facts)
        common = [(stem, z) for stem, z in common if stem in facts]
        zipf = {stem: value for stem, value in common}
        errors = simulate([stem for stem, _ in common], lang, lang)
        knowing_language = simulate(sorted(dictionary_words(lang) | set(zipf)), lang, lang)
        hopeless = {stem for stem in zipf if loss_share(errors[stem]) > HOPELESS_LOSS_SHARE
                    or loss_share(knowing_language[stem]) > HOPELESS_LOSS_SHARE_KNOWING_LANGUAGE}
        words = [stem for stem, _ in common if stem not in hopeless]
        mean = {stem: sum(errors[stem]) / PLAYERS for stem in words}
        mean_knowing_language = {stem: sum(knowing_language[stem]) / PLAYERS for stem in words}
        counts = collections.Counter(described[w][1] for w in words if described[w][1])
        offered = [c for c in CATEGORIES if counts[c] >= 100]
        levels = {w: band(zipf[w], mean[w], mean_knowing_language[w]) for w in words}
        # Both in the order of the lowercased words' UTF-8 bytes: the game finds a word by halves.
        in_order = sorted(words, key=lambda w: w.lower().encode())
        write(OUT / f"{lang}.txt", [(w, levels[w], described[w][0], described[w][1]) for w in in_order])
        write(OUT / f"{lang}-meanings.txt", [(w, described[w][2], described[w][3]) for w in in_order if described[w][2]])
        offered_rows += [(lang, c, counts[c]) for c in offered]
        for name in ["easy", "normal", "hard"]:
            at = [w for w in words if levels[w] == name]
            row = f"| {lang} | {name} | {len(at)} |"
            for played, means in [(errors, mean), (knowing_language, mean_knowing_language)]:
                figures = [means[w] for w in at]
                lost = sum(sum(t >= MAX_WRONG for t in played[w]) for w in at) / (len(at) * PLAYERS)
                row += f" {statistics.mean(figures):.2f} | {statistics.pstdev(figures):.2f} | {100 * lost:.1f} % |"
            level_rows.append(row)
        in_english = ("all, English definitions" if lang == "en" else
                      f"{100 * sum(1 for w in words if described[w][2] != described[w][3]) / len(words):.0f} %")
        with_category = sum(1 for w in words if described[w][1])
        with_meaning = sum(1 for w in words if described[w][2])
        with_hint = sum(1 for w in words if described[w][3])
        language_rows.append(
            f"| {lang} | {len(words)} | {len(hopeless)} | {unexplained} | {unreviewed} | {100 * with_category / len(words):.0f} % | "
            f"{100 * with_meaning / len(words):.0f} % | {in_english} | "
            f"{(f'{100 * with_hint / len(words):.0f} %') if with_hint else 'none (no source)'} |")
        own_rows.append(f"| {lang} | " + " | ".join(str(sum(1 for w in words if letter in w)) for letter in OWN_LETTER_REPORT) + " |")
        category_rows.append(f"| {lang} | " + " | ".join(
            (str(counts[c]) if counts[c] >= 100 else f"({counts[c]})") for c in CATEGORIES) + " |")
        print(f"{lang}: {len(words)} words, {len(hopeless)} hopeless left out, {dict(collections.Counter(levels.values()))}, "
              f"categories {dict(counts)}")
    write(OUT / "categories.txt", offered_rows)
    write_report(
        "Simulated wrong letters per word (the mean over the players), by level, for the player "
        "who knows the list and for the one who knows only the language (its hunspell dictionary):\n\n"
        "| language | level | words | mean, list | spread (σ) | games lost | mean, language | spread (σ) | games lost |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
        + "\n".join(level_rows) + "\n\n"
        "Coverage:\n\n| language | words | hopeless, left out | no meaning, left out | not reviewed, left out | "
        "with a category | with a meaning | meaning in English | with a definition hint |\n"
        "|---|---|---|---|---|---|---|---|---|\n" + "\n".join(language_rows) + "\n\n"
        "Words with letters beyond A-Z, dealt with the rules of `Alphabet` (ñ in Spanish, ß found "
        "with S, œ and æ as two letters):\n\n"
        "| language | " + " | ".join(OWN_LETTER_REPORT) + " |\n|---|" + "---|" * len(OWN_LETTER_REPORT) + "\n"
        + "\n".join(own_rows) + "\n\n"
        "Words per category (a category with fewer than 100 words, in brackets, is not offered):\n\n"
        "| language | " + " | ".join(CATEGORIES) + " |\n|---|" + "---|" * len(CATEGORIES) + "\n"
        + "\n".join(category_rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
