"""The whole game played through AT-SPI, the interface Orca uses: letter keys pressed through
their actions, everything read back from the accessibility tree."""
import json
import subprocess
import time

import pyatspi

from atspi_tree import find_app, walk


def test_a_words_game_played_and_heard_through_atspi(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))

    puzzle = game.named("Word, 7 letters:")
    assert puzzle.name == "Word, 7 letters: blank, blank, blank, blank, blank, blank, blank. English · Hard", \
        "the puzzle with its language and level"

    game.press("X")
    game.named("No X in it. Errors: 1/6")  # the result and the count, where the message is
    game.named("Errors: 1/6", role="label")
    game.named("Letter X, already tried, wrong", role="push button")

    game.press("P")
    game.named("Yes, P is in it: 2 found! Errors: 1/6")  # a found letter is cheered, with its count
    assert game.named("Word, 7 letters:").name == "Word, 7 letters: P, blank, blank, P, blank, blank, blank. English · Hard"

    for letter in "UMKIN":
        game.press(letter)
    game.named("Well done!", role="label")
    game.named("You found “pumpkin”.", role="label")
    game.named("Best score in Words", role="label")  # the record's name is asked on the board, named
    name = game.named("Well done! You found “pumpkin”.", role="text")
    assert "Best score in Words. Your name for the records:" in name.name, "the name field says the ending as it takes the focus"
    assert name.description == "", "and nothing twice"
    assert game.class_names() == []
    assert game.repeated_names() == []


def test_a_film_game_with_its_hints_through_atspi(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"),
                           {"HANGMAN_OMDB_URL": api.url("/omdb/"), "OMDB_API_KEY": "a11y-key"})
    tabs = game.find(lambda n: n.getRoleName() == "page tab list")
    tabs.querySelection().selectChild(1)  # the Movies tab, as Orca's page-tab navigation does
    puzzle = game.named("Title, 1 word:", role="label", timeout=15)
    assert puzzle.name == "Title, 1 word: " + ", ".join(["blank"] * 10)

    for letter in "QZJKX":
        game.press(letter)
    game.named("Released: January 23, 1943", role="label")
    game.named("IMDb rating: 8.5/10 · Genres: Drama, Romance, War", role="label")
    game.named("Directed by Michael Curtiz · Starring Humphrey Bogart, Ingrid Bergman, Paul Henreid", role="label")
    game.named("No X. 5 errors of 6. Wrong letters: Q, Z, J, K, X. Directed by Michael Curtiz")  # the board

    for letter in "CASBLN":
        game.press(letter)
    game.named("You found “Casablanca”.", role="label")
    assert game.class_names() == []
    assert game.repeated_names() == []


def test_the_stats_page_is_named_and_its_chart_has_a_text_equivalent(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.press("Z")
    for letter in "PUMKIN":
        game.press(letter)
    game.named("Well done!", role="label")
    tabs = game.find(lambda n: n.getRoleName() == "page tab list")
    tabs.querySelection().selectChild(2)
    game.named("Errors per game: 0 errors: 0 won, 1 error: 1 won")
    table = game.find(lambda n: n.getRoleName() == "table" and n.name == "Records")
    cells = [n for n in game.nodes(table) if n.getRoleName() == "table cell"]
    # GTK 4.8 has no AT-SPI role for column headers: they are cells described as such, and each
    # cell is described by its column's header.
    headers = [n.name for n in cells if n.description == "Column header"]
    assert headers == ["Rank", "Name", "Puzzle", "Score", "Time", "Date", "Level"]
    body = [(n.description, n.name) for n in cells if n.description != "Column header"]
    assert ("Name", "root") in body or any(description == "Name" for description, _ in body), body
    assert ("Score", "108") in body, body  # 6 × (7 − 1) × 3: pumpkin is Hard
    game.find(lambda n: n.getRoleName() == "table" and n.name == "Recent Games")
    # Tab stops once per row, on its first cell, which reads the whole row.
    row = game.named("Rank: 1, Name: ", role="table cell")
    assert "Puzzle: pumpkin, Score: 108" in row.name, row.name
    assert game.class_names() == []
    assert game.repeated_names() == []


def test_preferences_are_reachable_and_named(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))  # no OMDb key: the Movies banner offers Preferences
    tabs = game.find(lambda n: n.getRoleName() == "page tab list")
    tabs.querySelection().selectChild(1)
    button = game.named("Preferences", role="push button", timeout=15)
    button.queryAction().doAction(0)
    follow = game.named("Follow the desktop (English)")
    assert follow.getRoleName() == "radio button", follow.getRoleName()
    for language in ("English", "Français", "Español", "Deutsch", "Italiano"):
        game.named(language, role="radio button")
    roles = sorted(n.getRoleName() for n in game.nodes() if n.name == "Sound")
    assert "label" in roles and len(roles) == 2, roles
    game.named("OMDb API key")
    assert game.class_names() == []
    assert game.repeated_names() == []


def focused_name():
    for _, node in walk(find_app("hangman")):
        try:
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                return node.name.strip()
        except Exception:
            continue
    return None


def tab_stops(count: int) -> list:
    """The focused node's name after each of `count` presses of Tab."""
    stops = []
    for _ in range(count):
        subprocess.run(["xdotool", "key", "Tab"], timeout=10)
        time.sleep(0.15)
        stops.append(focused_name())
    return stops


def assert_cycles(stops: list) -> None:
    """Tab never stops nor gets lost: the stops come round again, in the same order."""
    assert None not in stops, f"the focus left the window's widgets: {stops}"
    first = stops[0]
    again = stops.index(first, 1) if first in stops[1:] else None
    assert again is not None, f"Tab never came round again: {stops}"
    assert stops[again:again + 5] == stops[:5], f"Tab goes round in one order: {stops}"


def test_tab_reaches_every_control_of_every_page_and_comes_round_again(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.named("Word, 7 letters:")
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"],
                            capture_output=True, text=True).stdout.split()[-1]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)

    stops = tab_stops(80)
    assert_cycles(stops)
    for name in ("New Game", "Main Menu", "Easy", "Normal", "Hard", "All",
                 "Word, 7 letters, English. Type a letter.",
                 "Word, 7 letters: blank, blank, blank, blank, blank, blank, blank. English · Hard", "Letter A", "Letter Z"):
        assert name in stops, f"Tab never reaches {name!r}: {stops}"
    board = stops.index("Word, 7 letters, English. Type a letter.")
    assert stops[board:board + 3] == ["Word, 7 letters, English. Type a letter.",
                                      "Word, 7 letters: blank, blank, blank, blank, blank, blank, blank. English · Hard", "Letter A"], \
        f"reading order: the board, the puzzle, the keys: {stops}"
    assert stops[board + 2:board + 28] == [f"Letter {chr(c)}" for c in range(ord("A"), ord("Z") + 1)], stops
    assert stops.index("Hard", board - 6) < board, f"the level comes before the board: {stops}"

    subprocess.run(["xdotool", "key", "alt+3"], timeout=10)
    time.sleep(0.5)
    stops = tab_stops(40)
    assert_cycles(stops)
    for name in ("Words", "Movies", "0 Played", "0 Won", "— Win Rate", "0 Current Streak", "0 Best Streak",
                 "No records yet. Win a game to set one.", "No games played yet."):
        assert name in stops, f"Tab never reaches {name!r} on Stats: {stops}"
    assert any(stop and stop.startswith("Errors per game:") for stop in stops), f"the chart's text: {stops}"

    subprocess.run(["xdotool", "key", "alt+2"], timeout=10)
    game.named("Title, ", timeout=15)
    stops = tab_stops(60)
    assert_cycles(stops)
    assert any(stop and stop.startswith("Title, ") and stop.endswith("Type a letter.") for stop in stops), stops
    assert "Letter A" in stops and "Hide this message" in stops, f"the keys and the banner: {stops}"
    assert any(stop and stop.startswith("Movies come from the built-in catalog") for stop in stops), f"the banner's text: {stops}"
    assert game.repeated_names() == []


def test_after_a_game_tab_reaches_new_game_and_comes_round_again(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    for letter in "ABCDEF":
        game.press(letter)
    game.named("Hanged!", role="label")
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"],
                            capture_output=True, text=True).stdout.split()[-1]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)
    stops = tab_stops(24)
    assert_cycles(stops)
    board = next(stop for stop in stops if stop.startswith("Hanged! The answer was “pumpkin”."))
    assert board.endswith("Press Enter for a new game."), board
    after = stops.index(board)
    assert "New Game" in stops[after + 1:after + 6], f"the end panel's New Game follows the board: {stops}"
    assert not any(stop.startswith("Letter ") for stop in stops), f"no key is left to play: {stops}"


def test_a_store_from_a_newer_version_is_told_once(accessible_game, api, tmp_path):
    store = tmp_path / "data" / "io.github.swifthangman.Hangman" / "store.json"
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_text('{"schemaVersion": 99, "values": {"history": []}}')
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.named("Your saved games were written by a newer version of Hangman.")
    for letter in "ABCDEF":
        game.press(letter)
    game.named("Hanged!", role="label")
    time.sleep(1.0)  # the save's failure comes back from the archive
    told = [n.name for n in game.nodes() if "could not be opened for writing" in n.name]
    assert told == [], f"a second, false banner: {told}"
    assert store.read_text() == '{"schemaVersion": 99, "values": {"history": []}}', "the newer file is left untouched"


def test_an_unreadable_settings_file_is_told_truly(accessible_game, api, tmp_path):
    """settings.json with mode 000, the game run without the capabilities that let root read
    any file: the banner says the preferences will not be kept and the games still are (why, under
    Details); a game
    saved adds no false "not saved" banner, and the file is left as it was."""
    settings = tmp_path / "data" / "io.github.swifthangman.Hangman" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text('{"schemaVersion": 2, "values": {"wordLevel": "hard"}}')
    settings.chmod(0)
    game = accessible_game(api.url("/words/fixed/abandon"), wrapper=("setpriv", "--bounding-set=-dac_override,-dac_read_search"))
    banner = game.named("Your preferences could not be opened").name
    assert "your games are still saved" in banner, banner
    # The system's words and the path are for a bug report, behind Details, never in the sentence.
    assert "Permission denied" not in banner and "/" not in banner, banner
    game.named("Details")
    for letter in "ABNDO":  # abandon is Normal: the default level, as the settings are unread
        game.press(letter)
    game.named("Well done!", role="label")
    time.sleep(1.0)  # the saves' outcomes come back from the archive
    false = [n.name for n in game.nodes() if "not saved" in n.name or "could not be opened for writing" in n.name]
    assert false == [], f"a false banner: {false}"
    store = json.loads((settings.parent / "store.json").read_text())
    assert [g["puzzle"] for g in store["values"]["history"]] == ["abandon"], "the game is saved"
    assert settings.stat().st_mode & 0o777 == 0 and settings.read_text() == '{"schemaVersion": 2, "values": {"wordLevel": "hard"}}'


def listen(seconds: float):
    """Lets pyatspi deliver the events that come within `seconds` (it dispatches on GLib's loop)."""
    from gi.repository import GLib
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def test_a_guess_renames_what_it_changes_once_and_nothing_else(accessible_game, api):
    """Orca hears each accessible-name change: a wrong letter renames the message, the counter, the
    drawing and its key once each; the puzzle, whose letters did not change, is not renamed."""
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.named("Word, 7 letters:")
    heard = []

    def renamed(event):
        try:
            heard.append((event.source.getRoleName(), event.any_data if isinstance(event.any_data, str) else event.source.name))
        except Exception:  # a node that went away
            pass

    pyatspi.Registry.registerEventListener(renamed, "object:property-change:accessible-name")
    try:
        listen(1.5)  # the game learns that someone listens; what came before the key is not counted
        heard.clear()
        game.press("X")
        listen(1.5)
    finally:
        pyatspi.Registry.deregisterEventListener(renamed, "object:property-change:accessible-name")
    names = [name for _, name in heard]
    # GTK 4.8 names a label after its new text first ("No X in it."), then the game adds the count.
    assert names.count("No X in it. Errors: 1/6") == 1, heard
    assert names.count("Errors: 1/6") == 1, heard
    assert names.count("Letter X, already tried, wrong") == 1, heard
    assert names.count("No X. 1 error of 6. Hint: a plant") == 1, heard  # the board, which has the focus
    assert not any(name.startswith("Word, 7 letters") or name.startswith("_") for name in names), heard
    assert len(names) == len(set(names)), f"a node was renamed to the name it had: {heard}"
