"""The first game of a launch comes from what the last launch fetched: no wait, no repeat."""
import json
import time

from conftest import APP_ID, FakeAPI


def test_a_second_launch_deals_the_kept_word_at_once_even_with_a_6_second_api(game_factory, tmp_path):
    with FakeAPI() as fast:
        game = game_factory(fast.url("/words/list/pumpkin,guitar,dungeon"), home=tmp_path).start()
        game.type("xqpumkin")  # the queue's first word
        assert game.wait_for_history(1)[0]["puzzle"] == "pumpkin"
        time.sleep(1.0)
        game.key("Escape")  # the record stays, without a name
        time.sleep(0.3)
        game.key("ctrl+q")
        assert game.process.wait(timeout=10) == 0

    kept_file = tmp_path / "cache" / APP_ID / "ready-words-en-hard.json"
    kept = [entry["item"] for entry in json.loads(kept_file.read_text())["entries"]]
    assert kept and "pumpkin" not in kept, f"the played word is never kept: {kept}"
    word = kept[0]

    with FakeAPI(delay_ms=6000) as slow:
        again = game_factory(slow.url("/words/list/meadow,harbor"), home=tmp_path).start()
        again.type("".join(dict.fromkeys(word)))  # the player types at once, before any answer could come
        games = again.wait_for_history(2, timeout=20)
        assert games[1]["puzzle"] == word, "the kept word, not the slow API's nor a bundled one"
        assert games[1]["result"] == "won"
        assert [game["puzzle"] for game in games] == ["pumpkin", word], "the store holds both games"
        again.screenshot("kept-word-second-launch.png")
