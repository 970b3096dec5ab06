"""The bundled word lists: sizes, base forms, deny lists, levels, hints and their credits."""
import re
import unicodedata

import pytest

from wordlist_quality import ENDINGS, LANGUAGES, LEVELS, WORDS, entries, inflected_forms

FUNCTION_WORDS = {
    "en": ["that", "whereupon", "unto", "which", "would", "there", "these", "those", "about", "their"],
    "fr": ["avec", "dans", "pour", "mais", "leur", "cette", "quoi", "donc", "aussi", "parce"],
    "es": ["para", "pero", "como", "este", "donde", "porque", "aunque", "nosotros", "cuando"],
    "de": ["aber", "oder", "wenn", "dass", "nicht", "diese", "welche", "weil", "etwas"],
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_is_playable_on_the_a_to_z_keyboard(lang):
    for word, _ in entries(lang):
        assert 4 <= len(word) <= 12, word
        assert all(folds_to_a_z(c) for c in word), word
        assert not (lang == "es" and "ñ" in word.lower()), f"{word}: Ñ is a letter of its own in Spanish"
        assert not set(word.lower()) & set("ßœæ"), word


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_level_holds_at_least_a_sixth_of_the_words(lang):
    levels = [level for _, level in entries(lang)]
    assert set(levels) == set(LEVELS)
    for level in LEVELS:
        assert levels.count(level) >= len(levels) / 6, f"{lang} {level}: {levels.count(level)} of {len(levels)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_listed_word_is_in_its_frequency_table(lang):
    table = {}
    for line in (WORDS / f"{lang}-frequency.txt").read_text(encoding="utf-8").splitlines():
        form, zipf = line.split("\t")
        table[form] = float(zipf)
    missing = [word for word, _ in entries(lang) if word.lower() not in table]
    assert not missing, missing[:10]
    assert min(table.values()) >= 3.2


def test_no_gloss_contains_its_answer():
    lines = (WORDS / "en-hints.txt").read_text(encoding="utf-8").splitlines()
    listed = {word for word, _ in entries("en")}
    assert len(lines) >= 3000
    for line in lines:
        word, gloss = line.split("\t")
        assert word in listed
        assert gloss.strip() and gloss != "N/A"
        assert word.lower() not in gloss.lower(), f"{word}: {gloss}"
        tokens = re.findall(r"[a-z]+", gloss.lower())
        stem = word[: max(4, len(word) - 3)]
        assert not any(token.startswith(stem) for token in tokens), f"{word}: {gloss}"


def test_each_source_is_credited_beside_the_lists():
    readme = (WORDS / "README.md").read_text(encoding="utf-8")
    for credit in ["wordfreq", "CC BY-SA 4.0", "hunspell", "WordNet", "stopwords-iso", "simplemma"]:
        assert credit in readme, credit
    for notice in ["COPYING.SCOWL", "LICENSE.WordNet", "LICENSE.wordfreq", "LICENSE.hunspell"]:
        assert (WORDS / notice).is_file(), notice
