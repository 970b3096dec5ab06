"""Levels mean difficulty: a good player, simulated here apart from the script that made the
lists, needs clearly more wrong letters at Normal than at Easy, and at Hard than at Normal, and
loses few games at any level (Hard is hard, never hopeless)."""
import collections
import random
import unicodedata

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
    """Plays each answer once. The player knows the whole list and always tries the letter found
    in the most candidates that still fit the pattern (exact ties broken at random), one answer
    at a time: a plain transcription of the rule, not the script's faster tree."""
    groups = collections.defaultdict(list)
    for form in sorted({fold(word, lang) for word in words}):
        groups[len(form)].append(form)
    rng = random.Random(seed)
    tie = {letter: rng.random() for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZÑ"}
    results = {}
    for answer in sorted(answers):
        candidates, guessed, wrong = groups[len(answer)], set(), 0
        while wrong < MAX_WRONG and not set(answer) <= guessed:
            counts = collections.Counter(c for word in candidates for c in set(word) if c not in guessed)
            letter = min(counts, key=lambda c: (-counts[c], tie[c]))
            guessed.add(letter)
            where = [i for i, c in enumerate(answer) if c == letter]
            if not where:
                wrong += 1
            candidates = [w for w in candidates if [i for i, c in enumerate(w) if c == letter] == where]
        results[answer] = wrong
    return results


@pytest.fixture(scope="module", params=LANGUAGES)
def played(request):
    """A sample of each language's words, each played by PLAYERS players against the whole list."""
    lang = request.param
    listed = entries(lang)
    words = [word for word, _ in listed]
    sample = set(random.Random(lang).sample(words, min(600, len(words))))
    runs = collections.defaultdict(list)
    for player in range(PLAYERS):
        results = wrong_letters(words, {fold(word, lang) for word in sample}, player, lang)
        for word in sample:
            runs[word].append(results[fold(word, lang)])
    return lang, {word: level for word, level in listed if word in sample}, runs


def test_each_level_is_clearly_harder_than_the_one_below(played):
    lang, levels, runs = played
    mean = {}
    for level in LEVELS:
        tries = [wrong for word, level_of in levels.items() if level_of == level for wrong in runs[word]]
        assert len(tries) >= 30 * PLAYERS, f"{lang} {level}: too few words in the sample"
        mean[level] = sum(tries) / len(tries)
    assert mean["easy"] + 0.3 <= mean["normal"], f"{lang}: {mean}"
    assert mean["normal"] + 1.5 <= mean["hard"], f"{lang}: {mean}"


def test_few_games_are_lost_at_any_level_and_no_word_is_hopeless(played):
    lang, levels, runs = played
    for level in LEVELS:
        words = [word for word, level_of in levels.items() if level_of == level]
        lost = sum(wrong >= MAX_WRONG for word in words for wrong in runs[word]) / (len(words) * PLAYERS)
        assert lost <= (0.02 if level != "hard" else 0.12), f"{lang} {level}: {lost:.1%} of games lost"
    hopeless = [word for word, wrongs in runs.items() if sum(w >= MAX_WRONG for w in wrongs) > PLAYERS * 0.75]
    assert len(hopeless) <= 0.01 * len(runs), f"{lang}: {hopeless[:10]}"
