"""Shared measures of the bundled word lists (used by test_word_lists.py)."""
from pathlib import Path

WORDS = Path(__file__).resolve().parents[2] / "data" / "words"
LANGUAGES = ["en", "fr", "es", "de", "it"]
LEVELS = ["easy", "normal", "hard"]

# Inflectional endings, and what the base form ends with instead ("" keeps the stem as it is).
ENDINGS = {
    "en": [("s", [""]), ("es", [""]), ("ies", ["y"]), ("ed", ["", "e"]), ("ied", ["y"]), ("ing", ["", "e"]),
           ("est", ["", "e"]), ("iest", ["y"])],
    "fr": [("s", [""]), ("x", [""]), ("e", [""]), ("es", [""]), ("ait", ["er", "re"]), ("aient", ["er"]),
           ("ais", ["er"]), ("ant", ["er", "re"]), ("ons", ["er", "re"]), ("ez", ["er", "re"]), ("ent", ["er"]),
           ("é", ["er"]), ("ée", ["er"]), ("és", ["er"]), ("ées", ["er"]), ("era", ["er"]), ("issait", ["ir"]),
           ("issant", ["ir"]), ("i", ["ir"]), ("ie", ["ir"]), ("u", ["re", "oir"]), ("ue", ["re", "oir"])],
    "es": [("s", [""]), ("es", [""]), ("ando", ["ar"]), ("iendo", ["er", "ir"]), ("ado", ["ar"]), ("ada", ["ar"]),
           ("ido", ["er", "ir"]), ("ida", ["er", "ir"]), ("aba", ["ar"]), ("aban", ["ar"]), ("amos", ["ar"]),
           ("emos", ["er"]), ("imos", ["ir"]), ("aron", ["ar"]), ("ieron", ["er", "ir"]), ("ará", ["ar"]),
           ("ó", ["ar"]), ("ió", ["er", "ir"]), ("an", ["ar"]), ("en", ["er", "ir"])],
    "de": [("e", [""]), ("en", [""]), ("er", [""]), ("es", [""]), ("n", [""]), ("s", [""]), ("em", [""]),
           ("te", ["en"]), ("ten", ["en"]), ("t", ["en"]), ("st", ["en"])],
    "it": [("i", ["o", "e"]), ("e", ["a"]), ("ando", ["are"]), ("endo", ["ere", "ire"]), ("ato", ["are"]),
           ("ata", ["are"]), ("ati", ["are"]), ("ito", ["ire"]), ("ita", ["ire"]), ("uto", ["ere"]),
           ("ava", ["are"]), ("avano", ["are"]), ("iamo", ["are", "ere", "ire"]), ("ano", ["are"]),
           ("ò", ["are"]), ("ì", ["ire"])],
}


def entries(lang: str) -> list[tuple[str, str]]:
    """(word, level) of each line of data/words/<lang>.txt."""
    return [(row[0], row[1]) for row in rows(lang)]


def rows(lang: str) -> list[list[str]]:
    """word, level, part of speech, category (maybe empty) of each line of data/words/<lang>.txt."""
    return [line.split("\t") for line in (WORDS / f"{lang}.txt").read_text(encoding="utf-8").splitlines()]


def meanings(lang: str) -> dict[str, tuple[str, str]]:
    """word -> (meaning, definition hint or "") of data/words/<lang>-meanings.txt."""
    table = {}
    for line in (WORDS / f"{lang}-meanings.txt").read_text(encoding="utf-8").splitlines():
        word, meaning, hint = line.split("\t")
        table[word] = (meaning, hint)
    return table


def inflected_forms(lang: str) -> list[tuple[str, str]]:
    """(entry, base) for each entry that is an inflected form of another entry of the list:
    a plural, a feminine, a conjugated verb or a past participle."""
    # German capitalises nouns: a noun inflects to a noun, a verb to a verb.
    fold = (lambda word: word) if lang == "de" else str.lower
    words = {fold(word) for word, _ in entries(lang)}
    found = []
    for word in sorted(words):
        for ending, replacements in ENDINGS[lang]:
            if not word.endswith(ending) or len(word) - len(ending) < 3:
                continue
            stem = word[: -len(ending)]
            stems = [stem] + ([stem[:-1]] if len(stem) > 3 and stem[-1] == stem[-2] else [])
            base = next((s + r for s in stems for r in replacements if s + r != word and s + r in words), None)
            if base:
                found.append((word, base))
                break
    return found
