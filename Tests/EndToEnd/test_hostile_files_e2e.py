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
