"""Games played by keys alone with the real Orca listening: what a blind player hears.

Debian's orca, speech-dispatcher and espeak-ng (make test installs them); speech goes to ALSA's
null device and is read from Orca's debug file. Each step waits for what Orca says, and checks
that nothing was said twice in a row."""
import contextlib
import os
import re
import signal
import subprocess
import time

import pytest

from screen_reader import Orca, missing_tools
from test_movies_e2e import CASABLANCA
from conftest import FakeAPI

A11Y = {"GTK_A11Y": "atspi"}


@pytest.fixture
def orca(tmp_path):
    missing = missing_tools()
    if missing:
        pytest.fail(f"{', '.join(missing)} missing: make test installs orca and speech-dispatcher")
    reader = Orca(tmp_path / "orca-home").start()
    yield reader
    reader.stop()


def heard(orca: Orca, keys, *fragments: str, game) -> list[str]:
    """Types `keys` (or presses them, for a list) and waits for every fragment to be said."""
    step = orca.mark()
    if isinstance(keys, list):
        game.key(*keys)
    else:
        game.type(keys)
    said = orca.wait_for(*fragments, since=step)
    said = orca.settle(step)
    for first, second in zip(said, said[1:]):
        assert first.strip(". ") != second.strip(". "), f"said twice: {first!r} in {said!r}"
    return said


def test_a_words_game_is_heard_from_the_first_letter_to_the_record(api, game_factory, orca):
    game = game_factory(api.url("/words/fixed/pumpkin"), extra=A11Y).start()
    # The board has the focus from the start, and says the word's length and language.
    said = orca.wait_for("Word, 7 letters, English. Type a letter.", since=0)
    assert said.count("Word, 7 letters, English. Type a letter.") == 1, said

    said = heard(orca, "x", "No X. 1 error of 6.", game=game)
    assert any("No X. 1 error of 6. Hint: a plant" in line for line in said), "the word's kind comes with the first error"
    heard(orca, "p", "Yes, P: 2 found. P, blank, blank, P, blank, blank, blank. 1 error of 6.", game=game)
    heard(orca, "q", "No Q. 2 errors of 6. Wrong letters: X, Q.", game=game)
    said = heard(orca, "z", "No Z. 3 errors of 6. Wrong letters: X, Q, Z. Hint: a large round orange vegetable, carved at Halloween", game=game)
    heard(orca, "q", "You already tried Q: it costs nothing.", game=game)
    # Tab goes on from the board to the puzzle, read cell by cell, then the hints.
    heard(orca, ["Tab"], "Word, 7 letters: P, blank, blank, P, blank, blank, blank", game=game)
    heard(orca, ["Tab"], "a plant", game=game)
    # A letter typed anywhere brings the focus back to the board, which says the result.
    heard(orca, "u", "Yes, U: 1 found. P, U, blank, P, blank, blank, blank. 3 errors of 6.", game=game)

    said = heard(orca, "mkin", "Well done! You found “pumpkin”.", "Score: 72 points.", "Best score in Words.",
                 "Your name for the records", game=game)
    assert sum("Well done!" in line for line in said) == 1, f"the ending is said once: {said}"

    step = orca.mark()
    game.key("ctrl+a")
    game.type("Ada")
    game.key("Return")
    orca.wait_for("Word, ", since=step)
    assert game.wait_for_history(1)[0]["playerName"] == "Ada"

    # Pages are named: Alt+3 enters Stats, the tabs say which page is open, an arrow there too.
    heard(orca, ["alt+3"], "Stats panel.", "Words.", game=game)
    heard(orca, ["shift+Tab"], "Pages: Stats panel.", game=game)
    heard(orca, ["Left"], "Pages: Movies", game=game)


@pytest.fixture
def omdb():
    with FakeAPI(omdb_script={"default": CASABLANCA}) as fake:
        yield fake


def test_a_movies_game_is_heard_with_its_three_hints(omdb, game_factory, orca):
    game = game_factory(
        omdb.url("/words/good"), extra={**A11Y, "HANGMAN_OMDB_URL": omdb.url("/omdb/"), "OMDB_API_KEY": "e2e-secret-key"}).start()
    orca.wait_for("Type a letter.", since=0)

    heard(orca, ["alt+2"], "Title, 1 word: blank, blank, blank, blank, blank, blank, blank, blank, blank, blank. Type a letter.", game=game)
    heard(orca, "x", "No X. 1 error of 6.", game=game)
    said = heard(orca, "q", "No Q. 2 errors of 6.", "1943", game=game)
    heard(orca, "a", "Yes, A: 4 found. blank, A, blank, A, blank, blank, A, blank, blank, A. 2 errors of 6.", game=game)
    heard(orca, "z", "No Z. 3 errors of 6.", game=game)
    heard(orca, "j", "No J. 4 errors of 6.", "Drama", game=game)
    heard(orca, "k", "No K. 5 errors of 6.", "Michael Curtiz", "Humphrey Bogart", game=game)
    heard(orca, "csbln", "Well done! You found “Casablanca”.", "Best score in Movies.", game=game)
    step = orca.mark()
    game.key("ctrl+a")
    game.type("Bo")
    game.key("Return")
    orca.wait_for("Title, ", since=step)
    finished = game.wait_for_history(1)[0]
    assert (finished["mode"], finished["playerName"]) == ("movies", "Bo")


def registry_process_id() -> int:
    """The AT-SPI registry of this test's session: its bus's owner of org.a11y.atspi.Registry."""
    def gdbus(*arguments: str) -> str:
        return subprocess.run(["gdbus", "call", *arguments], capture_output=True, text=True, timeout=10, check=True).stdout
    address = re.search(r"'(.*)'", gdbus("--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                         "--method", "org.a11y.Bus.GetAddress")).group(1)
    reply = gdbus("--address", address, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                  "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.a11y.atspi.Registry")
    return int(re.search(r"uint32 (\d+)", reply).group(1))


@contextlib.contextmanager
def registry_frozen():
    """Stops the AT-SPI registry, as when it is busy (a screen reader that has just started reads
    every application), and lets it go on at the end."""
    registry = registry_process_id()
    os.kill(registry, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(registry, signal.SIGCONT)


def test_a_game_started_while_the_registry_is_busy_is_heard(api, game_factory, orca):
    # GTK sends the window's first events before the registry has answered it; Orca cannot read
    # their objects and drops them. The board takes the focus only once the registry lists the
    # game, so Orca still hears where the player is.
    game = game_factory(api.url("/words/fixed/pumpkin"), extra=A11Y)
    with registry_frozen():
        game.start()
        time.sleep(1.5)
    said = orca.wait_for("Word, 7 letters, English. Type a letter.", since=0)
    assert said.count("Word, 7 letters, English. Type a letter.") == 1, said
    heard(orca, "x", "No X. 1 error of 6.", game=game)


def test_a_focus_moved_while_the_registry_is_busy_stays_where_the_player_put_it(api, game_factory, orca):
    # The board takes the focus once the registry lists the game, which can take seconds: a
    # player who has moved the focus by then keeps it where they put it.
    game = game_factory(api.url("/words/fixed/pumpkin"), extra=A11Y)
    with registry_frozen():
        game.start()
        game.key("shift+Tab")  # from the tabs back to the header bar
        time.sleep(1.0)
    step = orca.mark()
    time.sleep(3.0)  # the time the game would take to grab the board back, once the registry answers
    said = orca.spoken()[step:]
    assert not any("Word, 7 letters" in line for line in said), f"the board took the focus back: {said}"
    # A letter still brings the focus to the board, which says the result.
    heard(orca, "x", "No X. 1 error of 6.", game=game)
