"""Desktop integration as a player meets it: installed, launched from the menu, used by keyboard."""
import os
import subprocess
import time
from pathlib import Path

from conftest import APP_ID, ROOT, binary


def processes_running(executable: Path) -> list[int]:
    """The pids whose executable is `executable` (gio launches it by name, through PATH)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if Path(os.readlink(entry / "exe")) == executable:
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def windows_named(name: str) -> list[str]:
    return subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", name], capture_output=True, text=True
    ).stdout.split()


def test_installed_game_launches_from_its_desktop_file_and_uninstalls_cleanly(api, tmp_path):
    prefix = tmp_path / "prefix"
    make = ["make", "--no-print-directory", "-C", str(ROOT), f"PREFIX={prefix}", f"BINARY={binary()}"]
    subprocess.run(make + ["install-files"], check=True, capture_output=True, timeout=300)

    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    installed = sorted(str(path.relative_to(prefix)) for path in prefix.rglob("*") if path.is_file())
    assert "bin/hangman" in installed
    assert f"share/applications/{APP_ID}.desktop" in installed
    assert f"share/metainfo/{APP_ID}.metainfo.xml" in installed
    assert f"share/icons/hicolor/scalable/apps/{APP_ID}.svg" in installed
    assert all(f"share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in installed for size in (16, 32, 48, 64, 128))
    assert "share/locale/fr/LC_MESSAGES/hangman.mo" in installed
    assert "share/hangman/words/en.txt" in installed

    home = tmp_path / "home"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("HANGMAN_", "OMDB_"))}
    env.update(
        PATH=f"{prefix / 'bin'}:{env.get('PATH', '')}",
        XDG_DATA_DIRS=f"{prefix / 'share'}:/usr/local/share:/usr/share",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_CONFIG_HOME=str(home / "config"),
        HANGMAN_WORDS_URL=api.url("/words/fixed/pumpkin"),
        GSK_RENDERER="cairo",
    )
    # The installed binary finds its data under the prefix, not in the source tree. The game
    # inherits gio's output, so it goes to a file: a pipe would stay open as long as the game.
    log = tmp_path / "launch.log"
    try:
        with open(log, "w") as output:
            launched = subprocess.run(["gio", "launch", str(desktop)], env=env, stdout=output, stderr=output, timeout=30)
        assert launched.returncode == 0, log.read_text()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not windows_named("^Hangman$"):
            time.sleep(0.2)
        assert windows_named("^Hangman$"), f"the game window opened from the desktop file: {log.read_text()}"
        assert processes_running(prefix / "bin" / "hangman"), "the running game is the installed binary"
    finally:
        for pid in processes_running(prefix / "bin" / "hangman"):
            os.kill(pid, 15)
        deadline = time.monotonic() + 10
        while processes_running(prefix / "bin" / "hangman") and time.monotonic() < deadline:
            time.sleep(0.1)

    subprocess.run(make + ["uninstall"], check=True, capture_output=True, timeout=60)
    left = [str(path.relative_to(prefix)) for path in prefix.rglob("*") if path.is_file()]
    assert left == [], f"uninstall left {left}"


def test_a_whole_session_is_playable_from_the_keyboard_alone(api, game_factory):
    game = game_factory(api.url("/words/list/pumpkin,guitar")).start()

    game.type("xqpumkin")  # a win and a record: the end panel asks the name, focus in its field
    time.sleep(1.0)
    game.key("ctrl+a")
    game.type("Keyboard Kid")
    game.key("Return")  # saves the name and starts the next game
    time.sleep(1.0)
    game.type("zbcdfh")  # a loss
    time.sleep(1.0)
    game.key("Return")  # New Game from the end panel
    time.sleep(1.0)
    game.type("q")  # a letter of the new game, which is then given up
    game.key("ctrl+n")
    time.sleep(0.8)
    game.key("alt+g")  # Give Up: Enter would keep the game
    time.sleep(0.5)
    game.key("alt+3")  # Stats
    time.sleep(0.5)
    game.key("ctrl+Page_Up")  # back to Movies
    game.key("alt+1")  # Words
    game.key("ctrl+comma")  # Preferences
    time.sleep(0.5)
    game.key("Escape")
    time.sleep(0.3)
    game.key("ctrl+question")  # Keyboard shortcuts
    time.sleep(0.5)
    game.screenshot("keyboard-shortcuts.png")
    game.key("Escape")
    time.sleep(0.3)
    game.key("ctrl+q")
    assert game.process.wait(timeout=10) == 0

    games = game.history()
    assert [(g["puzzle"], g["result"]) for g in games][:2] == [("pumpkin", "won"), ("guitar", "lost")]
    assert len(games) == 3 and games[2]["result"] == "lost", "Enter on the finished board began a third game"
    assert games[0]["playerName"] == "Keyboard Kid"
    values = game.settings()
    assert values["windowWidth"] > 0 and values["windowHeight"] > 0, "the window size is remembered"


def test_the_game_follows_the_desktops_dark_preference(api, game_factory, tmp_path):
    keyfile = tmp_path / "config" / "glib-2.0" / "settings" / "keyfile"
    keyfile.parent.mkdir(parents=True)
    keyfile.write_text("[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n")
    game = game_factory(api.url("/words/fixed/pumpkin"), extra={"GSETTINGS_BACKEND": "keyfile"}).start()
    time.sleep(0.5)

    shot = game.screenshot("dark.png")
    # The page background, below the keyboard, is dark in Adwaita-dark.
    pixel = subprocess.run(
        ["convert", str(shot), "-crop", "1x1+400+650", "-format", "%[fx:luminance]", "info:"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert float(pixel) < 0.3, f"the window is not dark: luminance {pixel}"


def test_the_window_shrinks_to_360_pixels_and_remembers_its_size(api, game_factory, tmp_path):
    # GNOME's own title bar has a close button only, as its default decoration layout says.
    settings = tmp_path / "config" / "gtk-4.0" / "settings.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[Settings]\ngtk-decoration-layout=:close\n")
    game = game_factory(api.url("/words/fixed/conversation")).start()  # 12 letters, the longest word dealt

    subprocess.run(["xdotool", "windowsize", game.window, "360", "700"], check=True, timeout=10)
    time.sleep(1.0)
    game.type("qz")
    time.sleep(0.5)
    game.screenshot("narrow-360.png")
    game.key("ctrl+q")
    assert game.process.wait(timeout=10) == 0

    values = game.settings()
    assert values["windowWidth"] == 360, "the layout fits 360 px, so GTK let the window shrink that far"
    assert values["windowHeight"] == 700

    again = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path).start()
    geometry = subprocess.run(["xdotool", "getwindowgeometry", again.window], capture_output=True, text=True).stdout
    assert "360x" in geometry, f"the size comes back on the next run: {geometry}"
