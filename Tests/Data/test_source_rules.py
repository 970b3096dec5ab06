"""Rules of the source tree that the compiler alone does not enforce."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "Sources" / "Hangman"
GTKKIT = ROOT / "Sources" / "GtkKit"
CORE = ROOT / "Sources" / "HangmanCore"


def swift_files(folder):
    return sorted(folder.rglob("*.swift"))


def code_lines(path):
    """(number, line) of each line, without // comments."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield number, line.split("//", 1)[0]


def offending(folder, is_offending):
    """`path:line: code` of every code line under `folder` that breaks a rule."""
    return [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in swift_files(folder)
        for number, line in code_lines(path)
        if is_offending(line)
    ]


def test_the_app_holds_no_pointer_code():
    found = offending(APP, lambda line: re.search(
        r"\bUnsafe\w*Pointer\b|\bOpaquePointer\b|\bwithUnsafe\w*|\bUnmanaged\b", line
    ) or re.match(r"\s*import\s+(CGtk|CCurl|Glibc|Musl)\b", line))
    assert not found, "pointer code belongs in GtkKit or HangmanCore:\n" + "\n".join(found)


def test_gtkkit_exposes_no_public_pointer():
    found = offending(GTKKIT, lambda line: re.search(r"\bpublic\b", line) and re.search(
        r"(let|var|init)\b[^=]*\b(Unsafe\w*Pointer|OpaquePointer)\b", line))
    assert not found, "GtkKit's pointers are package, not public:\n" + "\n".join(found)


def test_the_engine_never_imports_gtk_or_curl():
    found = offending(CORE, lambda line: re.match(r"\s*import\s+(CGtk|CCurl|GtkKit|CurlTransport)\b", line))
    assert not found, found


def test_the_game_page_stays_a_view():
    lines = (APP / "GamePage.swift").read_text(encoding="utf-8").count("\n")
    assert lines <= 280, f"GamePage.swift has {lines} lines: move logic into HangmanCore or a widget"


def test_the_game_page_decides_no_rule_itself():
    """The page renders what Core answers; it neither ranks nor counts nor formats time."""
    text = (APP / "GamePage.swift").read_text(encoding="utf-8")
    for rule in ["RecordBook(", "PlayerNameMemory(", "history.store", ".contains(reason)"]:
        assert rule not in text, f"GamePage decides {rule!r} itself"
