"""`make run`, the README's first command, as a newcomer types it: it builds the release game
and starts it, and the game paints its window.

The game quits after its first frame (`HANGMAN_EXIT_AFTER_FIRST_FRAME=1`, which prints the
milestones of the start), so the test needs no input and leaves nothing running.
"""
import os
import subprocess

import pytest

from conftest import ROOT, game_environment

# A cold release build on two cores; usually the release binary is there already.
BUILD_AND_RUN_SECONDS = 1800


def test_make_run_builds_the_game_and_paints_its_first_frame(api, tmp_path):
    if not os.environ.get("DISPLAY"):
        pytest.fail("no DISPLAY: run end-to-end tests under xvfb-run (make test does)")
    # A fresh `make`, as in a newcomer's terminal, not a sub-make of `make test`.
    env = game_environment(tmp_path, api.url("/words/fixed/pumpkin"), dropping=("MAKE", "MFLAGS"))
    env.update(HANGMAN_EXIT_AFTER_FIRST_FRAME="1")
    ran = subprocess.run(["make", "run"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=BUILD_AND_RUN_SECONDS)
    output = ran.stdout[-4000:] + ran.stderr[-4000:]
    assert ran.returncode == 0, output
    assert "MILESTONE first-frame" in ran.stdout, output
