"""The Words mode played for real: the built binary, xdotool keystrokes, store.json checked."""
import os
import shutil
import subprocess
import time
from pathlib import Path

from conftest import ROOT, binary


def test_typing_a_served_word_wins_and_stores_the_finished_game(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()

    game.type("xqpumki")
    game.screenshot("words-before-last-letter.png")
    game.type("n")

    games = game.wait_for_history(1)
    finished = games[0]
    assert finished["mode"] == "words"
    assert finished["puzzle"] == "pumpkin"
    assert finished["result"] == "won"
    assert finished["wrongLetters"] == ["X", "Q"]
    assert finished["score"] == 90, "6 letters × (7 − 2 errors) × 3, a Hard word"
    assert finished["duration"] >= 0
    assert os.stat(game.store_path).st_mode & 0o777 == 0o600
    time.sleep(0.5)
    game.screenshot("words-won.png")
    log = game.log_path.read_text(errors="replace")
    assert "Theme parser error" not in log, "data/style.css must parse cleanly:\n" + log


def test_six_wrong_letters_lose_and_the_lost_game_is_stored_with_no_score(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()

    game.type("abcdef")

    finished = game.wait_for_history(1)[0]
    assert finished["result"] == "lost"
    assert finished["score"] == 0
    assert finished["wrongLetters"] == list("ABCDEF")


def test_with_the_network_dead_a_bundled_word_is_played(api, game_factory):
    refused = "http://127.0.0.1:9/words"  # port 9 (discard): nothing listens on loopback
    game = game_factory(refused).start()

    game.type("abcdefghijklmnopqrstuvwxyz")

    finished = game.wait_for_history(1)[0]
    bundled = set((ROOT / "data" / "words" / "en.txt").read_text().split())
    assert finished["puzzle"] in bundled
    game.screenshot("words-offline.png")


def mapped_library(prefix: str) -> Path:
    """The file of a shared library this Python process has mapped, e.g. `libm.so`."""
    for line in Path("/proc/self/maps").read_text().splitlines():
        path = line.split()[-1]
        if Path(path).name.startswith(prefix):
            return Path(path)
    raise AssertionError(f"no {prefix}* mapped in this process")


def test_without_a_usable_libcurl_a_bundled_word_is_played(api, game_factory, tmp_path):
    # The game opens libcurl.so.4 with dlopen on its first transfer. Here the first one on the
    # library path is libm under that name: it loads, but has none of libcurl's functions.
    libraries = tmp_path / "lib"
    libraries.mkdir()
    shutil.copy(mapped_library("libm.so"), libraries / "libcurl.so.4")
    game = game_factory(api.url("/words/fixed/pumpkin"), extra={"LD_LIBRARY_PATH": str(libraries)}).start()
    time.sleep(0.5)
    game.screenshot("words-without-libcurl.png")

    game.type("abcdefghijklmnopqrstuvwxyz")

    finished = game.wait_for_history(1)[0]
    bundled = set((ROOT / "data" / "words" / "en.txt").read_text().split())
    assert finished["puzzle"] in bundled, "the served word needs libcurl: the word must be a bundled one"
    assert api.log() == [], "nothing reached the word API"
    game.key("Escape")
    game.key("ctrl+q")
    assert game.process.wait(timeout=10) == 0


def test_ctrl_q_quits_at_once_while_a_word_request_is_still_running(api, game_factory):
    # The word API answers after 10 s. The first transfer is running on its worker thread, inside
    # libcurl, when Ctrl+Q comes: the game neither waits for it nor crashes leaving.
    game = game_factory(api.url("/words/slow")).start()
    assert api.log(), "the word request is running"
    game.key("ctrl+q")
    assert game.process.wait(timeout=5) == 0


def test_a_broken_store_is_moved_aside_and_the_game_goes_on(api, game_factory, tmp_path):
    store_dir = tmp_path / "data" / "io.github.swifthangman.Hangman"
    store_dir.mkdir(parents=True)
    (store_dir / "store.json").write_bytes(b'{"schemaVersion": 1, "values": {"history": [{"mode"')
    game = game_factory(api.url("/words/fixed/gallery")).start()  # a store, so no level set: Normal

    game.type("galery")

    assert game.wait_for_history(1)[0]["puzzle"] == "gallery"
    broken = list(store_dir.glob("store.json.broken-*"))
    assert len(broken) == 1
    assert broken[0].read_bytes() == b'{"schemaVersion": 1, "values": {"history": [{"mode"'


def test_a_second_launch_presents_the_running_window_instead_of_a_second_writer(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()

    second = subprocess.run([str(binary())], env=game.env, capture_output=True, timeout=20)

    assert second.returncode == 0
    windows = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"], capture_output=True, text=True
    ).stdout.split()
    assert len(windows) == 1
    assert game.process.poll() is None


def test_ctrl_n_starts_a_new_game_and_ctrl_q_quits(api, game_factory):
    game = game_factory(api.url("/words/list/pumpkin,guitar")).start()
    game.type("pumki")
    game.key("ctrl+n")
    time.sleep(0.8)
    game.key("alt+g")  # give up the game under way: it ends on the board
    time.sleep(0.5)
    game.key("Return")  # New Game from the end panel
    time.sleep(0.5)
    game.type("guitar")

    given_up, finished = game.wait_for_history(2)[:2]
    assert given_up["puzzle"] == "pumpkin" and given_up["result"] == "lost"
    assert finished["puzzle"] == "guitar"
    assert finished["result"] == "won"

    game.key("Escape")
    game.key("ctrl+q")
    assert game.process.wait(timeout=10) == 0


def test_new_game_on_the_stats_page_does_not_drop_the_words_game(api, game_factory):
    """Ctrl+N on Stats used to throw away the Words game the player could not see."""
    game = game_factory(api.url("/words/list/pumpkin,guitar,dungeon")).start()
    game.type("x")
    game.key("alt+3")
    time.sleep(0.5)
    game.key("ctrl+n")
    time.sleep(0.5)
    game.key("alt+1")
    time.sleep(0.5)
    game.type("pumkin")
    finished = game.wait_for_history(1)[0]
    assert finished["puzzle"] == "pumpkin"
    assert finished["wrongLetters"] == ["X"], "the game begun before Stats was opened is the one finished"


def test_new_game_mid_game_asks_and_the_game_given_up_is_stored_as_lost(api, game_factory):
    game = game_factory(api.url("/words/list/pumpkin,guitar,dungeon")).start()
    game.type("xp")
    game.key("ctrl+n")
    time.sleep(0.8)
    game.key("Return")  # Enter keeps the game: giving up is never the default
    time.sleep(0.5)
    game.key("ctrl+n")
    time.sleep(0.8)
    game.key("Escape")  # so does Escape
    time.sleep(0.5)
    assert game.history() == [], "neither Enter nor Escape gave the game up"
    game.key("ctrl+n")
    time.sleep(0.8)
    game.key("alt+g")  # Give Up
    given_up = game.wait_for_history(1)[0]
    assert given_up["puzzle"] == "pumpkin"
    assert given_up["result"] == "lost"
    assert given_up["wrongLetters"] == ["X"]
    time.sleep(0.5)
    game.screenshot("words-after-giving-up.png")
    game.key("Return")  # the game given up ends on the board: New Game
    time.sleep(0.5)
    game.type("guitar")
    assert game.wait_for_history(2)[1]["puzzle"] == "guitar", "New Game dealt the next word"
