#!/usr/bin/env python3
"""Retakes docs/screenshots/{words,movies,stats}.png the way GNOME's software centres show apps.

    make screenshots      (runs this under Xvfb and D-Bus with the debug binary)

GNOME's look, not Xvfb's defaults: a close button only in the header bar, Cantarell 11, the
default 760x700 window. The Movies shot plays the built-in catalogue (no OMDb key), so it shows
no OMDb-only data such as ratings. Nothing reaches the network: words come from the loopback
fake of random-word-api.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
APP_ID = "io.github.swifthangman.Hangman"
sys.path.insert(0, str(ROOT / "Tests" / "Fixtures"))
from fake_api import FakeAPI  # noqa: E402


def xdotool(*args: str) -> str:
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True, timeout=20).stdout


def wait_for_window(process: subprocess.Popen) -> str:
    for _ in range(200):
        if process.poll() is not None:
            sys.exit(f"hangman exited with {process.returncode}")
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.1)
    sys.exit("the Hangman window did not appear")


def history() -> list[dict]:
    """A few finished games, so the Stats page has records, a chart and recent games."""
    games = [
        ("pumpkin", "won", ["X", "Q"], 30, 41.5, "Ada", "en", "normal"),
        ("garden", "won", [], 42, 18.2, "Grace", "en", "easy"),
        ("maison", "won", ["T"], 30, 25.0, "Ada", "fr", "easy"),
        ("allergy", "lost", list("BCDFHK"), 0, 63.0, None, "en", "normal"),
        ("dungeon", "won", ["A", "I", "R", "S"], 18, 52.7, "Linus", "en", "normal"),
    ]
    out = []
    for day, (puzzle, result, wrong, score, duration, name, language, level) in enumerate(games, start=10):
        game = {"id": f"00000000-0000-4000-8000-0000000000{day:02d}", "mode": "words", "puzzle": puzzle,
                "result": result, "wrongLetters": wrong, "score": score, "duration": duration,
                "date": f"2026-11-{day:02d}T18:30:00.000Z", "language": language, "level": level}
        if name:
            game["playerName"] = name
        out.append(game)
    return out


def main() -> int:
    binary = Path(os.environ.get("HANGMAN_BINARY", ROOT / ".build" / "debug" / "hangman"))
    if not os.environ.get("DISPLAY") or not binary.exists():
        sys.exit("run under Xvfb with a built binary: make screenshots")
    for width, height in SIZES:
        for dark in (False, True):
            take(binary, dark, width, height)
    return 0


# The default window (plain names, in the README), a phone's width and a large screen's.
SIZES = ((760, 700), (360, 700), (1920, 1080))


def take(binary: Path, dark: bool, width: int, height: int) -> None:
    """words, movies, stats and a game's ending, in GNOME's light style or (`-dark`) its dark one, at `width`
    (named `-360`, `-1920`; the default 760 has plain names)."""
    suffix = ("" if width == 760 else f"-{width}") + ("-dark" if dark else "")
    home = Path(tempfile.mkdtemp(prefix="hangman-shots-"))
    # The game follows GNOME's color-scheme setting; a keyfile backend sets it for this run.
    keyfile = home / "config" / "glib-2.0" / "settings" / "keyfile"
    keyfile.parent.mkdir(parents=True)
    keyfile.write_text("[org/gnome/desktop/interface]\ncolor-scheme='%s'\n" % ("prefer-dark" if dark else "default"))
    settings = home / "config" / "gtk-4.0" / "settings.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[Settings]\ngtk-decoration-layout=:close\ngtk-font-name=Cantarell 11\n")
    store = home / "data" / APP_ID / "store.json"
    store.parent.mkdir(parents=True)
    store.write_text(json.dumps({"schemaVersion": 2, "values": {"history": history(), "lastPlayerName": "Ada"}}))
    OUT.mkdir(parents=True, exist_ok=True)
    with FakeAPI() as api:
        env = {key: value for key, value in os.environ.items() if not key.startswith(("HANGMAN_", "OMDB_", "LANG", "LC_"))}
        env.update(XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
                   XDG_CONFIG_HOME=str(home / "config"), HANGMAN_WORDS_URL=api.url("/words/fixed/lantern"),
                   LANG="C.UTF-8", GSK_RENDERER="cairo", GSETTINGS_BACKEND="keyfile")
        process = subprocess.Popen([str(binary)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            window = wait_for_window(process)
            if (width, height) != (760, 700):
                xdotool("windowsize", window, str(width), str(height))
                time.sleep(1.0)
            xdotool("mousemove", "--window", window, "40", "140")
            xdotool("windowfocus", "--sync", window)
            time.sleep(1.0)

            def shot(name: str) -> None:
                time.sleep(1.0)
                subprocess.run(["import", "-window", window, str(OUT / name)], check=True, timeout=20)
                print(f"wrote {OUT / name}")

            # A word the history has not played (a recent one is never dealt again).
            xdotool("type", "--delay", "120", "xqzt")  # three errors: the definition shows
            shot(f"words{suffix}.png")
            xdotool("key", "alt+2")
            time.sleep(1.5)
            xdotool("type", "--delay", "120", "zqxjk")  # up to 5 errors on a catalogue film: its hints
            shot(f"movies{suffix}.png")
            xdotool("key", "alt+3")
            shot(f"stats{suffix}.png")
            xdotool("key", "alt+1")
            time.sleep(0.5)
            xdotool("type", "--delay", "120", "laner")  # won, 4th best: the end panel asks the name
            shot(f"ending{suffix}.png")
        finally:
            process.terminate()
            process.wait(timeout=10)
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
