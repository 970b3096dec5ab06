"""The player's own words, the real binary: a list imported with `hangman --import-list`, played
by typing, kept across a restart (the original file gone), and hostile files refused at once."""
import json
import os
import subprocess
import time

from conftest import APP_ID, binary, seed_level


def import_list(game_factory, tmp_path, path, *extra):
    """Runs `hangman --import-list PATH …` with the home of the game the factory makes."""
    game = game_factory("http://127.0.0.1:9/words", home=tmp_path)  # only for its environment
    return subprocess.run([str(binary()), "--import-list", str(path), *extra], env=game.env,
                          capture_output=True, text=True, timeout=10)


def test_a_list_imported_from_a_file_is_played_kept_across_a_restart_and_counted_under_its_name(api, game_factory, tmp_path):
    seed_level(tmp_path, "hard")
    words = tmp_path / "week 3.txt"
    words.write_text("# This week's words\npumpkin\tit grows in autumn\nr2d2\n")
    done = import_list(game_factory, tmp_path, words, "--list-language", "en")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Added “week 3” (English). 1 word kept. 1 line skipped:\nline 3: digits" in done.stdout, done.stdout
    words.unlink()  # the list was copied: moving or deleting the original loses nothing

    game = game_factory(api.url("/words/fixed/gallery"), home=tmp_path).start()  # the service is not asked
    game.type("z")
    time.sleep(0.4)
    game.screenshot("own-list-hint.png")
    game.type("pumkin")
    games = game.wait_for_history(1)
    assert games[0]["puzzle"] == "pumpkin"
    assert games[0]["source"]["kind"] == "list" and games[0]["source"]["name"] == "week 3", games[0]
    assert "level" not in games[0] and games[0]["language"] == "en"
    assert games[0]["score"] == 36, "6 letters × (7 − 1 error) × 1: a list has no level"
    assert "playerName" not in games[0], "a list's game never enters the records"
    game.key("ctrl+q")
    game.process.wait(timeout=15)

    lists = list((tmp_path / "data" / APP_ID / "lists").glob("*.json"))
    assert len(lists) == 1 and oct(os.stat(lists[0]).st_mode & 0o777) == "0o600"
    again = game_factory(api.url("/words/fixed/gallery"), home=tmp_path).start()
    again.type("pumkin")  # the list is still chosen: its only word, dealt again once all were played
    games = again.wait_for_history(2)
    assert [g["puzzle"] for g in games] == ["pumpkin", "pumpkin"]
    assert all(g["source"]["name"] == "week 3" for g in games)
    settings = again.settings()
    assert settings["wordList"] == json.loads(lists[0].read_text())["id"]
    again.key("ctrl+q")
    again.process.wait(timeout=15)


def test_hostile_list_files_are_refused_at_once_with_a_reason(game_factory, tmp_path):
    """A FIFO, a directory, binary data, 100 MB, nothing playable, a file gone, an unreadable one."""
    fifo = tmp_path / "fifo.txt"
    os.mkfifo(fifo)
    binary_file = tmp_path / "picture.txt"
    binary_file.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    nothing = tmp_path / "nothing.txt"
    nothing.write_text("123\n!!!\n")
    cases = [
        (fifo, "This is not a text file but a FIFO (a named pipe)."),
        (tmp_path, "This is not a text file but a folder."),
        (binary_file, "This is not plain text."),
        (huge, "This file is larger than 1 MiB."),
        (nothing, "No line of this file can be played.\nline 1: digits\nline 2: “!” is not a letter"),
        (tmp_path / "gone.txt", "This file is not there any more."),
    ]
    for path, said in cases:
        done = import_list(game_factory, tmp_path, path)
        assert done.returncode == 1, (path, done.stdout)
        assert said in done.stdout, (path, done.stdout)
    # Unreadable (mode 000): the tests run as root, so the import runs without the capabilities
    # that let root read any file, as a player's account would.
    locked = tmp_path / "locked.txt"
    locked.write_text("pumpkin\n")
    locked.chmod(0)
    game = game_factory("http://127.0.0.1:9/words", home=tmp_path)
    done = subprocess.run(["setpriv", "--bounding-set=-dac_override,-dac_read_search", str(binary()), "--import-list", str(locked)],
                          env=game.env, capture_output=True, text=True, timeout=10)
    assert done.returncode == 1 and "Hangman is not allowed to read this file." in done.stdout, done.stdout
    assert not (tmp_path / "data" / APP_ID / "lists").exists() or not list((tmp_path / "data" / APP_ID / "lists").iterdir())


def test_an_unknown_option_or_a_missing_value_exits_2_with_the_usage_and_adds_nothing(game_factory, tmp_path):
    words = tmp_path / "week.txt"
    words.write_text("pumpkin\n")
    for extra in (["--frobnicate"], ["--list-name"], ["--list-language", "en", "--list-language", "fr"], ["stray"]):
        done = import_list(game_factory, tmp_path, words, *extra)
        assert done.returncode == 2, (extra, done.stdout)
        assert done.stdout.startswith("Usage: hangman --import-list FILE"), (extra, done.stdout)
    assert not (tmp_path / "data" / APP_ID / "lists").exists() or not list((tmp_path / "data" / APP_ID / "lists").glob("*.json"))


DAMAGES = {
    "random bytes": lambda path: path.write_bytes(os.urandom(3000)),
    "wrong shape": lambda path: path.write_text('{"id": 3, "entries": "pumpkin"}'),
    "deep": lambda path: path.write_text("[" * 5000 + "]" * 5000),
    "fifo": lambda path: (path.unlink(), os.mkfifo(path)),
    "device": lambda path: (path.unlink(), os.symlink("/dev/zero", path)),
}


def test_a_damaged_list_file_is_set_aside_and_named_not_hidden(api, game_factory, tmp_path):
    for index, (damage, make) in enumerate(DAMAGES.items()):
        home = tmp_path / f"home{index}"
        home.mkdir()
        words = home / "week.txt"
        words.write_text("pumpkin\n")
        done = import_list(game_factory, home, words, "--list-language", "en")
        assert done.returncode == 0, done.stdout
        lists = home / "data" / APP_ID / "lists"
        [path] = list(lists.glob("*.json"))
        make(path)
        damaged = path.lstat()

        game = game_factory(api.url("/words/fixed/pumpkin"), home=home, extra={"G_MESSAGES_DEBUG": "Hangman"}).start()
        deadline = time.monotonic() + 10
        log = ""
        while time.monotonic() < deadline and "One of your word lists could not be read" not in log:
            time.sleep(0.1)
            log = game.log_path.read_text(errors="replace")
        told = next(line for line in log.splitlines() if "told the player: One of your word lists" in line)
        assert "could not be read, so it was set aside. Add it again" in told and "/" not in told.split("told the player:")[1], (damage, told)
        if index == 0:
            game.screenshot("damaged-list.png")
        game.key("ctrl+q")
        game.process.wait(timeout=15)
        assert not path.exists() and not path.is_symlink(), "moved out of the lists"
        [aside] = [entry for entry in lists.iterdir() if ".json.broken-" in entry.name]
        assert aside.lstat().st_ino == damaged.st_ino, "the entry itself was moved, never rewritten"

        again = game_factory(api.url("/words/fixed/pumpkin"), home=home, extra={"G_MESSAGES_DEBUG": "Hangman"}).start()
        time.sleep(1.5)
        assert "One of your word lists" not in again.log_path.read_text(errors="replace"), "told once"
        again.key("ctrl+q")
        again.process.wait(timeout=15)


def test_a_full_disk_during_an_import_says_so_in_the_lists_words(game_factory, tmp_path):
    """The game's data folder on a 16 KiB file system (a tmpfs mounted by the test, as root)."""
    import pytest
    if os.geteuid() != 0:
        pytest.skip("mounting a small file system needs root (CI runs the tests as root)")
    small = tmp_path / "small"
    small.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(small)], capture_output=True).returncode != 0:
        pytest.skip("this machine does not let the test mount a tmpfs")
    try:
        words = tmp_path / "long list.txt"
        words.write_text("".join(f"{word}\n" for word in _many_words(3000)))
        game = game_factory("http://127.0.0.1:9/words", home=tmp_path)
        env = {**game.env, "XDG_DATA_HOME": str(small)}
        done = subprocess.run([str(binary()), "--import-list", str(words), "--list-language", "en"], env=env,
                              capture_output=True, text=True, timeout=20)
        assert done.returncode == 1, done.stdout
        assert "The list could not be added because the disk is full. Free some space, then add it again." in done.stdout, done.stdout
        assert "preferences" not in done.stdout.lower(), done.stdout
        lists = small / APP_ID / "lists"
        assert not lists.exists() or not list(lists.glob("*.json")), "no half-written list is left"
    finally:
        subprocess.run(["umount", str(small)], check=True)


def _many_words(count: int) -> list[str]:
    """`count` distinct playable English words: letters only, none repeated."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [letters[i % 26] + letters[(i // 26) % 26] + letters[(i // 676) % 26] + "ing" for i in range(count)]
