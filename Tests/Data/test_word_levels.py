"""Levels mean difficulty for any good player: one who knows the game's whole list and one who
knows only the language (its hunspell dictionary), simulated here apart from the script that
made the lists, each need clearly more wrong letters at Normal than at Easy, and at Hard than at
Normal, and lose few games at any level (Easy under 2 %, Hard at most 12 %: hard, never
hopeless)."""
import collections
import random
import unicodedata
from pathlib import Path

import pytest

from wordlist_quality import LANGUAGES, LEVELS, entries

PLAYERS = 6
MAX_WRONG = 6


SPECIAL = {"ß": "S", "œ": "OE", "æ": "AE"}


def fold(word: str, lang: str) -> str:
    """The letters to find, as the game's Alphabet reads them: Ñ of its own in Spanish, ß as S,
    Œ and Æ as two letters, any other accent as its letter."""
    def one(c: str) -> str:
        if lang == "es" and c == "ñ":
            return "Ñ"
        return SPECIAL.get(c) or unicodedata.normalize("NFD", c)[0].upper()
    return "".join(one(c) for c in word)


def wrong_letters(words: list[str], answers: set[str], seed: int, lang: str) -> dict[str, int]:
    """Plays each answer once. The player knows `words` and always tries the letter found in
    the most candidates that still fit the pattern (exact ties broken at random), one answer
    at a time: a plain transcription of the rule, not the script's tree. What the player does
    after a given series of letters and places is remembered, since every answer that shows
    the same pattern makes it do the same."""
    groups = collections.defaultdict(list)
    for form in sorted({fold(word, lang) for word in words} | answers):
        groups[len(form)].append(form)
    rng = random.Random(seed)
    tie = {letter: rng.random() for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZÑ"}
    next_letter: dict[tuple, tuple[str, dict[tuple, list[str]]]] = {}
    results = {}
    for answer in sorted(answers):
        seen = (len(answer),)
        candidates, guessed, wrong = groups[len(answer)], set(), 0
        while wrong < MAX_WRONG and not set(answer) <= guessed:
            if seen not in next_letter:
                counts = collections.Counter(c for word in candidates for c in set(word) if c not in guessed)
                letter = min(counts, key=lambda c: (-counts[c], tie[c]))
                split = collections.defaultdict(list)
                for word in candidates:
                    split[tuple(i for i, c in enumerate(word) if c == letter)].append(word)
                next_letter[seen] = (letter, split)
            letter, split = next_letter[seen]
            guessed.add(letter)
            where = tuple(i for i, c in enumerate(answer) if c == letter)
            if not where:
                wrong += 1
            candidates, seen = split[where], seen + ((letter, where),)
        results[answer] = wrong
    return results


HUNSPELL = Path("/usr/share/hunspell")
KEYS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZÑ")
DICTIONARIES = {"en": "en_US", "fr": "fr_FR", "es": "es_ES", "de": "de_DE", "it": "it_IT"}


def dictionary_words(lang: str) -> list[str]:
    """What a good player who knows the language, not the game's list, may think of: every
    entry of its hunspell dictionary (Debian's hunspell-en-us, -fr, -es, -de-de, -it) but names;
    in German, the nouns (with a capital) and the other words, without the first parts of
    compounds (flags h and o)."""
    path = HUNSPELL / f"{DICTIONARIES[lang]}.dic"
    assert path.is_file(), f"{path}: install hunspell-{'en-us' if lang == 'en' else 'de-de' if lang == 'de' else lang}"
    words = []
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        word, _, flags = line.strip().partition(" ")[0].partition("/")
        if not word.isalpha() or not set(fold(word, lang)) <= KEYS:
            continue
        if lang == "de":
            if set(flags) & {"h", "o"}:
                continue
            if word[0].isupper() and not set(flags) & set("ENPRFqTij"):
                continue
        elif word[0].isupper():
            continue
        words.append(word)
    return words


@pytest.fixture(scope="module", params=[(lang, knows) for lang in LANGUAGES for knows in ["list", "language"]],
                ids=lambda param: f"{param[0]}-knows-{param[1]}")
def played(request):
    """A sample of each language's words, each played by PLAYERS players who know the whole list,
    or by PLAYERS who know only the language (its hunspell dictionary)."""
    lang, knows = request.param
    listed = entries(lang)
    words = [word for word, _ in listed]
    known = words if knows == "list" else words + dictionary_words(lang)
    sample = set(random.Random(lang).sample(words, min(600, len(words))))
    runs = collections.defaultdict(list)
    for player in range(PLAYERS):
        results = wrong_letters(known, {fold(word, lang) for word in sample}, player, lang)
        for word in sample:
            runs[word].append(results[fold(word, lang)])
    return f"{lang} (knows the {knows})", {word: level for word, level in listed if word in sample}, runs


def test_each_level_is_clearly_harder_than_the_one_below(played):
    """At least 0.6 wrong letters more at each level, for either player."""
    lang, levels, runs = played
    mean = {}
    for level in LEVELS:
        tries = [wrong for word, level_of in levels.items() if level_of == level for wrong in runs[word]]
        assert len(tries) >= 30 * PLAYERS, f"{lang} {level}: too few words in the sample"
        mean[level] = sum(tries) / len(tries)
    assert mean["easy"] + 0.6 <= mean["normal"], f"{lang}: {mean}"
    assert mean["normal"] + 0.6 <= mean["hard"], f"{lang}: {mean}"


def test_few_games_are_lost_at_any_level_and_no_word_is_hopeless(played):
    lang, levels, runs = played
    for level in LEVELS:
        words = [word for word, level_of in levels.items() if level_of == level]
        lost = sum(wrong >= MAX_WRONG for word in words for wrong in runs[word]) / (len(words) * PLAYERS)
        assert lost < 0.02 if level != "hard" else lost <= 0.12, f"{lang} {level}: {lost:.1%} of games lost"
    hopeless = [word for word, wrongs in runs.items() if sum(w >= MAX_WRONG for w in wrongs) > PLAYERS * 0.75]
    assert len(hopeless) <= 0.01 * len(runs), f"{lang}: {hopeless[:10]}"
