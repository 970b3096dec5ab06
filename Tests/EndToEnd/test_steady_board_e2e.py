"""The board holds still: the real window keeps its size, and the size it saves, while a film's
hints arrive, at a phone's width, a laptop's and a large screen's."""
import subprocess
import time

import pytest

from conftest import FakeAPI
from test_movies_e2e import CASABLANCA, start_with_omdb


def window_size(window: str) -> tuple[int, int]:
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True, check=True).stdout
    values = dict(line.split("=", 1) for line in shell.split())
    return int(values["WIDTH"]), int(values["HEIGHT"])


@pytest.mark.parametrize("width", [360, 760, 1280])
def test_five_errors_on_a_film_leave_the_window_and_its_saved_size_alone(width, game_factory, tmp_path):
    # GNOME's own title bar has a close button only, as its default decoration layout says.
    settings = tmp_path / "config" / "gtk-4.0" / "settings.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[Settings]\ngtk-decoration-layout=:close\n")
    with FakeAPI(omdb_script={"default": CASABLANCA}) as omdb:
        game = start_with_omdb(game_factory, omdb, home=tmp_path)
        subprocess.run(["xdotool", "windowsize", game.window, str(width), "700"], check=True, timeout=10)
        time.sleep(1.0)
        game.open_movies_page()
        before = window_size(game.window)
        assert before == (width, 700)

        game.type("xqzjk")  # five letters Casablanca lacks: all three hints
        time.sleep(1.5)
        game.screenshot(f"film-hints-{width}.png")
        assert window_size(game.window) == before, "the hints fill rows kept for them; the window does not grow"
        game.key("ctrl+q")
        assert game.process.wait(timeout=10) == 0
        assert (game.settings()["windowWidth"], game.settings()["windowHeight"]) == before
