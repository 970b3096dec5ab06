"""Family-safe lists: no slur, vulgar or sexual word, drug or violent crime, nor the names that
passed as common words, in any bundled list or frequency table (what online words are checked
against). The lists of known words live here, apart from the deny lists the generator reads, so
a word a deny list forgot still fails."""
import pytest

from wordlist_quality import LANGUAGES, WORDS, entries

KNOWN_UNFIT = {
    "en": ["motherfucker", "asshole", "bullshit", "porn", "rapist", "rape", "fuck", "fucker", "fucking", "shit",
           "shitty", "cunt", "nigger", "faggot", "whore", "slut", "cocaine", "heroin", "murderer", "pussy",
           "dickhead", "bitch", "bastard", "orgasm", "penis", "vagina", "masturbate", "prostitute", "kraut", "spic"],
    "fr": ["enculer", "enculé", "nègre", "putain", "salope", "connard", "pute", "merde", "bordel", "violeur",
           "pédé", "couille", "branler", "cocaïne", "héroïne", "baiser"],
    "es": ["carajo", "puta", "mierda", "coño", "cabrón", "joder", "maricón", "violador", "polla", "cocaína",
           "pendejo", "follar", "culo"],
    "de": ["ficker", "mohr", "scheiße", "hure", "fotze", "arschloch", "wichser", "vergewaltiger", "schwuchtel",
           "neger", "kokain", "heroin", "ficken", "titte"],
    "it": ["cazzata", "stupratore", "cazzo", "puttana", "troia", "merda", "stronzo", "frocio", "vaffanculo", "negro",
           "cocaina", "eroina", "scopare", "figa"],
}

KNOWN_NAMES = {
    "en": ["google", "twitter", "batman", "london", "mozart", "christ", "franklin"],
    "fr": ["napoléon", "londres", "google"],
    "es": ["google", "twitter"],
    "de": ["berliner", "kölner", "hamburger", "münchner", "google"],
    "it": ["gianna", "google"],
}


def frequency_table(lang: str) -> set[str]:
    lines = (WORDS / f"{lang}-frequency.txt").read_text(encoding="utf-8").splitlines()
    return {line.split("\t")[0].lower() for line in lines if line}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_known_slur_vulgar_or_sexual_word_drug_or_violent_crime_is_dealt(lang):
    listed = {word.lower() for word, _ in entries(lang)}
    table = frequency_table(lang)
    found = sorted(word for word in KNOWN_UNFIT[lang] if word in listed or word in table)
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_known_name_passes_as_a_common_word(lang):
    listed = {word.lower() for word, _ in entries(lang)}
    found = sorted(word for word in KNOWN_NAMES[lang] if word in listed)
    assert not found, f"{lang}: {found}"
