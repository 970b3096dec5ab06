"""What went wrong reaches GLib's debug log (`G_MESSAGES_DEBUG=all hangman`), never the key."""
import time

import pytest

from conftest import FakeAPI

SECRET = "Zq7SecretKey9x"


def wait_for_lines(game, *needles: str, timeout: float = 15) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = game.log_path.read_text(errors="replace")
        if all(needle in text for needle in needles):
            return text
        time.sleep(0.2)
    pytest.fail(f"the log never said {needles}:\n{game.log_path.read_text(errors='replace')[-3000:]}")


def test_refused_connections_are_logged_with_their_cause_and_never_the_key(game_factory):
    refused = "http://127.0.0.1:9"  # port 9 (discard): nothing listens on loopback
    game = game_factory(
        f"{refused}/words",
        extra={"G_MESSAGES_DEBUG": "all", "HANGMAN_OMDB_URL": f"{refused}/omdb/", "OMDB_API_KEY": SECRET},
    ).start()

    text = wait_for_lines(game, "word API: refill failed, offline", "OMDb: refill failed, offline")

    lines = [line for line in text.splitlines() if "refill failed" in line]
    assert all(": Hangman-DEBUG: " in line for line in lines), "under the app's own log domain"
    assert all("connection refused" in line for line in lines), lines
    assert SECRET not in text
    assert "apikey=" not in text


def test_a_refused_key_is_logged_as_http_401_without_the_key(game_factory):
    with FakeAPI() as api:
        game = game_factory(
            api.url("/words/good"),
            extra={"G_MESSAGES_DEBUG": "Hangman", "HANGMAN_OMDB_URL": api.url("/omdb/"), "OMDB_API_KEY": "bad"},
        ).start()

        text = wait_for_lines(game, "OMDb: refill failed, invalidAPIKey")

    assert "HTTP 401" in text
    assert "apikey=" not in text
    assert "word API: refill failed" not in text, "the word API worked: no failure to report"
