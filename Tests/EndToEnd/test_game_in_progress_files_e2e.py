"""The file of the games under way made unusable, the real binary under Xvfb: the player is
told at once, while the game can still be finished, and the file is left as it was."""
import os
import shutil
import socket
import stat

import pytest

from conftest import APP_ID
from test_kept_game_e2e import wait_for

TOLD = "told the player: Your unfinished games could not be opened"


def told(game) -> bool:
    return TOLD in game.log_path.read_text(errors="replace")


@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "socket", "directory", "unreadable"])
def test_a_games_in_progress_file_that_cannot_be_used_is_told_before_the_game_is_lost(api, game_factory, tmp_path, kind):
    data = tmp_path / "data" / APP_ID
    data.mkdir(parents=True)
    path = data / "games-in-progress.json"
    wrapper = []
    if kind == "dev-zero":
        os.symlink("/dev/zero", path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        listening = socket.socket(socket.AF_UNIX)
        cwd = os.getcwd()
        os.chdir(data)  # a socket's path is bound to 107 bytes: the relative one fits
        try:
            listening.bind(path.name)
        finally:
            os.chdir(cwd)
    elif kind == "directory":
        path.mkdir()
    else:
        if not shutil.which("setpriv"):
            pytest.skip("setpriv (util-linux) is missing")
        path.write_text('{"schemaVersion": 2, "values": {}}')
        path.chmod(0)
        # Root reads any file: the game runs without the capabilities that let it, as a player's account.
        wrapper = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]
    before = os.lstat(path)

    game = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path, extra={"G_MESSAGES_DEBUG": "Hangman"})
    game.wrapper = wrapper
    game.start()
    assert wait_for(lambda: told(game), timeout=10), game.log_path.read_text(errors="replace")[-3000:]
    game.type("xz")  # two wrong letters: the game is still to be finished
    game.screenshot(f"games-in-progress-{kind}.png")
    game.key("ctrl+q")
    game.process.wait(timeout=15)
    assert game.process.returncode == 0
    after = os.lstat(path)
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode) and after.st_ino == before.st_ino, "the file is left as it was"
    if kind == "dev-zero":
        assert os.readlink(path) == "/dev/zero"
    log = game.log_path.read_text(errors="replace")
    assert "Gtk-CRITICAL" not in log, log
