"""The game's own files made hostile, the real binary under Xvfb: it plays on and quits."""
import os
import stat
import time

from conftest import APP_ID
from test_kept_game_e2e import kept_games, wait_for


def test_a_fifo_as_settings_and_dev_zero_as_the_store_still_play_and_quit(api, game_factory, tmp_path):
    data = tmp_path / "data" / APP_ID
    data.mkdir(parents=True)
    os.mkfifo(data / "settings.json")
    os.symlink("/dev/zero", data / "store.json")

    game = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path).start()  # the window shows
    game.type("pu")
    assert wait_for(lambda: kept_games(game).get("words", {}).get("guesses") == ["P", "U"]), \
        "the puzzle takes letters: the game in progress is kept as usual"
    time.sleep(0.5)
    game.screenshot("hostile-files.png")
    game.key("ctrl+q")
    game.process.wait(timeout=10)
    assert game.process.returncode == 0
    assert stat.S_ISFIFO(os.lstat(data / "settings.json").st_mode), "the FIFO is left as it was"
    assert os.readlink(data / "store.json") == "/dev/zero", "the link is left as it was"
    log = game.log_path.read_text(errors="replace")
    assert "Gtk-CRITICAL" not in log, log


def test_a_lock_held_by_another_program_keeps_the_game_aside_and_never_holds_the_window(api, game_factory, tmp_path):
    import fcntl
    import subprocess

    data = tmp_path / "data" / APP_ID
    data.mkdir(parents=True)
    # Another program (a backup tool, a stuck instance) holds the store's lock throughout.
    holder = open(data / "store.json.lock", "w")
    fcntl.flock(holder, fcntl.LOCK_EX)

    game = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path).start()
    game.type("pumkin")  # won: the save waits for the lock, then keeps the game aside
    assert wait_for(lambda: list(data.glob("store.json.pending-*")), timeout=20), \
        "the finished game waits in a pending file beside the store"
    assert not game.store_path.exists(), "nothing is written over the other program's store"
    time.sleep(0.5)
    game.screenshot("lock-held.png")

    game.key("ctrl+q")
    def window_gone():
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Hangman$"], capture_output=True, text=True)
        return not found.stdout.split()
    assert wait_for(window_gone, timeout=5), "Ctrl+Q takes the window away at once"
    assert game.process.poll() is None, "while the last saves still wait for the lock"
    fcntl.flock(holder, fcntl.LOCK_UN)
    holder.close()
    game.process.wait(timeout=30)
    assert game.process.returncode == 0

    again = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path).start()
    games = again.wait_for_history(1, timeout=15)
    assert [entry["puzzle"] for entry in games] == ["pumpkin"], "the game kept aside is merged at the next launch"
    assert not list(data.glob("store.json.pending-*")), "and its pending file removed"
    again.key("ctrl+q")
    again.process.wait(timeout=15)


def test_an_unreadable_settings_file_says_settings_are_not_kept_and_games_still_are(api, game_factory, tmp_path):
    """settings.json with mode 000. The tests run as root, which reads any file: the game runs
    without the two capabilities that let root ignore a file's mode (as a player's account)."""
    import shutil
    if not shutil.which("setpriv"):
        import pytest
        pytest.skip("setpriv (util-linux) is missing")
    data = tmp_path / "data" / APP_ID
    data.mkdir(parents=True)
    settings = data / "settings.json"
    settings.write_text('{"schemaVersion": 2, "values": {"wordLevel": "hard"}}')
    settings.chmod(0)

    game = game_factory(api.url("/words/fixed/abandon"), home=tmp_path, extra={"G_MESSAGES_DEBUG": "Hangman"})  # Normal, the default level
    game.wrapper = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]
    game.start()
    game.type("abndo")
    games = game.wait_for_history(1)
    assert games[0]["puzzle"] == "abandon" and games[0]["result"] == "won", "games are saved"
    time.sleep(0.5)
    shot = game.screenshot("unreadable-settings.png")
    game.key("ctrl+q")
    game.process.wait(timeout=15)
    assert game.process.returncode == 0
    assert stat.S_IMODE(os.lstat(settings).st_mode) == 0, "the settings file is left as it was"
    assert settings.read_text() == '{"schemaVersion": 2, "values": {"wordLevel": "hard"}}'
    log = game.log_path.read_text(errors="replace")
    assert "Gtk-CRITICAL" not in log, log
    assert "told the player: Your preferences could not be opened" in log, "the banner says so, met as a player's account meets it"
    assert shot.exists()


def test_a_damaged_kept_queue_is_set_aside_and_named_once(api, game_factory, tmp_path):
    cache = tmp_path / "cache" / APP_ID
    cache.mkdir(parents=True)
    damaged = cache / "ready-words-en-hard.json"
    damaged.write_bytes(os.urandom(500))
    game = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path, extra={"G_MESSAGES_DEBUG": "Hangman"}).start()
    told = "told the player: The words and films kept for your next games could not be read"
    assert wait_for(lambda: told in game.log_path.read_text(errors="replace"), timeout=10), game.log_path.read_text(errors="replace")[-2000:]
    game.key("ctrl+q")
    game.process.wait(timeout=15)
    assert [entry.name for entry in cache.iterdir() if entry.name.startswith("ready-words-en-hard.json.broken-")], "kept aside"

    again = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path, extra={"G_MESSAGES_DEBUG": "Hangman"}).start()
    time.sleep(1.5)
    assert told not in again.log_path.read_text(errors="replace"), "told once"
    again.key("ctrl+q")
    again.process.wait(timeout=15)
