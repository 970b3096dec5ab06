"""The real binary over a store holding every kind of extreme value: each page opens,
a game is played and saved, and every entry the game cannot use is kept as it was."""
import json
import time

APP_ID = "io.github.swifthangman.Hangman"


def good_game(index: int, mode: str = "words") -> dict:
    return {
        "id": f"00000000-0000-4000-8000-{index:012d}", "mode": mode, "puzzle": "lantern" if mode == "words" else "Casablanca",
        "result": "won", "wrongLetters": ["Q"], "score": 30, "duration": 42.5, "date": "2026-11-20T10:00:00Z",
        "playerName": "Ada", "language": "en", "level": "normal",
    }


def hostile_games() -> list:
    """One game per kind of damage, each else valid, plus shapes that are not games at all."""
    variants = {
        "duration": [1e300, -1e300, -5, "NaN", "Infinity", None, 86401],
        "score": [10**18, 1e30, -1, 547, 1e300, "30"],
        "wrongLetters": [list("QWERTYUIOPAS"), ["ж"], [1, 2], "Q"],
        "puzzle": ["Casablanca " * 4546, "", "\u202eevil\u0007", 42],
        "date": ["9999-12-31T23:59:59Z", "-1e300", 1e300, "yesterday"],
        "mode": ["chess", None, 1],
        "playerName": ["\u0007" * 1000 + "A" * 2_000_000, "\u202eKILL\u0000ME", ["Ada"]],
        "result": ["draw", True],
        "id": ["not-a-uuid", 7],
    }
    games = []
    index = 100
    for field, values in variants.items():
        for value in values:
            game = good_game(index)
            game[field] = value
            games.append(game)
            index += 1
    games += [None, 1e300, "game", [], {}, [[[[[[[[["deep"]]]]]]]]]]
    return games


def test_every_page_opens_over_a_hostile_store_and_a_game_is_saved_beside_the_raw_entries(api, game_factory, tmp_path):
    history = [good_game(1), good_game(2, "movies")] + hostile_games()
    store = {
        "schemaVersion": 2,
        "values": {
            "history": history,
            "lastPlayerName": "\u0000\u202e" + "B" * 100_000,
            "windowWidth": 1e300, "windowHeight": -7, "windowMaximized": "yes",
            "wordLanguage": "klingon", "wordLevel": ["hard"], "soundEnabled": "NaN",
        },
    }
    path = tmp_path / "data" / APP_ID / "store.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(store))
    raw_before = json.loads(path.read_text())["values"]["history"]

    game = game_factory(api.url("/words/list/gallery,harbor"), home=tmp_path).start()
    for page in ("alt+2", "alt+3", "alt+1"):  # Movies, Stats, back to Words
        game.key(page)
        time.sleep(1.0)
        assert game.process.poll() is None, f"the game died on {page}:\n{game.log_path.read_text()}"
        game.screenshot(f"hostile-store-{page.replace('+', '-')}.png")

    game.type("galery")  # the unreadable level is Normal, where gallery is (lantern was played)
    games = game.wait_for_history(len(history) + 1)
    assert game.process.poll() is None
    assert games[-1]["puzzle"] == "gallery" and games[-1]["result"] == "won"
    # As it was; only an integer past 64 bits would come back as the nearest double.
    assert games[:-1] == raw_before, "every entry it could not use is kept as it was"
