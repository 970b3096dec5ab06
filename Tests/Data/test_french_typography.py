"""fr.po follows the GNOME French team's typography, and says each thing one way."""
import gettext
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

PO = Path(__file__).resolve().parents[2] / "po" / "fr.po"
NBSP, NNBSP = "\u00a0", "\u202f"


@cache
def catalogue() -> dict:
    """fr.po compiled by msgfmt and read by Python's gettext: msgid (with "ctx\\x04" before it,
    or as (msgid, n) for plural forms) to msgstr. Obsolete entries are not compiled."""
    mo = subprocess.run(["msgfmt", "-o", "-", str(PO)], check=True, capture_output=True).stdout
    import io
    return gettext.GNUTranslations(io.BytesIO(mo))._catalog


def translations():
    for key, text in catalogue().items():
        msgid = key[0] if isinstance(key, tuple) else key
        if not msgid or msgid.endswith(";"):  # the header; desktop keywords are ;-separated
            continue
        yield msgid.split("\x04", 1)[-1], text


def test_a_no_break_space_before_colons_and_inside_guillemets():
    for msgid, text in translations():
        without_urls = re.sub(r"https?://\S+", "", text)
        for match in re.finditer(r"(.)([:»])", without_urls):
            if match.group(2) == ":" and not match.group(1).isspace() and match.group(1) not in "{}":
                pytest.fail(f"{msgid!r}: colon without a no-break space before it: {text!r}")
            if match.group(1).isspace() and match.group(1) != NBSP:
                pytest.fail(f"{msgid!r}: {match.group(1)!r} before {match.group(2)!r}: {text!r}")
        for match in re.finditer(r"«(.)", text):
            assert match.group(1) == NBSP, f"{msgid!r}: {text!r}"


def test_a_narrow_no_break_space_before_semicolons_exclamation_and_question_marks():
    for msgid, text in translations():
        for match in re.finditer(r"(.)([;!?])", text):
            assert match.group(1) == NNBSP, f"{msgid!r}: {match.group(1)!r} before {match.group(2)!r} in {text!r}"


def test_one_verb_for_guessing_a_letter():
    for msgid, text in translations():
        # « Réessayez » (try again) is another verb; guessing a letter is « proposer ».
        assert not re.search(r"(?<![rR]é)essay", text), f"{msgid!r}: {text!r} says « essayer » for guessing"


def test_access_keys_of_one_menu_differ():
    menu = {"_Preferences", "_How to Play", "_Keyboard Shortcuts", "_About Hangman", "_Quit", "_New Game"}
    keys = {}
    for msgid, text in translations():
        if msgid in menu:
            key = text[text.index("_") + 1].lower()
            assert key not in keys, f"{text!r} and {keys[key]!r} share the access key {key!r}"
            keys[key] = text


def test_no_unknown_and_a_real_language_team():
    assert "unknown" not in {msgid for msgid, _ in translations()}
    header = catalogue()[""]
    team = re.search(r"^Language-Team: (.*)$", header, re.M).group(1)
    assert team != "French" and "@" in team
