"""The README's set-up commands are the Makefile's: every `make …` a newcomer copies from the
Install, Play and Test sections names a target that exists.

    python3 -m pytest -q Tests/Data/test_readme_commands.py
"""

import re
import shlex
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SET_UP_SECTIONS = ("Install", "Play", "Test")
# The commands the README promises a newcomer; each must be shown in a set-up section.
PROMISED = {"run", "test", "install", "deb"}


def sections(markdown: str) -> dict[str, str]:
    """The text under each `## ` heading, by its title."""
    parts = re.split(r"^## (.+)$", markdown, flags=re.MULTILINE)
    return {title.strip(): body for title, body in zip(parts[1::2], parts[2::2])}


def shell_lines(section: str) -> list[str]:
    """The lines of the section's ```sh blocks, without their comments."""
    lines = []
    for block in re.findall(r"^```sh\n(.*?)^```", section, flags=re.MULTILINE | re.DOTALL):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words:
                lines.append(words)
    return lines


def make_targets_shown() -> list[tuple[str, str]]:
    """(section, target) for every `make` or `sudo make` command of the set-up sections."""
    readme = sections((ROOT / "README.md").read_text(encoding="utf-8"))
    shown = []
    for title in SET_UP_SECTIONS:
        assert title in readme, f"the README has no '## {title}' section"
        for words in shell_lines(readme[title]):
            if words[0] == "sudo":
                words = words[1:]
            if words and words[0] == "make":
                targets = [word for word in words[1:] if "=" not in word and not word.startswith("-")]
                shown += [(title, target) for target in targets or ["all"]]
    return shown


def makefile_targets() -> set[str]:
    """The targets make itself knows, read from its database (`make -pRrq`), not from a regex
    over the Makefile that would miss a target written with a variable."""
    database = subprocess.run(["make", "-C", str(ROOT), "-pRrq", "-f", "Makefile", ":"],
                              capture_output=True, text=True).stdout
    targets = set()
    not_a_target = False
    for line in database.splitlines():
        if line.startswith("# Not a target"):
            not_a_target = True
            continue
        match = re.match(r"^([A-Za-z0-9][A-Za-z0-9_.-]*):(?!=)", line)
        if match and not not_a_target:
            targets.add(match.group(1))
        not_a_target = False
    return targets


def test_the_set_up_sections_show_the_commands_a_newcomer_needs():
    shown = {target for _, target in make_targets_shown()}
    assert PROMISED <= shown, f"not shown in {SET_UP_SECTIONS}: {sorted(PROMISED - shown)}"


def test_every_make_command_of_the_set_up_sections_is_a_makefile_target():
    targets = makefile_targets()
    assert {"run", "test", "install", "deb"} <= targets, f"make's database lists {sorted(targets)}"
    missing = [(title, target) for title, target in make_targets_shown() if target not in targets]
    assert not missing, f"README commands with no Makefile target: {missing}"


def test_a_target_the_makefile_lacks_is_found():
    # The check itself: a name that is no target is told apart from those that are.
    assert "frobnicate" not in makefile_targets()
    assert "run" in makefile_targets()
