#!/usr/bin/env bash
# Regenerates po/POTFILES and po/hangman.pot from the sources, then merges the template into
# every po/<lang>.po listed in po/LINGUAS.
#
#   scripts/update-po.sh
#
# Swift has no xgettext parser: the Swift files are read as C with the keywords tr, ntr and ctr
# (see Sources/GtkKit/Localization.swift). The desktop template uses xgettext's Desktop language,
# the metainfo template the ITS rules that appstream installs.
set -euo pipefail

cd "$(dirname "$0")/.."

DOMAIN=hangman
VERSION=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/HangmanCore/Support/AppIdentity.swift)
BUGS=https://github.com/swifthangman/hangman/issues
DESKTOP=data/io.github.swifthangman.Hangman.desktop.in
METAINFO=data/io.github.swifthangman.Hangman.metainfo.xml.in

for tool in xgettext msgmerge msgattrib msgfmt msginit; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "error: $tool not found; install gettext (apt-get install gettext)" >&2
        exit 1
    fi
done
if [[ -z "$VERSION" ]]; then
    echo "error: could not read the version from Sources/HangmanCore/Support/AppIdentity.swift" >&2
    exit 1
fi

# The ITS rules for metainfo files: appstream's are newer than gettext's own copy.
ITS=""
datadirs=${GETTEXTDATADIRS:-}
for dir in ${datadirs//:/ } /usr/share/gettext /usr/local/share/gettext /usr/share/gettext-*; do
    if [[ -f "$dir/its/metainfo.its" ]]; then
        ITS="$dir/its/metainfo.its"
        break
    fi
done
if [[ -z "$ITS" ]]; then
    echo "error: no metainfo.its found; install appstream (apt-get install appstream)" >&2
    exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. POTFILES: every Swift file that calls tr(, ntr( or ctr(, plus the two templates, sorted.
{
    grep -rlE --include='*.swift' '(^|[^[:alnum:]_])(tr|ntr|ctr)\(' Sources || true
    echo "$DESKTOP"
    echo "$METAINFO"
} | LC_ALL=C sort -u > "$tmp/POTFILES"
if ! cmp -s "$tmp/POTFILES" po/POTFILES 2>/dev/null; then
    cp "$tmp/POTFILES" po/POTFILES
fi
mapfile -t swift_files < <(grep '\.swift$' po/POTFILES)

common=(--from-code=UTF-8 --package-name="$DOMAIN" --package-version="$VERSION"
        --msgid-bugs-address="$BUGS" --add-comments=Translators: --sort-by-file)

# 2. The template: the Swift strings, then the two templates joined in (xgettext --join-existing
#    merges the references of a string found in several places, which msgcat --use-first drops).
xgettext "${common[@]}" -L C --keyword=tr --keyword=ntr:1,2 --keyword=ctr:1c,2 \
    -o "$tmp/$DOMAIN.pot" "${swift_files[@]}"
xgettext "${common[@]}" --join-existing -L Desktop -k -kName -kGenericName -kComment -kKeywords \
    -o "$tmp/$DOMAIN.pot" "$DESKTOP"
xgettext "${common[@]}" --join-existing --its="$ITS" -o "$tmp/$DOMAIN.pot" "$METAINFO"

sed -i "s/charset=CHARSET/charset=UTF-8/" "$tmp/$DOMAIN.pot"

# Keep the old file (and its timestamp) when only the creation date changed.
strip_date() { grep -v '^"POT-Creation-Date:' "$1"; }
if [[ -f "po/$DOMAIN.pot" ]] && cmp -s <(strip_date "po/$DOMAIN.pot") <(strip_date "$tmp/$DOMAIN.pot"); then
    echo "po/$DOMAIN.pot is up to date"
else
    cp "$tmp/$DOMAIN.pot" "po/$DOMAIN.pot"
    echo "po/$DOMAIN.pot regenerated ($(grep -c '^msgid ' "po/$DOMAIN.pot") msgids, counting the header)"
fi

# 3. Merge into each translation. New strings show up untranslated, never as fuzzy guesses.
if [[ -f po/LINGUAS ]]; then
    for lang in $(sed 's/#.*//' po/LINGUAS); do
        po="po/$lang.po"
        if [[ ! -f "$po" ]]; then
            msginit --no-translator --locale="$lang" -i "po/$DOMAIN.pot" -o "$po"
        fi
        msgmerge --quiet --update --backup=none --no-fuzzy-matching --sort-by-file \
            "$po" "po/$DOMAIN.pot"
        # Drop obsolete (#~) entries so the file only holds what the app uses.
        msgattrib --no-obsolete --sort-by-file -o "$po" "$po"
        echo -n "$po: "
        msgfmt --check --statistics -o /dev/null "$po"
    done
fi
