"""The desktop file, the AppStream metainfo, the translations and the icons, checked with the
real tools: desktop-file-validate, appstreamcli, msgfmt, xgettext, msgcmp and rsvg-convert.

Every test builds what it needs itself (scripts/build-data.sh into a temporary directory), so
the suite works from a clean clone and in any order.

    python3 -m pytest -q Tests/Data
"""

import gettext
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.swifthangman.Hangman"
DOMAIN = "hangman"
PO_DIR = ROOT / "po"
DESKTOP_IN = f"data/{APP_ID}.desktop.in"
METAINFO_IN = f"data/{APP_ID}.metainfo.xml.in"
SCALABLE_ICON = ROOT / f"data/icons/hicolor/scalable/apps/{APP_ID}.svg"
SYMBOLIC_ICON = ROOT / f"data/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg"
SVG_NS = "{http://www.w3.org/2000/svg}"

# The same marks as scripts/update-po.sh and Sources/GtkKit/Localization.swift.
XGETTEXT_SWIFT = [
    "xgettext", "-L", "C", "--from-code=UTF-8",
    "--keyword=tr", "--keyword=ntr:1,2", "--keyword=ctr:1c,2",
    "--add-comments=Translators:",
    "--package-name=hangman", "--package-version=0.1.0",
    "--msgid-bugs-address=https://github.com/swifthangman/hangman/issues",
]
TR_CALL = re.compile(r"(^|[^A-Za-z0-9_])(tr|ntr|ctr)\(", re.MULTILINE)

PACKAGES = {
    "msgfmt": "gettext", "xgettext": "gettext", "msgcmp": "gettext",
    "desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream",
}


def require(tool):
    """Fails (not skips) when a tool the data files depend on is missing."""
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} is not installed: apt-get install {PACKAGES.get(tool, tool)}")
    return path


def run(args, **kwargs):
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, **kwargs)


def languages():
    return (PO_DIR / "LINGUAS").read_text().split("#")[0].split()


def swift_files_with_tr():
    return sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "Sources").rglob("*.swift")
        if TR_CALL.search(path.read_text(encoding="utf-8"))
    )


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """scripts/build-data.sh into a fresh directory; returns that directory."""
    require("msgfmt")
    out = tmp_path_factory.mktemp("build")
    result = run(["bash", "scripts/build-data.sh", str(out)])
    assert result.returncode == 0, f"build-data.sh failed:\n{result.stdout}\n{result.stderr}"
    return out


# ---------------------------------------------------------------------------- build script

def test_build_data_produces_every_file(built):
    assert (built / "data" / f"{APP_ID}.desktop").stat().st_size > 0
    assert (built / "data" / f"{APP_ID}.metainfo.xml").stat().st_size > 0
    for lang in languages():
        assert (built / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").stat().st_size > 0


def test_build_data_is_idempotent(built):
    before = {p.relative_to(built): p.read_bytes() for p in built.rglob("*") if p.is_file()}
    result = run(["bash", "scripts/build-data.sh", str(built)])
    assert result.returncode == 0, result.stderr
    after = {p.relative_to(built): p.read_bytes() for p in built.rglob("*") if p.is_file()}
    assert after == before


# ---------------------------------------------------------------------------- desktop file

def test_desktop_file_validates(built):
    tool = require("desktop-file-validate")
    desktop = built / "data" / f"{APP_ID}.desktop"
    result = run([tool, str(desktop)])
    assert result.returncode == 0 and not result.stdout.strip() and not result.stderr.strip(), (
        f"desktop-file-validate:\n{result.stdout}{result.stderr}")


def test_desktop_file_contents(built):
    text = (built / "data" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    entries = dict(line.split("=", 1) for line in text.splitlines()
                   if "=" in line and not line.startswith("#"))
    assert entries["Name"] == "Hangman"
    assert entries["Icon"] == APP_ID
    assert entries["Exec"] == "hangman"
    assert entries["Type"] == "Application"
    assert entries["Terminal"] == "false"
    assert entries["StartupNotify"] == "true"
    assert entries["Categories"] == "Game;LogicGame;"
    assert "DBusActivatable" not in entries, "no D-Bus service file is installed"
    for lang in languages():
        assert f"Comment[{lang}]" in entries, f"the Comment is not translated to {lang}"
        assert entries[f"Keywords[{lang}]"].endswith(";")
    assert entries["Keywords"].endswith(";")


# ---------------------------------------------------------------------------- metainfo

def test_metainfo_validates(built):
    tool = require("appstreamcli")
    metainfo = built / "data" / f"{APP_ID}.metainfo.xml"
    result = run([tool, "validate", "--no-net", "--no-color", str(metainfo)])
    output = result.stdout + result.stderr
    problems = [line for line in output.splitlines() if re.match(r"^[EW]: ", line)]
    assert result.returncode == 0 and not problems, f"appstreamcli validate:\n{output}"


def test_metainfo_contents(built):
    root = ET.parse(built / "data" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("provides/binary").text == "hangman"
    assert root.find("translation").text == DOMAIN
    identity = (ROOT / "Sources/HangmanCore/Support/AppIdentity.swift").read_text(encoding="utf-8")
    version = re.search(r'static let version = "([^"]+)"', identity).group(1)
    date = re.search(r'static let releaseDate = "([^"]+)"', identity).group(1)
    assert (root.find("releases/release").get("version"), root.find("releases/release").get("date")) == (version, date), \
        "the metainfo's release is the version of AppIdentity.swift, its one place"
    lang_attr = "{http://www.w3.org/XML/1998/namespace}lang"
    for lang in languages():
        assert any(e.get(lang_attr) == lang for e in root.iter("summary")), (
            f"the summary is not translated to {lang}")


def test_metainfo_summaries_fit_flathubs_35_characters(built):
    root = ET.parse(built / "data" / f"{APP_ID}.metainfo.xml").getroot()
    for summary in root.iter("summary"):
        assert len(summary.text) <= 35, f"{summary.text!r} is {len(summary.text)} characters"


def test_metainfo_screenshots_are_pinned_to_a_commit_that_holds_them():
    text = (ROOT / "data" / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    urls = re.findall(r"<image>([^<]+)</image>", text)
    assert len(urls) >= 3
    shallow = run(["git", "rev-parse", "--is-shallow-repository"]).stdout.strip() == "true"
    for url in urls:
        match = re.fullmatch(r"https://raw\.githubusercontent\.com/swifthangman/hangman/([0-9a-f]{40})/(docs/screenshots/\w+\.png)", url)
        assert match, f"{url}: not pinned to a commit"
        if not shallow:
            found = subprocess.run(["git", "cat-file", "-e", f"{match.group(1)}:{match.group(2)}"], cwd=ROOT)
            assert found.returncode == 0, f"{match.group(2)} is not in commit {match.group(1)}"


def relative_luminance(hex_colour):
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_brand_colours_contrast_with_the_icons_light_face():
    """The icon is a light sign (#f6f5f4) on which the gallows stand: a brand colour behind it
    needs a 3:1 contrast, in light and dark schemes alike."""
    text = (ROOT / "data" / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    colours = re.findall(r'<color type="primary" scheme_preference="(light|dark)">(#[0-9a-fA-F]{6})</color>', text)
    assert {scheme for scheme, _ in colours} == {"light", "dark"}
    icon_face = relative_luminance("#f6f5f4")
    for scheme, colour in colours:
        ratio = (icon_face + 0.05) / (relative_luminance(colour) + 0.05)
        assert ratio >= 3, f"{scheme} brand colour {colour}: contrast {ratio:.2f} with the icon"


# ---------------------------------------------------------------------------- translations

@pytest.mark.parametrize("lang", languages())
def test_po_file_checks_and_is_complete(lang):
    msgfmt = require("msgfmt")
    result = run([msgfmt, "--check", "--statistics", "-o", "/dev/null", f"po/{lang}.po"],
                 env={"LC_ALL": "C", "PATH": "/usr/bin:/bin:/usr/local/bin"})
    assert result.returncode == 0, result.stderr
    stats = result.stderr
    translated = re.search(r"(\d+) translated message", stats)
    fuzzy = re.search(r"(\d+) fuzzy translation", stats)
    untranslated = re.search(r"(\d+) untranslated message", stats)
    assert translated and int(translated.group(1)) > 0, stats
    assert not fuzzy, f"{lang}.po has fuzzy entries: {stats}"
    assert not untranslated, f"{lang}.po has untranslated entries: {stats}"


def test_french_is_listed_with_french_plurals():
    assert "fr" in languages()
    header = (PO_DIR / "fr.po").read_text(encoding="utf-8")
    assert '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"' in header
    assert '"Language: fr\\n"' in header


def test_potfiles_lists_every_translatable_file():
    listed = [line.strip() for line in (PO_DIR / "POTFILES").read_text().splitlines()
              if line.strip() and not line.startswith("#")]
    assert listed == sorted(listed, key=lambda s: s.encode()), "po/POTFILES is not sorted"
    for path in listed:
        assert (ROOT / path).is_file(), f"po/POTFILES lists {path}, which does not exist"
    missing = [path for path in swift_files_with_tr() if path not in listed]
    assert not missing, f"run `make po`: po/POTFILES misses {missing}"
    assert DESKTOP_IN in listed and METAINFO_IN in listed


def test_template_has_every_string_of_the_sources(tmp_path):
    """A string added to the Swift sources (or the data templates) without regenerating
    po/hangman.pot fails here."""
    require("xgettext")
    msgcmp = require("msgcmp")
    fresh = tmp_path / "fresh.pot"
    swift = run(XGETTEXT_SWIFT + ["-o", str(fresh)] + swift_files_with_tr())
    assert swift.returncode == 0, swift.stderr
    desktop = run(["xgettext", "--join-existing", "-L", "Desktop", "-k", "-kName",
                   "-kGenericName", "-kComment", "-kKeywords", "-o", str(fresh), DESKTOP_IN])
    assert desktop.returncode == 0, desktop.stderr
    # The metainfo rules: appstream's copy, found through GETTEXTDATADIRS like the script does.
    its = next((p for p in (Path("/usr/share/gettext/its/metainfo.its"),
                            Path("/usr/local/share/gettext/its/metainfo.its")) if p.exists()), None)
    if its is not None:
        metainfo = run(["xgettext", "--join-existing", f"--its={its}", "-o", str(fresh),
                        METAINFO_IN])
        assert metainfo.returncode == 0, metainfo.stderr
    # msgcmp DEF REF: every msgid of REF (the fresh extraction) must be in DEF (po/hangman.pot).
    result = run([msgcmp, "--use-untranslated", f"po/{DOMAIN}.pot", str(fresh)],
                 env={"LC_ALL": "C", "PATH": "/usr/bin:/bin:/usr/local/bin"})
    assert result.returncode == 0, (
        f"po/{DOMAIN}.pot is out of date; run scripts/update-po.sh (make po):\n{result.stderr}")


def french_catalogue(built):
    with open(built / "locale" / "fr" / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as mo:
        return gettext.GNUTranslations(mo)


def test_french_mo_translates_key_strings(built):
    fr = french_catalogue(built)
    nbsp, nnbsp = "\u00a0", "\u202f"  # GNOME French: U+00A0 before ":", U+202F before "!"
    assert fr.gettext("Words") == "Mots"
    assert fr.gettext("Movies") == "Films"
    assert fr.gettext("Stats") == "Statistiques"
    assert fr.gettext("Errors: {count}/{max}") == f"Erreurs{nbsp}: {{count}}/{{max}}"
    assert fr.gettext("Well done!") == f"Bravo{nnbsp}!"
    assert fr.gettext("_New Game") == "_Nouvelle partie"
    assert fr.ngettext("{score} point", "{score} points", 1) == "{score} point"
    assert fr.ngettext("{score} point", "{score} points", 2) == "{score} points"
    # French: 0 and 1 take the singular.
    assert fr.ngettext("{count} loss", "{count} losses", 0) == "{count} défaite"
    assert fr.gettext("translator-credits") != "translator-credits"


def test_french_keeps_placeholders_and_mnemonics(built):
    fr = french_catalogue(built)
    placeholder = re.compile(r"\{[a-z_]+\}")
    catalogue = fr._catalog  # msgid -> msgstr; (msgid, n) -> msgstr for plural forms
    plurals = {key[0]: None for key in catalogue if isinstance(key, tuple)}
    assert plurals, "no plural entries in the French catalogue"
    for key, translation in catalogue.items():
        msgid = key[0] if isinstance(key, tuple) else key
        if msgid == "":
            continue  # the header
        original = msgid.split("\x04", 1)[-1]  # drop a msgctxt
        expected = set(placeholder.findall(original))
        assert set(placeholder.findall(translation)) == expected, (
            f"placeholders differ: {original!r} -> {translation!r}")
        if re.search(r"(^|\s)_\w", original):
            assert re.search(r"_\w", translation), f"mnemonic lost: {original!r} -> {translation!r}"


# ---------------------------------------------------------------------------- icons

def svg_root(path):
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg", f"{path.name} is not an SVG document"
    return root


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_scalable_icon_is_a_128_svg():
    root = svg_root(SCALABLE_ICON)
    assert root.get("viewBox").split() == ["0", "0", "128", "128"]
    assert root.get("width") == "128" and root.get("height") == "128"


def test_symbolic_icon_is_a_16_svg_in_one_colour():
    root = svg_root(SYMBOLIC_ICON)
    assert root.get("viewBox").split() == ["0", "0", "16", "16"]
    assert root.get("width") == "16" and root.get("height") == "16"
    allowed = {"#2e3436", "currentcolor", "none"}
    for element in root.iter():
        for attribute in ("fill", "stroke", "color"):
            value = element.get(attribute)
            if value is not None:
                assert value.lower() in allowed, f"{element.tag} has {attribute}={value}"
        # GTK 4 recolours symbolic icons by their fills: a stroke would not follow the theme.
        assert element.get("stroke") in (None, "none")
        assert "stroke" not in (element.get("style") or "")
        assert not element.tag.endswith(("linearGradient", "radialGradient", "image", "text"))


@pytest.mark.parametrize("icon", [SCALABLE_ICON, SYMBOLIC_ICON], ids=["scalable", "symbolic"])
@pytest.mark.parametrize("size", [16, 32, 64, 128])
def test_icon_renders(icon, size, tmp_path):
    tool = shutil.which("rsvg-convert")
    if tool is None:
        pytest.skip("rsvg-convert is not installed (apt-get install librsvg2-bin)")
    out = tmp_path / f"{size}.png"
    result = subprocess.run([tool, "-w", str(size), "-h", str(size), str(icon), "-o", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert png_size(data) == (size, size)
    assert len(data) > 100


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128])
def test_icon_pngs_are_the_svg_rendered_at_their_size(size, tmp_path):
    """The window icon's PNG sizes (X11 loads fixed sizes: from the SVG alone GTK would load
    librsvg, 7 MiB of memory) are the scalable icon as scripts/make-icons.sh renders it now."""
    png = SCALABLE_ICON.parent.parent.parent / f"{size}x{size}" / "apps" / SCALABLE_ICON.with_suffix(".png").name
    data = png.read_bytes()
    assert png_size(data) == (size, size)
    tool = shutil.which("rsvg-convert")
    if tool is None:
        pytest.skip("rsvg-convert is not installed (apt-get install librsvg2-bin)")
    out = tmp_path / "rendered.png"
    subprocess.run([tool, "--width", str(size), "--height", str(size), "--output", str(out), str(SCALABLE_ICON)], check=True)
    assert out.read_bytes() == data, f"{png} is stale: run scripts/make-icons.sh"


def test_the_symbol_order_is_a_list_of_function_names():
    # scripts/make-symbol-order.py writes it, and the release link reads it: one symbol a line,
    # sorted, each once. A stale name is only skipped by the linker; a broken file is not.
    lines = (ROOT / "packaging" / "symbol-order.txt").read_text().splitlines()
    assert len(lines) > 1000, "the profile of a start runs thousands of the game's functions"
    assert lines == sorted(set(lines)), "sorted, each name once"
    assert all(line and not line[0].isspace() and " " not in line for line in lines)
    assert any(line.startswith("$s7Hangman") for line in lines), "the game's own functions are in it"
    assert any(line.startswith("swift_") for line in lines), "and the runtime's"
