#!/usr/bin/env python3
"""Regenerates the bundled word lists, one per language, with their levels and hints.

    apt-get install hunspell-en-us hunspell-fr hunspell-es hunspell-de-de hunspell-it wordnet-base \
        dict-freedict-fra-eng dict-freedict-spa-eng dict-freedict-deu-eng dict-freedict-ita-eng
    pip install wordfreq==3.1.1 simplemma==2.0.0 stopwordsiso==0.7.1
    python3 scripts/make-wordlists.py

For each language (en, fr, es, de, it) it writes, under data/words/:

- `<lang>.txt`: the words the game deals offline, one per line as `word<TAB>level`, sorted.
  A word is kept when it is
    * a stem of the language's hunspell dictionary (a base form: hunspell lists lemmas and
      derives inflections with affix rules), and its own lemma for simplemma;
    * not a name: lowercase in en/es/it, not tagged `po:npr`/`po:prn` in French, and in German
      a capitalised noun only when the dictionary gives it plural or genitive endings
      (`Haus/T…`, `Tisch/EP…`; `Berlin/Sm` and `Thomas` are names);
    * not a function word (stopwords-iso), not in `deny-<lang>.txt`, and family-safe (see
      `family_unsafe`): no word hunspell flags as offensive (`!`), none whose WordNet sense is
      a slur, obscene, vulgar, sexual, a drug or a violent crime, no derivative of such a word,
      and in the other languages no word whose first English translation (FreeDict) is one;
    * 4 to 12 letters that all fold to A-Z (see LetterFolding.swift), with at least 3 distinct
      letters; in Spanish, no ñ (Spanish treats Ñ as a letter of its own, and the keyboard has
      no Ñ key, so such words are not dealt);
    * common: a Zipf frequency of at least MIN_ZIPF in wordfreq;
    * not a participle or gerund of a verb in the list (abonné, banking).
- `<lang>-frequency.txt`: `word<TAB>zipf` for every word form of wordfreq's list with a Zipf
  frequency of at least MIN_ZIPF and the same letter rules: the table online words are checked
  against, so that obscure ones are rejected and the others get a level.
- `en-hints.txt`: `word<TAB>gloss`, WordNet's first sense of each English word, without
  glosses that give the answer away.

Levels (WordLevel.swift computes the same for online words): points for rarity (Zipf < 4.0: 1,
< 3.55: 2), one for a short word (5 letters or fewer), one for many distinct letters (9 or
more); 0 points is Easy, 1 Normal, 2 or more Hard.

The output depends only on the packaged inputs, so running it again gives identical files.
"""
import re
import sys
import unicodedata
from pathlib import Path

import simplemma
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
    r"|narcotics?|illegal drugs?|hallucinogen\w*|rape|raped|rapist)\b")
MIN_ZIPF = 3.2
LANGUAGES = {
    "en": "en_US",
    "fr": "fr",
    "es": "es_ES",
    "de": "de_DE",
    "it": "it_IT",
}
# Spanish treats Ñ as a letter of its own: folding it to N would be wrong, so no such word.
OWN_LETTERS = {"es": set("ñÑ")}
# French morphological tags of names and function words.
FRENCH_EXCLUDED_TAGS = {"npr", "prn", "pfx", "sfx", "det", "pro", "prep", "cjco", "cjsub", "loc", "interj"}
# German suffix flags that only common nouns get: plurals -e -n -en -er -nen -se, genitive -es.
GERMAN_NOUN_FLAGS = set("ENPRFqT")
# German flags of the lowercase twins of nouns, which exist only to build compounds.
GERMAN_COMPOUND_FLAGS = set("oh")
# Pronouns that Spanish and Italian attach to verbs (darnos, hazlo, farlo): such a form is
# not a base form, whatever the dictionary lists.
CLITICS = {
    "es": ("selas", "selos", "nos", "los", "las", "les", "me", "te", "se", "lo", "la", "le", "os"),
    "it": ("glielo", "gliela", "gli", "mi", "ti", "si", "ci", "vi", "ne", "lo", "la", "li", "le"),
}


def fold(character: str) -> str | None:
    """The A-Z letter a character folds to, as CharacterRole does; None when it folds to none."""
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
    """4 to 12 letters, every one folding to A-Z, at least 3 distinct, none of the language's own."""
    if not 4 <= len(word) <= 12 or any(c in OWN_LETTERS.get(lang, ()) for c in word):
        return False
    letters = [fold(c) for c in word]
    return all(letters) and len(set(letters)) >= 3


def level(word: str, zipf: float) -> str:
    points = (0 if zipf >= 4.0 else 1 if zipf >= 3.55 else 2)
    points += 1 if len(word) <= 5 else 0
    points += 1 if len({fold(c) for c in word}) >= 9 else 0
    return ["easy", "normal", "hard"][min(points, 2)]


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
            if word[0].isupper() and not (set(flags) & GERMAN_NOUN_FLAGS):
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


def wordnet_synsets():
    """(pos, offset, words, usage-domain offsets, gloss) of every WordNet synset."""
    for pos in ["noun", "verb", "adj", "adv"]:
        for line in (WORDNET / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            count = int(fields[3], 16)
            words = [fields[4 + 2 * i].lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = int(fields[at])
            usage = {fields[at + 1 + 4 * i + 1] for i in range(pointers) if fields[at + 1 + 4 * i] == ";u"}
            yield pos, fields[0], words, usage, gloss


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
    return unsafe | hunspell_offensive() | {word.lower() for word in read_lines(OUT / "deny-en.txt")}


def freedict_first_translations(lang: str) -> dict[str, list[str]]:
    """Each headword of the language's FreeDict dictionary to English, with the English words
    of its first translation line."""
    import gzip
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    def number(text: str) -> int:
        value = 0
        for character in text:
            value = value * 64 + alphabet.index(character)
        return value

    name = FREEDICT_NAMES[lang]
    data = gzip.open(FREEDICT / f"freedict-{name}-eng.dict.dz").read()
    translations: dict[str, list[str]] = {}
    for line in (FREEDICT / f"freedict-{name}-eng.index").read_text(encoding="utf-8").splitlines():
        headword, offset, length = line.split("\t")
        if headword.startswith("00"):
            continue
        entry = data[number(offset):number(offset) + number(length)].decode("utf-8").splitlines()
        first = entry[1] if len(entry) > 1 else ""
        words = [part.strip().lower() for part in re.split(r"[,;]", first) if part.strip()]
        translations.setdefault(headword.lower(), words)
    return translations


def family_unsafe(lang: str, english: set[str], slurs: set[str]) -> tuple[set[str], tuple[str, ...]]:
    """The words of `lang` unfit for a family game, and the roots whose derivatives are too
    (fuck: fucker; in every language, the hand list's words of 5 letters or more)."""
    hand = {word.lower() for word in read_lines(OUT / f"deny-{lang}.txt")}
    if lang == "en":
        unsafe = set(english)
    else:
        unsafe = set(hand)
        # Only when every translation is unfit: a word with an innocent one keeps it (chinois:
        # Chinese, chinaman; reine: queen).
        unfit = english | slurs
        for headword, translations in freedict_first_translations(lang).items():
            if translations and all(translation in unfit for translation in translations):
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


def build(lang: str, english_unfit: set[str], slurs: set[str]) -> tuple[list[tuple[str, str]], list[tuple[str, float]]]:
    unsafe, roots = family_unsafe(lang, english_unfit, slurs)
    deny = {word.lower() for word in read_lines(OUT / f"deny-{lang}.txt")} | unsafe
    stopwords = {word.lower() for word in stopwordsiso.stopwords(lang)}
    words = {}
    for stem in hunspell_stems(lang):
        key = stem.lower()
        if key in deny or key.startswith(roots) or key in stopwords or not playable(stem, lang) or not is_base_form(stem, lang):
            continue
        zipf = wordfreq.zipf_frequency(stem, lang)
        if zipf < MIN_ZIPF:
            continue
        # German lists a few nouns twice (a noun and a verb of the same letters): keep the noun.
        if key in words and words[key][0][0].isupper():
            continue
        # Rounded as the frequency table stores it, so that WordLevel.of agrees for every word.
        words[key] = (stem, round(zipf, 2))
    words = {key: value for key, value in words.items() if not is_verb_form_of_entry(key, lang, set(words))}
    listed = sorted(((stem, level(stem, zipf)) for stem, zipf in words.values()), key=lambda e: (e[0].lower(), e[0]))

    frequency = []
    for form in wordfreq.iter_wordlist(lang):
        zipf = wordfreq.zipf_frequency(form, lang)
        if zipf < MIN_ZIPF:
            break
        if form.isalpha() and playable(form, lang) and form not in deny and not form.startswith(roots):
            frequency.append((form, round(zipf, 2)))
    frequency.sort()
    return listed, frequency


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


def wordnet_glosses(words: list[str]) -> dict[str, str]:
    """WordNet's first sense of each word, from the part of speech used most in its corpus."""
    index = wordnet_main_senses()
    data = {pos: (WORDNET / f"data.{pos}").read_bytes() for pos in ["noun", "verb", "adj", "adv"]}
    glosses = {}
    for word in words:
        if word not in index:
            continue
        pos, offset = index[word]
        blob = data[pos]
        start = int(offset)
        line = blob[start:blob.index(b"\n", start)].decode("latin-1")
        gloss = line.split(" | ", 1)[1].split(";")[0].strip().strip('"').strip()
        if gloss and not gives_away(word, gloss) and len(gloss) <= 120:
            glosses[word] = gloss
    return glosses


def gives_away(word: str, gloss: str) -> bool:
    """True when the gloss contains the answer, even inside another word, or a word of its stem."""
    if word.lower() in gloss.lower():
        return True
    stem = word[: max(4, len(word) - 3)].lower()
    return any(token.startswith(stem) or stem.startswith(token) and len(token) >= 4
               for token in re.findall(r"[a-z]+", gloss.lower()))


def write_notices() -> None:
    """The licence notices that must ship with the data, copied from the packages."""
    doc = Path("/usr/share/doc")
    parts = []
    for package in ["hunspell-en-us", "hunspell-fr", "hunspell-es", "hunspell-de-de", "hunspell-it"]:
        text = (doc / package / "copyright").read_text(encoding="utf-8")
        if any(text == previous for _, previous in parts):
            parts.append((package, None))  # the same Debian source package, the same notice
        else:
            parts.append((package, text))
    with open(OUT / "LICENSE.hunspell", "w", encoding="utf-8") as out:
        out.write("The word lists are selections from these hunspell dictionaries (Debian's copyright files).\n")
        for package, text in parts:
            out.write(f"\n===== {package} =====\n")
            out.write(text if text is not None else "(the same notice as the previous package)\n")
    (OUT / "LICENSE.WordNet").write_text((doc / "wordnet-base" / "copyright").read_text(encoding="utf-8"), encoding="utf-8")
    metadata = next(Path(wordfreq.__file__).parent.parent.glob("wordfreq-*.dist-info")) / "METADATA"
    text = metadata.read_text(encoding="utf-8")
    section = text[text.index("## License"):text.index("## Citing wordfreq")]
    (OUT / "LICENSE.wordfreq").write_text(
        "The frequency tables (*-frequency.txt) and the levels of the word lists come from wordfreq "
        f"{wordfreq.__version__ if hasattr(wordfreq, '__version__') else '3.1.1'} by Robyn Speer, whose data is "
        "licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); so are these files.\n\n"
        + section, encoding="utf-8")


def write(path: Path, rows) -> None:
    path.write_text("".join("\t".join(str(cell) for cell in row) + "\n" for row in rows), encoding="utf-8")


def main() -> int:
    write_notices()
    english_unfit, slurs = english_unsafe(), english_slurs_and_obscenities()
    for lang in LANGUAGES:
        listed, frequency = build(lang, english_unfit, slurs)
        write(OUT / f"{lang}.txt", listed)
        write(OUT / f"{lang}-frequency.txt", frequency)
        levels = {name: sum(1 for _, lvl in listed if lvl == name) for name in ["easy", "normal", "hard"]}
        print(f"{lang}: {len(listed)} words {levels}, {len(frequency)} forms in the frequency table")
        if lang == "en":
            glosses = wordnet_glosses([word for word, _ in listed])
            write(OUT / "en-hints.txt", sorted(glosses.items()))
            print(f"en: {len(glosses)} hints")
    return 0


if __name__ == "__main__":
    sys.exit(main())
