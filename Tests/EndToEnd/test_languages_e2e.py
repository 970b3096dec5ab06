"""Words in the player's language, played for real with the built binary."""
import json
import subprocess
import time

import pytest

from conftest import ROOT


def bundled(lang: str) -> dict[str, str]:
    rows = (ROOT / "data" / "words" / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return {row.split("\t")[0]: row.split("\t")[1] for row in rows}


def test_a_french_desktop_plays_a_whole_offline_game_from_the_french_list(game_factory):
    refused = "http://127.0.0.1:9/words"  # port 9 (discard): nothing listens on loopback
    game = game_factory(refused, extra={"LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"}, level="normal").start()

    game.type("esarintulomdpcvqfbghjxyzkw")  # French letter frequencies: the game ends well before z

    finished = game.wait_for_history(1)[0]
    french = bundled("fr")
    assert finished["puzzle"] in french, finished["puzzle"]
    assert finished["language"] == "fr"
    assert finished["level"] == "normal" == french[finished["puzzle"]]
    assert finished["result"] in ("won", "lost")
    time.sleep(0.5)
    game.screenshot("words-french-offline.png")


def test_the_word_api_is_asked_in_the_chosen_language_and_level(api, game_factory, tmp_path):
    store = tmp_path / "data" / "io.github.swifthangman.Hangman" / "store.json"
    store.parent.mkdir(parents=True)
    store.write_text(json.dumps({"schemaVersion": 2, "values": {"wordLanguage": "de", "wordLevel": "hard"}}))
    german = bundled("de")

    game = game_factory(api.url("/words/list/Tisch,schnell,Fenster")).start()
    game.type("enrsatihdulcgmobwfkzpvjyxq")  # German letter frequencies: the game ends on the way

    finished = game.wait_for_history(1)[0]
    assert any("lang=de" in request for request in api.log()), api.log()
    assert finished["language"] == "de" and finished["level"] == "hard"
    assert finished["puzzle"] == "Tisch", "the only hard word of the three: Fenster and schnell are not dealt"
    assert (german["Fenster"], german["Tisch"], german["schnell"]) == ("normal", "hard", "easy")
    # A store from before the settings had their own file: they moved there, the games stayed.
    assert game.settings()["wordLanguage"] == "de" and game.settings()["wordLevel"] == "hard"
    assert set(game.stored()["values"]) == {"history"}


def test_language_alone_without_lang_speaks_french(game_factory):
    """LANGUAGE=fr with LANG unset: gettext ignores LANGUAGE under the C locale, so the game
    must pick a locale itself. The window title says it: "Pendu"."""
    game = game_factory("http://127.0.0.1:9/words", extra={"LANGUAGE": "fr"})
    del game.env["LANG"]
    game.start()
    title = subprocess.run(["xdotool", "getwindowname", game.window], capture_output=True, text=True).stdout.strip()
    assert title == "Pendu"
    game.type("esarintulomdpcvqfbghjxyzkw")
    assert game.wait_for_history(1)[0]["language"] == "fr"


# Letters in each language's frequency order, its own letters included: ñ typed with the ñ key.
UI_LANGUAGES = {
    "es": ("Ahorcado", "eaosrnidlctumpbgvyqhfzjñxkw"),
    "de": ("Galgenmännchen", "enisratdhulcgmobwfkzpvßjyxq"),
    "it": ("Impiccato", "eaionlrtscdupmvghfbqzkjwxy"),
}


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_desktop_in_each_language_speaks_it_and_plays_its_own_words(game_factory, lang):
    title_expected, letters = UI_LANGUAGES[lang]
    refused = "http://127.0.0.1:9/words"  # offline: the bundled list of the desktop's language
    game = game_factory(refused, extra={"LANGUAGE": lang, "LANG": f"{lang}_{lang.upper()}.UTF-8"}, level="normal").start()
    title = subprocess.run(["xdotool", "getwindowname", game.window], capture_output=True, text=True).stdout.strip()
    assert title == title_expected, "the window speaks the desktop's language"
    for width in (760, 360):
        subprocess.run(["xdotool", "windowsize", game.window, str(width), "760"], check=True, timeout=10)
        time.sleep(0.8)
        game.screenshot(f"words-{lang}-{width}.png")

    game.type(letters)

    finished = game.wait_for_history(1)[0]
    own = bundled(lang)
    assert finished["puzzle"] in own, finished["puzzle"]
    assert finished["language"] == lang and finished["level"] == "normal" == own[finished["puzzle"]]
    time.sleep(0.5)
    game.screenshot(f"words-{lang}-ended.png")


def test_a_french_word_gives_its_french_definition_and_ends_with_its_english_meaning(api, game_factory, tmp_path):
    """chien: "un animal" after the first wrong letter, the review's "Animal domestique qui aboie"
    after the third, and on the end panel that definition, then "En anglais : dog"
    (words-french-definition.png and words-french-meaning.png show them)."""
    store = tmp_path / "data" / "io.github.swifthangman.Hangman" / "settings.json"
    store.parent.mkdir(parents=True)
    store.write_text(json.dumps({"schemaVersion": 2, "values": {"wordLanguage": "fr", "wordLevel": "hard"}}))
    meanings = dict(
        (row.split("\t")[0], row.split("\t")[1:])
        for row in (ROOT / "data" / "words" / "fr-meanings.txt").read_text(encoding="utf-8").splitlines())
    assert meanings["chien"] == ["dog", "Animal domestique qui aboie"] and bundled("fr")["chien"] == "hard"

    game = game_factory(api.url("/words/fixed/chien"), extra={"LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"}).start()
    game.type("zxw")
    time.sleep(0.8)
    game.screenshot("words-french-definition.png")
    game.type("qky")

    finished = game.wait_for_history(1)[0]
    assert (finished["puzzle"], finished["language"], finished["result"]) == ("chien", "fr", "lost")
    time.sleep(0.8)
    game.screenshot("words-french-meaning.png")
