"""Records played for real: win, name the record, quit, restart, and find it on the Stats page."""
import time


def test_a_named_record_survives_a_restart_and_shows_on_the_stats_page(api, game_factory, tmp_path):
    words = api.url("/words/list/pumpkin,guitar,dungeon")
    game = game_factory(words).start()

    game.type("xqpumkin")
    time.sleep(1.0)
    game.key("ctrl+a")
    game.type("Ada <b>Lovelace</b>")
    game.key("Return")  # saves the name, then the next game begins
    time.sleep(1.0)
    game.type("guitar")
    assert [g["puzzle"] for g in game.wait_for_history(2)] == ["pumpkin", "guitar"], "Enter started the next game"
    time.sleep(0.5)
    game.key("ctrl+q")
    assert game.process.wait(timeout=10) == 0

    record = game.history()[0]
    assert record["playerName"] == "Ada <b>Lovelace</b>"
    assert record["score"] == 90
    assert game.settings()["lastPlayerName"] == "Ada <b>Lovelace</b>"

    again = game_factory(words, home=tmp_path).start()
    again.click(170, 70)  # the Stats tab
    time.sleep(1.0)
    shot = again.screenshot("stats-after-restart.png")
    assert shot.stat().st_size > 0
    assert again.history()[0]["playerName"] == "Ada <b>Lovelace</b>"


def test_escape_skips_the_name_and_keeps_the_record(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()
    game.type("pumkin")
    time.sleep(1.0)
    game.type("typed but dismissed")
    game.key("Escape")
    time.sleep(1.0)

    record = game.wait_for_history(1)[0]
    assert record["result"] == "won" and record["score"] > 0, "the record is kept"
    assert "playerName" not in record, "Escape skips: no name the player did not choose"
    assert "lastPlayerName" not in game.settings()


def test_a_lost_game_is_stored_without_a_record_name(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()
    game.type("abcdef")
    finished = game.wait_for_history(1)[0]
    assert finished["result"] == "lost"
    assert finished.get("playerName") is None


def test_letters_typed_right_after_the_winning_letter_are_not_the_record_name(api, game_factory):
    game = game_factory(api.url("/words/fixed/pumpkin")).start()
    game.type("pumkinabc")  # the last letter, and three more at a typist's pace
    time.sleep(1.5)  # the keyboard rests: the name field takes it, the suggestion selected
    game.key("Return")
    time.sleep(0.5)
    record = game.wait_for_history(1)[0]
    assert record["score"] > 0
    assert "abc" not in (record.get("playerName") or ""), record
    assert "abc" not in game.settings().get("lastPlayerName", "")
