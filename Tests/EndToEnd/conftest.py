"""Helpers for end-to-end tests: the real `hangman` binary, real X input, real files.

Run under Xvfb and a D-Bus session (make test does both). Each test gets its own XDG
directories and a loopback fake of the web APIs; nothing reaches the internet.
"""
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Fixtures"))

from fake_api import FakeAPI  # noqa: E402
from kept_words import keep_served_words  # noqa: E402

APP_ID = "io.github.swifthangman.Hangman"
SCREENSHOTS = ROOT / "build" / "screenshots"


def binary() -> Path:
    path = Path(os.environ.get("HANGMAN_BINARY", ROOT / ".build" / "debug" / "hangman"))
    if not path.exists():
        pytest.fail(f"{path} does not exist: run `swift build` first (make test does)")
    return path


def run(*command: str, timeout: float = 15) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True, timeout=timeout).stdout


class RunningGame:
    """One `hangman` process with its own XDG directories."""

    def __init__(self, home: Path, env: dict[str, str]):
        self.home = home
        self.env = env
        self.process: subprocess.Popen | None = None
        # A command the binary runs under, such as setpriv to drop a capability.
        self.wrapper: list[str] = []
        self.window: str | None = None
        self.log_path = home / "hangman.log"

    @property
    def store_path(self) -> Path:
        return self.home / "data" / APP_ID / "store.json"

    @property
    def settings_path(self) -> Path:
        return self.home / "data" / APP_ID / "settings.json"

    def start(self, other_windows: tuple[str, ...] = ()) -> "RunningGame":
        """Starts the game; `other_windows` are the windows of games already running, not its own."""
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([*self.wrapper, str(binary())], env=self.env, stdout=self.log, stderr=subprocess.STDOUT)
        self.window = self.wait_for_window(other_windows=other_windows)
        # With no window manager, keyboard focus follows the pointer: put it on the window.
        run("xdotool", "mousemove", "--window", self.window, "40", "120")
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], capture_output=True, timeout=5)
        time.sleep(0.5)
        return self

    def wait_for_window(self, timeout: float = 20, other_windows: tuple[str, ...] = ()) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process and self.process.poll() is not None:
                pytest.fail(f"hangman exited early with {self.process.returncode}: {self.log_path.read_text()}")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^(Hangman|Pendu|Ahorcado|Galgenmännchen|Impiccato)$"], capture_output=True, text=True
            ).stdout.split()
            found = [window for window in found if window not in other_windows]
            if found:
                return found[-1]
            time.sleep(0.1)
        pytest.fail("the Hangman window did not appear")

    def click(self, x: int, y: int) -> None:
        """Clicks at a point of the window, in window coordinates."""
        run("xdotool", "mousemove", "--window", self.window, str(x), str(y), "click", "1")
        time.sleep(0.3)
        run("xdotool", "mousemove", "--window", self.window, "40", "120")

    def open_movies_page(self) -> None:
        # The notebook's second tab sits right of "Words" under the header bar.
        self.click(110, 70)
        time.sleep(1.0)

    def type(self, letters: str) -> None:
        run("xdotool", "type", "--delay", "60", letters)

    def key(self, *keys: str) -> None:
        run("xdotool", "key", "--delay", "60", *keys)

    def screenshot(self, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / name
        run("import", "-window", "root", str(path))
        return path

    def stored(self) -> dict:
        return json.loads(self.store_path.read_text())

    def settings(self) -> dict:
        """The values of settings.json: the window's size, the word settings, the last name."""
        if not self.settings_path.exists():
            return {}
        return json.loads(self.settings_path.read_text())["values"]

    def history(self) -> list[dict]:
        if not self.store_path.exists():
            return []
        return self.stored()["values"].get("history", [])

    def wait_for_history(self, count: int, timeout: float = 10) -> list[dict]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            games = self.history()
            if len(games) >= count:
                return games
            time.sleep(0.1)
        pytest.fail(f"store.json never held {count} games; log:\n{self.log_path.read_text()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if hasattr(self, "log"):
            self.log.close()


def seed_level(home: Path, level: str) -> None:
    """Writes the Words level into a home's settings.json, unless the home has settings already."""
    settings = home / "data" / APP_ID / "settings.json"
    if settings.exists() or (home / "data" / APP_ID / "store.json").exists():
        return
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"schemaVersion": 2, "values": {"wordLevel": level}}))


def game_environment(home: Path, words_url: str, dropping: tuple[str, ...] = ()) -> dict[str, str]:
    """This process's environment for a game whose files are under `home` and whose word API is
    `words_url`: without the game's own variables, nor those starting with `dropping`."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("HANGMAN_", "OMDB_", *dropping))}
    env.update(
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_CONFIG_HOME=str(home / "config"),
        HANGMAN_WORDS_URL=words_url,
        GSK_RENDERER="cairo",
    )
    return env


@pytest.fixture
def api():
    with FakeAPI() as fake:
        yield fake


@pytest.fixture
def game_factory(tmp_path):
    if not os.environ.get("DISPLAY"):
        pytest.fail("no DISPLAY: run end-to-end tests under xvfb-run (make test does)")
    if not shutil.which("xdotool"):
        pytest.fail("xdotool is missing: make test installs it")
    started: list[RunningGame] = []

    def make(words_url: str, home: Path | None = None, extra: dict[str, str] | None = None, level: str = "hard") -> RunningGame:
        """A game whose word API is `words_url`; `extra` adds variables such as OMDB_API_KEY.
        A new home starts at `level`, as a player who picked it: the words the tests serve
        (pumpkin, guitar, dungeon) are Hard in the levelled list, and an online word of another
        level is never dealt."""
        home = home or tmp_path
        seed_level(home, level)
        keep_served_words(home, words_url)
        env = game_environment(home, words_url, dropping=("LANG", "LC_"))
        env.update(LANG="C.UTF-8")
        env.update(extra or {})
        game = RunningGame(home, env)
        started.append(game)
        return game

    yield make
    for game in started:
        game.stop()
