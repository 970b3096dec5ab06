"""The Movies mode played for real: the built binary against a loopback fake OMDb."""
import json
import time

import pytest

from conftest import ROOT, FakeAPI

CASABLANCA = {
    "kind": "movie",
    "fields": {
        "Title": "Casablanca",
        "Year": "1942",
        "Released": "23 Jan 1943",
        "Rated": "PG",
        "imdbRating": "8.5",
        "Genre": "Drama, Romance, War",
        "Director": "Michael Curtiz",
        "Actors": "Humphrey Bogart, Ingrid Bergman, Paul Henreid",
        "Runtime": "102 min",
    },
}


def start_with_omdb(game_factory, omdb, key="e2e-secret-key", home=None):
    """The game started against the fake `omdb`, sending `key`."""
    extra = {"HANGMAN_OMDB_URL": omdb.url("/omdb/"), "OMDB_API_KEY": key}
    return game_factory(omdb.url("/words/good"), home=home, extra=extra).start()


@pytest.fixture
def omdb():
    with FakeAPI(omdb_script={"default": CASABLANCA}) as fake:
        yield fake


def test_a_film_from_omdb_is_played_to_the_end_and_stored_as_movies(omdb, game_factory):
    game = start_with_omdb(game_factory, omdb)
    game.open_movies_page()

    game.type("xqzjk")
    time.sleep(1.0)
    game.screenshot("movies-hints.png")
    game.type("casbln")

    finished = game.wait_for_history(1)[0]
    assert finished["mode"] == "movies"
    assert finished["puzzle"] == "Casablanca"
    assert finished["result"] == "won"
    assert finished["wrongLetters"] == list("XQZJK")
    assert finished["score"] == 6 * 2
    assert any("/omdb/" in request for request in omdb.log())
    assert all("e2e-secret-key" not in request for request in omdb.log_full())
    assert "e2e-secret-key" not in game.log_path.read_text()
    assert "e2e-secret-key" not in json.dumps(game.stored())


def test_with_a_refused_key_a_catalogue_film_is_played(omdb, game_factory):
    game = start_with_omdb(game_factory, omdb, key="bad")
    game.open_movies_page()

    game.type("abcdefghijklmnopqrstuvwxyz")

    finished = game.wait_for_history(1)[0]
    catalogue = json.loads((ROOT / "data" / "movies" / "catalogue.json").read_text())
    assert finished["mode"] == "movies"
    assert finished["puzzle"] in {film["title"] for film in catalogue["films"]}
    game.screenshot("movies-bad-key.png")


def test_the_omdb_cache_lives_in_the_user_cache_directory(omdb, game_factory, tmp_path):
    game = start_with_omdb(game_factory, omdb)
    game.open_movies_page()
    game.type("casbln")
    game.wait_for_history(1)

    cache = tmp_path / "cache" / "io.github.swifthangman.Hangman" / "omdb-answers.json"
    deadline = time.monotonic() + 10
    while not cache.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    entries = json.loads(cache.read_text())["entries"]
    assert entries, "every OMDb answer is cached"
    assert "e2e-secret-key" not in cache.read_text()


def test_a_giant_and_a_cyrillic_title_are_skipped_and_the_next_film_is_played(game_factory, tmp_path):
    """Hostile data from OMDb: a 50,000-character title and a title in Cyrillic (letters the
    keyboard has no key for) are answered first. Both are cached as misses and never shown;
    the third answer, a playable film, is the one played."""
    giant = {"kind": "movie", "fields": {**CASABLANCA["fields"], "Title": "Casablanca " * 4546}}
    cyrillic = {"kind": "movie", "fields": {**CASABLANCA["fields"], "Title": "Броненосец Потёмкин"}}
    script = {"sequence": [giant, cyrillic], "default": CASABLANCA}
    with FakeAPI(omdb_script=script) as omdb:
        game = start_with_omdb(game_factory, omdb)
        game.open_movies_page()
        game.type("casbln")
        finished = game.wait_for_history(1)[0]
        assert finished["puzzle"] == "Casablanca"
        assert finished["result"] == "won"
        assert len([r for r in omdb.log() if "/omdb/" in r]) >= 3, "the two bad answers were served first"

        cache = tmp_path / "cache" / "io.github.swifthangman.Hangman" / "omdb-answers.json"
        deadline = time.monotonic() + 10
        while not cache.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        entries = json.loads(cache.read_text())["entries"].values()
        misses = [entry["miss"]["_0"] for entry in entries if "miss" in entry]
        assert misses.count("unplayable title") >= 2, "both are cached as misses: no quota spent on them again"
        assert "Броненосец" not in cache.read_text() and "Casablanca Casablanca" not in cache.read_text()
        assert game.process.poll() is None, "the game is still running"
        game.screenshot("movies-after-hostile-titles.png")
