"""A game in progress survives a quit and a crash: the binary under Xvfb, xdotool, the files checked."""
import json
import signal
import time

from conftest import APP_ID


def kept_entries(game) -> dict:
    """The file as it is: one entry per instance and mode (`words@<instance>`), and the lists of
    puzzles each instance dealt (`dealt.words@<instance>`)."""
    path = game.home / "data" / APP_ID / "games-in-progress.json"
    if not path.exists():
        return {}
    return json.loads(path.read_text())["values"]


def kept_games(game) -> dict:
    """The game under way of each mode, by mode: the most recently kept when several instances
    kept one."""
    games: dict = {}
    for key, value in kept_entries(game).items():
        if key.startswith("dealt."):
            continue
        mode = key.split("@")[0]
        if mode not in games or value.get("keptAt", "") > games[mode].get("keptAt", ""):
            games[mode] = value
    return games


def wait_for(condition, timeout: float = 10) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def play_two_letters_then(api, game_factory, tmp_path, leave) -> None:
    """Two letters of PUMPKIN, the game left by `leave`, a relaunch whose word service serves
    another word: the same game is back, and finishing it stores it once."""
    first = game_factory(api.url("/words/fixed/pumpkin"), home=tmp_path).start()
    first.type("xp")
    assert wait_for(lambda: kept_games(first).get("words", {}).get("guesses") == ["X", "P"]), kept_games(first)
    leave(first)
    assert first.process.returncode is not None

    second = game_factory(api.url("/words/fixed/guitar"), home=tmp_path).start()
    time.sleep(1.0)
    second.screenshot("kept-game-resumed.png")
    second.type("umkin")
    games = second.wait_for_history(1)
    time.sleep(0.5)
    second.stop()
    assert len(second.history()) == 1, "stored once"
    assert games[0]["puzzle"] == "pumpkin", "the game left in progress came back, not the new word"
    assert games[0]["wrongLetters"] == ["X"]
    assert games[0]["result"] == "won"
    assert "words" not in kept_games(second), "a finished game is no longer kept"


def quit_with_ctrl_q(game) -> None:
    game.key("ctrl+q")
    game.process.wait(timeout=10)
    game.log.close()


def kill(game) -> None:
    game.process.send_signal(signal.SIGKILL)
    game.process.wait(timeout=10)
    game.log.close()


def test_a_game_left_with_ctrl_q_comes_back_with_its_letters_and_is_stored_once(api, game_factory, tmp_path):
    play_two_letters_then(api, game_factory, tmp_path, quit_with_ctrl_q)


def test_a_game_killed_mid_play_comes_back_too(api, game_factory, tmp_path):
    play_two_letters_then(api, game_factory, tmp_path, kill)


def terminate_with(signal_number):
    def leave(game) -> None:
        game.process.send_signal(signal_number)
        game.process.wait(timeout=10)
        game.log.close()
        assert game.process.returncode == 0, f"{signal.Signals(signal_number).name} ends the game as Ctrl+Q does, not as a kill"
    return leave


def test_sigterm_ends_the_game_as_ctrl_q_does_and_the_game_comes_back(api, game_factory, tmp_path):
    play_two_letters_then(api, game_factory, tmp_path, terminate_with(signal.SIGTERM))


def test_sighup_from_a_closed_terminal_keeps_the_game_too(api, game_factory, tmp_path):
    play_two_letters_then(api, game_factory, tmp_path, terminate_with(signal.SIGHUP))
