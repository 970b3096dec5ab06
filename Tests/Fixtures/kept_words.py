"""Words a fake word service serves, kept in a home as a last launch would have left them.

The first game of a launch deals a kept word, else a bundled one at once (it never waits on the
network). A test that serves `/words/fixed/pumpkin` and types P-U-M-K-I-N means a launch that
had fetched pumpkin before: this writes the ready queue that such a launch leaves, so that the
first game is the served word, as the test expects, without a race with the network.
"""
import json
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

APP_ID = "io.github.swifthangman.Hangman"
# Foundation's reference date: a kept item's `fetched` is seconds since 2001-01-01.
SECONDS_FROM_1970_TO_2001 = 978_307_200


def served_words(words_url: str) -> list[str]:
    """The words `/words/fixed/<w>` or `/words/list/<a>,<b>` serves, in order; none otherwise."""
    path = urlsplit(words_url).path
    if path.startswith("/words/fixed/"):
        return [unquote(path[len("/words/fixed/"):])]
    if path.startswith("/words/list/"):
        return [unquote(word) for word in path[len("/words/list/"):].split(",") if word]
    return []


def keep_served_words(home: Path, words_url: str) -> None:
    """Writes the ready queues of every language and level with the words `words_url` serves,
    unless the home has them already (a relaunch keeps what the last run left). The game checks a
    kept word again as it loads, and drops it from a queue of another language or level."""
    words = served_words(words_url)
    if not words:
        return
    fetched = time.time() - SECONDS_FROM_1970_TO_2001 - 1
    for language, level in [(language, level) for language in ("en", "fr", "es", "de", "it") for level in ("easy", "normal", "hard")]:
        kind = f"words-{language}-{level}"
        path = home / "cache" / APP_ID / f"ready-{kind}.json"
        if path.exists():
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"kind": kind, "entries": [{"item": word, "fetched": fetched} for word in words]}))
