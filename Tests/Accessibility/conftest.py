"""The real binary under AT-SPI: Debian's python3-pyatspi, run with /usr/bin/python3 inside the
D-Bus session `make test` gives the whole suite (the game and this process share it)."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Fixtures"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from kept_words import keep_served_words  # noqa: E402

from fake_api import FakeAPI  # noqa: E402
from atspi_tree import find_app, walk  # noqa: E402

CASABLANCA = {
    "kind": "movie",
    "fields": {
        "Title": "Casablanca", "Year": "1942", "Released": "23 Jan 1943", "Rated": "PG", "imdbRating": "8.5",
        "Genre": "Drama, Romance, War", "Director": "Michael Curtiz",
        "Actors": "Humphrey Bogart, Ingrid Bergman, Paul Henreid", "Runtime": "102 min",
    },
}


class AccessibleGame:
    """The game as a screen reader sees it."""

    def __init__(self, app, process):
        self.app = app
        self.process = process

    def nodes(self, root=None):
        """Every node under `root`, without the notebook's hidden pages: GTK 4.8 keeps them in
        the tree and marks no node "showing", but the selected page tab says which page is."""
        hidden = self.hidden_pages() if root is None else []
        found = []
        for _, node in walk(root or self.app):
            if any(self.within(node, page) for page in hidden):
                continue
            found.append(node)
        return found

    def hidden_pages(self):
        everything = [node for _, node in walk(self.app)]
        tabs = [n for n in everything if n.getRoleName() == "page tab"]
        tab_list = next((n for n in everything if n.getRoleName() == "page tab list"), None)
        # Each page is a panel named after its tab (GTK 4.8 names it so once the tab is named);
        # the notebook, named after the page on screen, holds the tab list.
        pages = [n for n in everything if n.getRoleName() == "panel" and n.name in {t.name for t in tabs}
                 and not (tab_list is not None and self.within(tab_list, n))]
        if len(tabs) != len(pages):
            return []
        return [page for tab, page in zip(tabs, pages) if not tab.getState().contains(pyatspi.STATE_SELECTED)]

    @staticmethod
    def within(node, ancestor) -> bool:
        while node is not None:
            if node == ancestor:
                return True
            node = node.parent
        return False

    def find(self, predicate, timeout: float = 10, root=None):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                nodes = self.nodes(root)
            except GLib.GError:
                # libatspi's cache can hold a stale handle of the application as it registers
                # ("The application no longer exists"): look the application up again.
                if self.process.poll() is not None:
                    raise
                time.sleep(0.2)
                self.app = find_app("hangman", timeout=10)
                continue
            for node in nodes:
                try:
                    if predicate(node):
                        return node
                except Exception:  # a node that went away while we looked
                    continue
            time.sleep(0.2)
        raise AssertionError("no accessible node matched")

    def named(self, prefix: str, role: str | None = None, timeout: float = 10):
        """The node of the page on screen (or of a dialog) whose name starts with `prefix`."""
        return self.find(lambda n: n.name.strip().startswith(prefix) and (role is None or n.getRoleName() == role), timeout)

    def press(self, letter: str):
        """Presses a letter key through its AT-SPI action, as Orca's users do."""
        key = self.named(f"Letter {letter.upper()}", role="push button")
        action = key.queryAction()
        assert action.nActions >= 1
        action.doAction(0)
        time.sleep(0.35)  # GtkButton clicks at the end of its press animation

    def repeated_names(self):
        """Every node Orca would read twice: its description repeats its name, or an ancestor
        that Orca reads before it has its name ("Main Menu Main Menu")."""
        repeated = []
        controls = ("push button", "toggle button", "combo box", "menu item", "radio button", "check box")
        for node in self.nodes():
            try:
                name = node.name.strip()
                if not name or node.getRoleName() == "application":
                    continue
                # The parts inside a control are never focused: Orca reads the control.
                inside = node.parent
                while inside is not None and inside.getRoleName() not in controls:
                    inside = inside.parent
                if inside is not None:
                    continue
                if node.description.strip() == name:
                    repeated.append(f"{node.getRoleName()} {name!r}: description")
                if node.getState().contains(pyatspi.STATE_FOCUSABLE):
                    parent = node.parent
                    while parent is not None and parent.getRoleName() not in ("frame", "dialog", "alert", "window"):
                        # The notebook, named after the page on screen, is read only on its tabs.
                        is_notebook = any(grandchild.getRoleName() == "page tab list"
                                          for child in parent for grandchild in [child, *child])
                        if parent.name.strip() == name and not is_notebook:
                            repeated.append(f"{node.getRoleName()} {name!r}: in {parent.getRoleName()} {parent.name!r}")
                        parent = parent.parent
            except Exception:  # a node that went away
                continue
        return repeated

    def class_names(self):
        """Every accessible name that is a GTK class name, which Orca would read out."""
        return sorted({node.name for node in self.nodes() if node.name.startswith("Gtk")})


@pytest.fixture
def accessible_game(tmp_path):
    started = []

    def start(words_url: str, extra: dict | None = None, wrapper: tuple[str, ...] = ()) -> AccessibleGame:
        """`wrapper` is a command the binary runs under (setpriv, to drop a capability)."""
        binary = Path(os.environ.get("HANGMAN_BINARY", ROOT / ".build" / "debug" / "hangman"))
        # The words served (pumpkin) are Hard in the levelled list: the player picked Hard.
        settings = tmp_path / "data" / "io.github.swifthangman.Hangman" / "settings.json"
        if not settings.exists():
            settings.parent.mkdir(parents=True, exist_ok=True)
            settings.write_text(json.dumps({"schemaVersion": 2, "values": {"wordLevel": "hard"}}))
        env = {key: value for key, value in os.environ.items() if not key.startswith(("HANGMAN_", "OMDB_", "LANG", "LC_"))}
        env.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
                   XDG_CONFIG_HOME=str(tmp_path / "config"), HANGMAN_WORDS_URL=words_url, LANG="C.UTF-8",
                   GSK_RENDERER="cairo", GTK_A11Y="atspi")
        env.update(extra or {})
        keep_served_words(tmp_path, words_url)
        # The registry first, so that the game's registration cannot race its start-up.
        pyatspi.Registry.getDesktop(0).childCount
        for attempt in range(2):
            process = subprocess.Popen([*wrapper, str(binary)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            started.append(process)
            try:
                return AccessibleGame(find_app("hangman", timeout=20), process)
            except AssertionError:
                if attempt == 1:
                    raise
                process.terminate()  # it never registered: one more launch
                process.wait(timeout=5)

    yield start
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture
def api():
    with FakeAPI(omdb_script={"default": CASABLANCA}) as fake:
        yield fake
