"""The whole game played through AT-SPI, the interface Orca uses: letter keys pressed through
their actions, everything read back from the accessibility tree."""
import subprocess
import time

import pyatspi

from atspi_tree import find_app, walk


def test_a_words_game_played_and_heard_through_atspi(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))

    puzzle = game.named("Word, 7 letters:")
    assert puzzle.name == "Word, 7 letters: blank, blank, blank, blank, blank, blank, blank"

    game.press("X")
    game.named("No X in it. Errors: 1/6")  # the result and the count, where the message is
    game.named("Errors: 1/6", role="label")
    game.named("Letter X, already tried, wrong", role="push button")

    game.press("P")
    game.named("Yes, P is in it: 2 found! Errors: 1/6")  # a found letter is cheered, with its count
    assert game.named("Word, 7 letters:").name == "Word, 7 letters: P, blank, blank, P, blank, blank, blank"

    for letter in "UMKIN":
        game.press(letter)
    game.named("Well done!", role="label")
    game.named("You found “pumpkin”.", role="label")
    game.named("Best score in Words", role="label")  # the record's name is asked on the board, named
    name = game.named("Your name", role="text")
    assert "Well done! You found “pumpkin”." in name.description, "focus in the name field says the ending too"
    assert game.class_names() == []


def test_a_film_game_with_its_hints_through_atspi(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"),
                           {"HANGMAN_OMDB_URL": api.url("/omdb/"), "OMDB_API_KEY": "a11y-key"})
    tabs = game.find(lambda n: n.getRoleName() == "page tab list")
    tabs.querySelection().selectChild(1)  # the Movies tab, as Orca's page-tab navigation does
    puzzle = game.named("Title, 1 word:", timeout=15)
    assert puzzle.name == "Title, 1 word: " + ", ".join(["blank"] * 10)

    for letter in "QZJKX":
        game.press(letter)
    game.named("Released: January 23, 1943", role="label")
    game.named("Rating: 8.5/10 (PG) · Genre: Drama, Romance, War", role="label")
    game.named("Directed by Michael Curtiz · Starring Humphrey Bogart, Ingrid Bergman, Paul Henreid", role="label")
    game.named("Hangman: 5 errors out of 6")

    for letter in "CASBLN":
        game.press(letter)
    game.named("You found “Casablanca”.", role="label")
    assert game.class_names() == []


def test_the_stats_page_is_named_and_its_chart_has_a_text_equivalent(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.press("Z")
    for letter in "PUMKIN":
        game.press(letter)
    game.named("Well done!", role="label")
    tabs = game.find(lambda n: n.getRoleName() == "page tab list")
    tabs.querySelection().selectChild(2)
    game.named("Errors per game: 0 errors: 0 won, 1 error: 1 won")
    table = game.find(lambda n: n.getRoleName() == "table" and n.name == "Best Scores")
    cells = [n for n in game.nodes(table) if n.getRoleName() == "table cell"]
    # GTK 4.8 has no AT-SPI role for column headers: they are cells described as such, and each
    # cell is described by its column's header.
    headers = [n.name for n in cells if n.description == "Column header"]
    assert headers == ["Rank", "Name", "Puzzle", "Score", "Time", "Date", "Level"]
    body = [(n.description, n.name) for n in cells if n.description != "Column header"]
    assert ("Name", "root") in body or any(description == "Name" for description, _ in body), body
    assert ("Score", "108") in body, body  # 6 × (7 − 1) × 3: pumpkin is Hard
    game.find(lambda n: n.getRoleName() == "table" and n.name == "Recent Games")
    assert game.class_names() == []


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


def focused_name():
    for _, node in walk(find_app("hangman")):
        try:
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                return node.name
        except Exception:
            continue
    return None


def test_tab_moves_through_the_words_page_in_reading_order(accessible_game, api):
    game = accessible_game(api.url("/words/fixed/pumpkin"))
    game.named("Word, 7 letters:")
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"],
                            capture_output=True, text=True).stdout.split()[-1]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)
    stops = []
    for _ in range(40):
        subprocess.run(["xdotool", "key", "Tab"], timeout=10)
        time.sleep(0.15)
        stops.append(focused_name())
    keys = [stop for stop in stops if stop and stop.startswith("Letter ")]
    assert keys[:26] == [f"Letter {chr(c)}" for c in range(ord("A"), ord("Z") + 1)], stops
    levels = [stops.index(name) for name in ("Easy", "Normal", "Hard") if name in stops]
    assert levels and max(levels) < stops.index("Letter A"), f"the level comes before the keys: {stops}"
    assert None not in stops[:30], f"focus never leaves the window's widgets: {stops}"


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
    assert names.count("Hangman: 1 error out of 6") == 1, heard
    assert not any(name.startswith("Word, 7 letters") or name.startswith("_") for name in names), heard
    assert len(names) == len(set(names)), f"a node was renamed to the name it had: {heard}"
