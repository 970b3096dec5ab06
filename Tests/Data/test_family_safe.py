"""Family-safe lists: no slur, vulgar or sexual word, drug or violent crime, nor the names that
passed as common words, in any bundled list (online words are checked against the same lists),
nor in the meanings and hints shown. The lists of known words live here, apart from the deny lists the generator reads, so
a word a deny list forgot still fails."""
import re

import pytest

from wordlist_quality import LANGUAGES, entries, meanings

KNOWN_UNFIT = {
    "en": ["blowjob", "bondage", "threesome", "cannabis", "homicide", "orgy", "motherfucker", "asshole", "bullshit", "porn", "rapist", "rape", "fuck", "fucker", "fucking", "shit",
           "shitty", "cunt", "nigger", "faggot", "whore", "slut", "cocaine", "heroin", "murderer", "pussy",
           "dickhead", "bitch", "bastard", "orgasm", "penis", "vagina", "masturbate", "prostitute", "kraut", "spic",
           "topless", "kinky", "nude"],
    "fr": ["fellation", "porno", "marijuana", "pédophilie", "enculer", "enculé", "nègre", "putain", "salope", "connard", "pute", "merde", "bordel", "violeur",
           "pédé", "couille", "branler", "cocaïne", "héroïne", "baiser", "péter", "vulve"],
    "es": ["porno", "marihuana", "incesto", "pedofilia", "carajo", "puta", "mierda", "coño", "cabrón", "joder", "maricón", "violador", "polla", "cocaína",
           "pendejo", "follar", "culo", "falo", "vulva", "coger"],
    "de": ["bumsen", "wichsen", "zuhälter", "vibrator", "masturbieren", "ficker", "mohr", "scheiße", "hure", "fotze", "arschloch", "wichser", "vergewaltiger", "schwuchtel",
           "neger", "kokain", "heroin", "ficken", "titte", "kotzen", "köpfen"],
    "it": ["pornostar", "pedofilo", "spacciatore", "femminicidio", "cazzata", "stupratore", "cazzo", "puttana", "troia", "merda", "stronzo", "frocio", "vaffanculo", "negro",
           "cocaina", "eroina", "scopare", "figa", "cornuto", "sfigato", "vulva"],
}

KNOWN_NAMES = {
    "en": ["superman", "barbie", "ebay", "iphone", "google", "twitter", "batman", "london", "mozart", "christ", "franklin"],
    "fr": ["voltaire", "superman", "molière", "napoléon", "londres", "google"],
    "es": ["napoleón", "pinocho", "málaga", "google", "twitter"],
    "de": ["stuttgart", "london", "ebay", "berliner", "kölner", "hamburger", "münchner", "google"],
    "it": ["mozart", "pinocchio", "superman", "gianna", "google"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_known_slur_vulgar_or_sexual_word_drug_or_violent_crime_is_dealt(lang):
    listed = {word.lower() for word, _ in entries(lang)}
    found = sorted(word for word in KNOWN_UNFIT[lang] if word in listed)
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_meaning_or_hint_is_a_known_unfit_english_word(lang):
    # A botanical or medical definition may name a drug (hemp: "any plant of the genus Cannabis").
    unfit = set(KNOWN_UNFIT["en"]) - {"cannabis", "cocaine", "heroin"}
    for word, (meaning, hint) in meanings(lang).items():
        for text in (meaning, hint):
            found = {token for token in text.lower().replace(",", " ").split() if token in unfit}
            assert not found, f"{lang} {word}: {text}"


@pytest.mark.parametrize("lang", ["fr", "de", "it"])
def test_no_definition_in_the_words_own_language_holds_a_known_unfit_word(lang):
    """French, German and Italian meanings and hints may be Wiktionary's definitions (WikDict)."""
    unfit = set(KNOWN_UNFIT[lang])
    for word, (meaning, hint) in meanings(lang).items():
        for text in (meaning, hint):
            found = {token for token in re.findall(r"[^\W\d_]+", text.lower()) if token in unfit}
            assert not found, f"{lang} {word}: {text}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_known_name_passes_as_a_common_word(lang):
    listed = {word.lower() for word, _ in entries(lang)}
    found = sorted(word for word in KNOWN_NAMES[lang] if word in listed)
    assert not found, f"{lang}: {found}"


CRUDE_MEANINGS = ["blow job", "hard-on", "dumbass", "tits up", "glory-hole", "cum", "arse", "jack off", "pimp", "gay"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_meaning_shows_a_crude_or_dated_sense(lang):
    """FreeDict gives slang beside the plain sense (Latte: "hard-on"); the meanings leave it out."""
    for word, (meaning, _) in meanings(lang).items():
        found = [item for item in meaning.split(", ") if item in CRUDE_MEANINGS]
        assert not found, f"{lang} {word}: {meaning}"
