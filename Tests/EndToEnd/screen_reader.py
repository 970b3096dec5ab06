"""The real Orca for end-to-end tests: Debian's orca 43, speaking through speech-dispatcher and
espeak-ng into ALSA's null device, its speech read from its own debug file ("SPEECH OUTPUT"
lines), as a blind player hears it. Each step waits for speech, never for the clock alone."""
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'\s*(?:\{[^{}]*\})?\s*$", re.MULTILINE)
SPEECHD_CONF = """\
AudioOutputMethod "alsa"
AudioALSADevice "null"
DefaultModule espeak-ng
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
"""


def missing_tools() -> list[str]:
    return [tool for tool in ("orca", "speech-dispatcher", "/usr/bin/python3") if not shutil.which(tool)]


class Orca:
    """speech-dispatcher and Orca in a home of their own, on the test's X server and session bus."""

    def __init__(self, home: Path):
        self.home = home
        self.debug_file = home / "orca-debug.out"
        self.processes: list[subprocess.Popen] = []
        self.env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(home / "run"),
                        XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "share"))
        self.env.pop("XDG_CACHE_HOME", None)

    def start(self) -> "Orca":
        (self.home / "run").mkdir(mode=0o700, parents=True, exist_ok=True)
        conf = self.home / "config" / "speech-dispatcher"
        conf.mkdir(parents=True, exist_ok=True)
        (conf / "speechd.conf").write_text(SPEECHD_CONF)
        log = open(self.home / "orca.log", "w")
        self.processes.append(subprocess.Popen(["speech-dispatcher", "-s", "-t", "0"], env=self.env,
                                               stdout=log, stderr=subprocess.STDOUT))
        self.processes.append(subprocess.Popen(
            ["/usr/bin/python3", str(HERE / "orca_line_buffered.py"), "--replace", f"--debug-file={self.debug_file}"],
            env=self.env, stdout=log, stderr=subprocess.STDOUT))
        self.wait_for("Screen reader on", since=0, timeout=30)
        return self

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()

    def spoken(self) -> list[str]:
        """Every utterance so far, in order."""
        if not self.debug_file.exists():
            return []
        text = self.debug_file.read_text(errors="replace")
        return [match.group(1) for match in SPEECH.finditer(text)]

    def mark(self) -> int:
        """Where the speech stands now: `since` for the next wait."""
        return len(self.spoken())

    def wait_for(self, *fragments: str, since: int, timeout: float = 15) -> list[str]:
        """Waits until utterances said after `since` hold every fragment, each in one utterance;
        returns what was said after `since`."""
        deadline = time.monotonic() + timeout
        while True:
            said = self.spoken()[since:]
            if all(any(fragment in line for line in said) for fragment in fragments):
                return said
            if time.monotonic() > deadline:
                pytest.fail(f"Orca never said {fragments!r}; it said after the step: {said!r}\n"
                            f"(all: {self.spoken()!r})")
            time.sleep(0.1)

    def settle(self, since: int, quiet: float = 0.8, timeout: float = 10) -> list[str]:
        """Waits until Orca has said something after `since` and then nothing for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        count, changed = len(self.spoken()), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.1)
            now = len(self.spoken())
            if now != count:
                count, changed = now, time.monotonic()
            elif now > since and time.monotonic() - changed >= quiet:
                break
        return self.spoken()[since:]
