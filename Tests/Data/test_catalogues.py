"""Every translation in po/LINGUAS holds to its team's rules: complete, placeholders kept, one
access key per control and none shared within a window, a real language team, and the
typography of its language."""
import gettext
import io
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

PO_DIR = Path(__file__).resolve().parents[2] / "po"
LANGUAGES = (PO_DIR / "LINGUAS").read_text().split("#")[0].split()
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
# The access keys that share a window or a menu, which must differ there.
WINDOWS = {
    "main window": ["_New Game", "S_kip", "_Preferences", "_Reset Statistics…"],
    "main menu": ["_Preferences", "_How to Play", "_Keyboard Shortcuts", "_About Hangman"],
    "give-up question": ["_Cancel", "_Give Up"],
    "reset question": ["_Cancel", "_Reset"],
    "name dialog": ["_Save", "_Cancel"],
}


@cache
def catalogue(lang: str) -> dict:
    """The compiled catalogue as Python's gettext reads it: msgid (with "ctx\\x04" before it, or
    (msgid, n) for plural forms) to msgstr."""
    mo = subprocess.run(["msgfmt", "-o", "-", str(PO_DIR / f"{lang}.po")], check=True, capture_output=True).stdout
    return gettext.GNUTranslations(io.BytesIO(mo))._catalog


def translations(lang: str):
    for key, text in catalogue(lang).items():
        msgid = key[0] if isinstance(key, tuple) else key
        if msgid:
            yield msgid.split("\x04", 1)[-1], text


def test_spanish_german_and_italian_are_listed():
    assert {"fr", "es", "de", "it"} <= set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_real_team_and_its_plural_rule(lang):
    header = catalogue(lang)[""]
    team = re.search(r"^Language-Team: (.*)$", header, re.M).group(1)
    assert "@" in team, team
    assert f"Language: {lang}" in header
    rule = "plural=(n > 1)" if lang == "fr" else "plural=(n != 1)"
    assert rule in header, header


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_are_kept_and_every_access_key_is_there(lang):
    for msgid, text in translations(lang):
        if msgid.endswith(";"):  # desktop keywords
            continue
        assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(msgid)), f"{lang}: {msgid!r} → {text!r}"
        if re.search(r"_[A-Za-z]", msgid) and "OMDB_API_KEY" not in msgid:
            assert len(re.findall(r"_\w", text)) == 1, f"{lang}: {msgid!r} → {text!r} needs one access key"


@pytest.mark.parametrize("lang", LANGUAGES + ["en"])
@pytest.mark.parametrize("window", WINDOWS)
def test_no_two_controls_of_a_window_share_an_access_key(lang, window):
    keys = {}
    for msgid in WINDOWS[window]:
        text = msgid if lang == "en" else catalogue(lang).get(msgid, msgid)
        key = text[text.index("_") + 1].lower()
        assert key not in keys, f"{lang}, {window}: {text!r} and {keys[key]!r} share Alt+{key}"
        keys[key] = text


def test_german_quotes_are_german():
    for msgid, text in translations("de"):
        assert '"' not in text and "”" not in text, f"{msgid!r}: {text!r} quotes as German does, „…“"
        assert text.count("„") == text.count("“"), f"{msgid!r}: {text!r} pairs „ with “"


def test_spanish_questions_and_exclamations_open_with_their_marks():
    for msgid, text in translations("es"):
        for sentence in re.findall(r"[^.!?¡¿]*[?!]", text):
            mark = sentence[-1]
            opening = "¿" if mark == "?" else "¡"
            assert opening in text, f"{msgid!r}: {text!r} ends with {mark} but has no {opening}"


@pytest.mark.parametrize("lang", ["es", "de", "it"])
def test_no_space_before_a_colon_or_a_question_mark(lang):
    for msgid, text in translations(lang):
        assert not re.search(r"\s[:?!;]", text), f"{lang}: {msgid!r}: {text!r}"


@pytest.mark.parametrize("lang,words", [
    ("es", {"Preferences": "Preferencias", "Words": "Palabras", "Movies": "Películas"}),
    ("de", {"Preferences": "Einstellungen", "Words": "Wörter", "Movies": "Filme"}),
    ("it", {"Preferences": "Preferenze", "Words": "Parole", "Movies": "Film"}),
])
def test_gnome_terms(lang, words):
    for msgid, expected in words.items():
        assert catalogue(lang).get(msgid) == expected, f"{lang}: {msgid!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_left_in_dates_and_genres(lang):
    months = [catalogue(lang)[f"month\x04{name}"] for name in
              ("January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December")]
    # Some months are spelled alike (German April, August): January and December never are.
    assert months[0] != "January" and months[11] != "December", f"{lang}: {months}"
    assert catalogue(lang)["film genre\x04Comedy"] != "Comedy"
    assert catalogue(lang)["short month\x04Dec"] != "Dec" or lang == "en"
