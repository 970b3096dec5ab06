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


def names_used(folder, names):
    """`path:line: code` of every code line under `folder` that names one of `names`."""
    pattern = re.compile(r"\b(" + "|".join(names) + r")\b")
    return offending(folder, lambda line: pattern.search(line))


def test_the_app_never_reaches_into_the_store_or_a_supply():
    """Pages and windows talk to a GameSession and the GameArchive, never to what is behind them."""
    found = names_used(APP, ["GameHistory", "ReadyQueue", "KeyValueStore", "RecentPuzzles", "KeptPuzzles",
                             "BundledDeck", "RemoteWordSource", "OMDbCache", "WriteQueue"])
    # Where the supplies are made from their parts, and where their paths are found.
    allowed = {"App/AppServices.swift", "App/AppEnvironment.swift"}
    found = [line for line in found if not any(line.startswith(f"Sources/Hangman/{name}:") for name in allowed)]
    assert not found, "the app goes through GameSession and GameArchive:\n" + "\n".join(found)


def test_the_pages_decide_no_rule_themselves():
    """A page renders the Turn it gets; ranking, counting, give-up and saving are the session's."""
    for page in (APP / "GamePage").rglob("*.swift"):
        text = page.read_text(encoding="utf-8")
        for rule in ["RecordBook(", "PlayerNameMemory(", "history.store", ".contains(reason)", "FinishedGame(",
                     ".abandon(", ".guess(typed", "archive."]:
            assert rule not in text, f"{page.relative_to(ROOT)} decides {rule!r} itself"


def test_the_window_never_touches_a_pages_widgets_for_the_flow():
    """MainWindow asks a page's session, never its deal shelf or save queue."""
    text = (APP / "Window" / "MainWindow.swift").read_text(encoding="utf-8")
    for reach in [".shelf", "SaveQueue", "DealShelf", "abandonAndStartNewGame"]:
        assert reach not in text, f"MainWindow reaches {reach!r}"


def test_every_file_sits_in_a_folder_named_for_its_concept():
    """No flat folders: the engine and the app keep their files in concept folders."""
    engine = {"Play", "Session", "Deal", "Records", "Settings", "Store", "Support"}
    app = {"App", "Window", "GamePage", "StatsPage", "Dialogs", "Text"}
    for root, folders in [(CORE, engine), (APP, app)]:
        for path in swift_files(root):
            top = path.relative_to(root).parts[0]
            if path.parent == root and path.name == "main.swift":
                continue
            assert top in folders, f"{path.relative_to(ROOT)} is not in one of {sorted(folders)}"


def test_no_source_file_is_over_300_lines():
    """A file a newcomer can read whole: a type that grows past 300 lines is split by concern."""
    long = [f"{path.relative_to(ROOT)}: {count} lines"
            for path in swift_files(ROOT / "Sources")
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > 300]
    assert not long, "split these by concern:\n" + "\n".join(long)


def test_the_app_never_names_the_store_the_history_or_a_queue():
    """Not even the composition root: it receives an archive, and the engine opens the files."""
    found = names_used(APP, ["KeyValueStore", "GameHistory", "ReadyQueue"])
    assert not found, "the app goes through GameArchive:\n" + "\n".join(found)


def test_no_swift_value_or_system_text_reaches_a_player_s_sentence():
    """A failure is one translated sentence; the file and the system's words go to Details
    (`PlayerMessage.details`), never into the sentence through an error's description."""
    found = offending(APP, lambda line: re.search(
        r"String\(describing:|\b(error|failure|refusal)\.(description|reason)\b|\\\((error|failure|refusal)\)", line))
    assert not found, "\n".join(found)


def test_a_window_reaches_no_page_s_session():
    """The window talks to pages, pages to their session: nothing reaches through a page."""
    found = offending(APP / "Window", lambda line: re.search(r"\.(session|board)\b", line))
    assert not found, "\n".join(found)
