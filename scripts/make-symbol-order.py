#!/usr/bin/env python3
"""Writes packaging/symbol-order.txt, the functions of the game that run at its start, for
ld.lld's --symbol-ordering-file (the Makefile's RELEASE flags).

The release binary links in the Swift runtime, the standard library, FoundationEssentials and
Dispatch: 10 MB of code, of which a launch runs about a tenth, spread over all of it. The kernel
maps a touched page's whole folio (up to 2 MiB on Linux 6.x), so scattered code keeps most of
the binary resident. Linked in this order, the code that runs from exec to the first puzzle and
the word service's first answer sits together at the start of .text.

Run under a display (make symbol-order does: Xvfb, a session bus, a loopback word service):
    scripts/make-symbol-order.py .build/release/hangman packaging/symbol-order.txt
The list is a profile, not a contract: a function renamed since is skipped by the linker and
linked after the listed ones, so a stale list costs memory, never correctness. Regenerate it
after large changes to the start-up path.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Fixtures"))
from fake_api import FakeAPI  # noqa: E402

# callgrind names a function's recursion levels foo'2, foo'3: one symbol.
RECURSION = re.compile(r"'\d+$")


def profile(binary: Path, output: Path) -> None:
    """Runs the game under callgrind to the word service's first answer, then quits it."""
    with FakeAPI() as api, tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HANGMAN_WORDS_URL=api.url("/words/good"),
                   XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache", XDG_CONFIG_HOME=f"{home}/config")
        env.pop("OMDB_API_KEY", None)
        game = subprocess.Popen(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={output}",
                                 str(binary)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 300
        while not any(path.startswith("/words/") for path in api.log()):
            if game.poll() is not None or time.monotonic() > deadline:
                game.kill()
                sys.exit(f"the game under callgrind never asked the word service (status {game.poll()})")
            time.sleep(0.5)
        time.sleep(10)  # the answer read, the queue filled and kept, under valgrind's slowness
        game.send_signal(signal.SIGTERM)  # the game quits as from the desktop: callgrind writes its profile
        game.wait(timeout=120)


def functions_run(profile_file: Path, binary: Path) -> list[str]:
    """The symbols of `binary` that ran, from callgrind's output (names compressed as `(id) name`)."""
    objects: dict[str, str] = {}
    names: dict[str, str] = {}
    current_object = ""
    run: set[str] = set()
    for line in profile_file.read_text(errors="replace").splitlines():
        key, _, value = line.partition("=")
        if key in ("ob", "cob"):
            match = re.match(r"\((\d+)\)(?: (.*))?", value)
            if match.group(2) is not None:
                objects[match.group(1)] = match.group(2)
            if key == "ob":
                current_object = objects[match.group(1)]
        elif key in ("fn", "cfn"):
            match = re.match(r"\((\d+)\)(?: (.*))?", value)
            if match.group(2) is not None:
                names[match.group(1)] = match.group(2)
            if key == "fn" and Path(current_object).resolve() == binary:
                run.add(RECURSION.sub("", names[match.group(1)]))
    return sorted(name for name in run if not name.startswith("0x"))


def defined_once(symbols: list[str], binary: Path) -> list[str]:
    """`symbols` without the names that `binary` defines more than once: local functions of the
    same name in several objects (a value witness, a merged thunk). The linker would pull every
    copy to the front, and with it the whole section of each, most of it cold."""
    listing = subprocess.run(["nm", "--defined-only", str(binary)], capture_output=True, text=True, check=True).stdout
    count: dict[str, int] = {}
    for line in listing.splitlines():
        name = line.split(" ", 2)[-1]
        count[name] = count.get(name, 0) + 1
    return [symbol for symbol in symbols if count.get(symbol) == 1]


def main() -> None:
    binary = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build" / "release" / "hangman").resolve()
    target = Path(sys.argv[2] if len(sys.argv) > 2 else ROOT / "packaging" / "symbol-order.txt")
    with tempfile.TemporaryDirectory() as work:
        output = Path(work) / "callgrind.out"
        profile(binary, output)
        symbols = defined_once(functions_run(output, binary), binary)
    if len(symbols) < 1000:
        sys.exit(f"only {len(symbols)} functions of {binary} ran: the profile is broken")
    target.write_text("".join(f"{symbol}\n" for symbol in symbols))
    print(f"{target}: {len(symbols)} functions")


if __name__ == "__main__":
    main()
