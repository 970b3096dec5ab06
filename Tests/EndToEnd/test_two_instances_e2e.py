"""Two windows of one player: two sessions on one home (each with its own D-Bus session, so two
processes, not one application activated twice). Each keeps its game under way, neither deals
what the other dealt, and after both quit both games come back, the most recent first."""
import subprocess
import time

from conftest import APP_ID
from test_kept_game_e2e import kept_entries, kept_games, wait_for

WORDS = "/words/list/pumpkin,guitar,dungeon"


def games_under_way(game) -> list[dict]:
    return [value for key, value in kept_entries(game).items() if key.startswith("words@")]


def test_two_instances_keep_both_games_and_deal_different_words(api, game_factory, tmp_path):
    first = game_factory(api.url(WORDS), home=tmp_path).start()
    first.type("eq")
    assert wait_for(lambda: [game["guesses"] for game in games_under_way(first)] == [["E", "Q"]]), kept_entries(first)
    first_word = games_under_way(first)[0]["answer"]

    second = game_factory(api.url(WORDS), home=tmp_path)
    second.wrapper = ["dbus-run-session", "--"]  # another login session of the same player
    second.start(other_windows=(first.window,))
    second.type("eqz")
    assert wait_for(lambda: len(games_under_way(second)) == 2), kept_entries(second)
    by_guesses = {len(game["guesses"]): game for game in games_under_way(second)}
    assert by_guesses[2]["answer"] == first_word, "the first window's game is still kept"
    second_word = by_guesses[3]["answer"]
    assert second_word != first_word, "the second window did not deal the word the first was playing"
    assert [key for key in kept_entries(second) if key.startswith("dealt.words@")], "each notes what it dealt"
    second.screenshot("two-instances.png")

    second.key("ctrl+q")
    second.process.wait(timeout=15)
    subprocess.run(["xdotool", "mousemove", "--window", first.window, "40", "120"], check=True)
    subprocess.run(["xdotool", "windowfocus", "--sync", first.window], capture_output=True, timeout=5)
    time.sleep(0.3)
    first.key("ctrl+q")
    first.process.wait(timeout=15)
    assert len(games_under_way(first)) == 2, "quitting kept both"

    third = game_factory(api.url(WORDS), home=tmp_path).start()
    assert wait_for(lambda: kept_games(third)["words"]["answer"] == second_word and len(games_under_way(third)) == 2), kept_entries(third)
    time.sleep(0.5)
    third.screenshot("two-instances-newest-first.png")
    remaining = "".join(dict.fromkeys(letter for letter in second_word.upper() if letter not in "EQZ")).lower()
    third.type(remaining)
    history = third.wait_for_history(1)
    assert history[0]["puzzle"] == second_word and history[0]["result"] == "won", history
    time.sleep(0.8)
    third.key("ctrl+n")
    assert wait_for(lambda: [game["answer"] for game in games_under_way(third)] == [first_word]), kept_entries(third)
    assert wait_for(lambda: games_under_way(third)[0]["guesses"] == ["E", "Q"])
    time.sleep(0.5)
    third.screenshot("two-instances-older-next.png")
    third.key("ctrl+q")
    third.process.wait(timeout=15)
