"""The Debian package as a player meets it: built with `make deb`, installed with apt-get,
launched from its desktop file, played, and removed without a trace."""
import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from conftest import APP_ID, ROOT
from kept_words import keep_served_words
from test_desktop_e2e import processes_running, windows_named

INSTALLED_BINARY = Path("/usr/games/hangman")


def package_path() -> Path:
    version = subprocess.run([str(ROOT / "scripts/version.sh")], capture_output=True, text=True, check=True).stdout.strip()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    return ROOT / "build" / f"hangman_{version}_{arch}.deb"


def test_the_package_installs_plays_and_removes_cleanly(api, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("installing a package needs root (CI runs the tests as root): run `sudo make test`, "
                    "or build it with `make deb` and install it by hand")
    if subprocess.run(["dpkg", "-s", "hangman"], capture_output=True).returncode == 0:
        pytest.fail("a hangman package is installed already: this test would remove it")

    # `make deb` builds the release binary if needed and fails on any lintian error or warning.
    built = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "deb"], capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    deb = package_path()
    assert deb.exists()
    listed = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = [Path("/" + line.split()[-1].removeprefix("./")) for line in listed.splitlines()]
    files = [path for path in paths if not listed.splitlines()[paths.index(path)].startswith("d")]
    folders_before = {path for path in paths if path.is_dir()}
    # The binary's packed relocations need glibc 2.36 (GLIBC_ABI_DT_RELR), which dpkg-shlibdeps
    # does not see: apt must refuse the package where the game could not start.
    with tempfile.TemporaryDirectory() as unpacked:
        subprocess.run(["dpkg-deb", "-x", str(deb), unpacked], check=True)
        needs = subprocess.run(["readelf", "-V", f"{unpacked}/usr/games/hangman"], capture_output=True, text=True, check=True).stdout
    depends = subprocess.run(["dpkg-deb", "-f", str(deb), "Depends"], capture_output=True, text=True, check=True).stdout
    if "GLIBC_ABI_DT_RELR" in needs:
        assert "libc6 (>= 2.36)" in depends, depends

    installed = subprocess.run(["apt-get", "install", "-y", str(deb)], capture_output=True, text=True, timeout=600,
                               env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    try:
        assert installed.returncode == 0, installed.stdout[-3000:] + installed.stderr[-3000:]
        assert INSTALLED_BINARY.exists() and all(path.exists() for path in files)

        home = tmp_path / "home"
        settings = home / "data" / APP_ID / "settings.json"
        settings.parent.mkdir(parents=True)
        settings.write_text(json.dumps({"schemaVersion": 2, "values": {"wordLevel": "hard"}}))  # pumpkin is Hard
        keep_served_words(home, api.url("/words/fixed/pumpkin"))  # as a launch that fetched it left it
        env = {key: value for key, value in os.environ.items() if not key.startswith(("HANGMAN_", "OMDB_", "LANG", "LC_"))}
        env.update(XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"), XDG_CONFIG_HOME=str(home / "config"),
                   HANGMAN_WORDS_URL=api.url("/words/fixed/pumpkin"), GSK_RENDERER="cairo", LANG="C.UTF-8")
        log = tmp_path / "launch.log"
        with open(log, "w") as output:
            launched = subprocess.run(["gio", "launch", f"/usr/share/applications/{APP_ID}.desktop"], env=env,
                                      stdout=output, stderr=output, timeout=30)
        assert launched.returncode == 0, log.read_text()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not windows_named("^Hangman$"):
            time.sleep(0.2)
        windows = windows_named("^Hangman$")
        assert windows, f"the installed game opened from its desktop file: {log.read_text()}"
        assert processes_running(INSTALLED_BINARY), "the running game is the installed binary"
        window = windows[-1]
        subprocess.run(["xdotool", "mousemove", "--window", window, "40", "120"], check=True)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True, timeout=5)
        time.sleep(0.5)
        subprocess.run(["xdotool", "type", "--delay", "60", "pumkin"], check=True)
        store = home / "data" / APP_ID / "store.json"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not (store.exists() and json.loads(store.read_text())["values"].get("history")):
            time.sleep(0.1)
        games = json.loads(store.read_text())["values"]["history"]
        assert [(game["puzzle"], game["result"]) for game in games] == [("pumpkin", "won")], games
        subprocess.run(["xdotool", "key", "ctrl+q"], check=True)
        deadline = time.monotonic() + 15
        while processes_running(INSTALLED_BINARY) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not processes_running(INSTALLED_BINARY), "Ctrl+Q ended the installed game"
    finally:
        for pid in processes_running(INSTALLED_BINARY):
            os.kill(pid, 9)
        removed = subprocess.run(["apt-get", "remove", "-y", "hangman"], capture_output=True, text=True, timeout=300,
                                 env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    assert removed.returncode == 0, removed.stdout + removed.stderr
    left = [str(path) for path in files if path.exists() or path.is_symlink()]
    assert left == [], f"apt remove left {left}"
    new_folders_left = [str(path) for path in paths if path.is_dir() and path not in folders_before]
    assert new_folders_left == [], new_folders_left


def test_the_release_binary_links_the_code_of_its_start_first():
    # The Makefile links the functions of packaging/symbol-order.txt first: the start then
    # leaves 3.9 MB of the binary's 10 MB of code resident (6.3 MB before).
    built = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "release"], capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    binary = ROOT / ".build" / "release" / "hangman"
    wanted = set((ROOT / "packaging" / "symbol-order.txt").read_text().splitlines())
    addresses, listed = [], []
    for line in subprocess.run(["nm", "--defined-only", str(binary)], capture_output=True, text=True, check=True).stdout.splitlines():
        address, kind, name = line.split(" ", 2)
        if kind in "tTwW":
            addresses.append(int(address, 16))
            if name in wanted:
                listed.append(int(address, 16))
    assert len(listed) > 0.9 * len(wanted), "the list names the binary's functions: regenerate it with `make symbol-order`"
    start, end = min(addresses), max(addresses)
    assert max(listed) - start < 0.45 * (end - start), "the listed functions are linked at the start of the code"
