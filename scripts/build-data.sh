#!/usr/bin/env bash
# Builds the translated data files:
#
#   scripts/build-data.sh [OUTDIR]      (default: build/ in the repository)
#
#   OUTDIR/locale/<lang>/LC_MESSAGES/hangman.mo            for each po/<lang>.po in po/LINGUAS
#   OUTDIR/data/io.github.swifthangman.Hangman.desktop     the desktop file, translated
#   OUTDIR/data/io.github.swifthangman.Hangman.metainfo.xml  the AppStream metainfo, translated
#
# Safe to run again: every output is rewritten from the sources.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
outdir=${1:-$root/build}
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

DOMAIN=hangman
APP_ID=io.github.swifthangman.Hangman

if ! command -v msgfmt >/dev/null 2>&1; then
    echo "error: msgfmt not found; install gettext (apt-get install gettext)" >&2
    exit 1
fi

cd "$root"

# msgfmt --xml finds the metainfo ITS rules through GETTEXTDATADIRS; appstream installs the
# newest ones in /usr/share/gettext/its (gettext's own copy lives in /usr/share/gettext-0.xx).
datadirs=${GETTEXTDATADIRS:-}
for dir in /usr/share/gettext /usr/local/share/gettext; do
    if [[ -f "$dir/its/metainfo.its" ]]; then
        datadirs=${datadirs:+$datadirs:}$dir
    fi
done
export GETTEXTDATADIRS=$datadirs

# 1. Message catalogues.
languages=$(sed 's/#.*//' po/LINGUAS)
for lang in $languages; do
    if [[ ! -f "po/$lang.po" ]]; then
        echo "error: po/LINGUAS lists $lang but po/$lang.po does not exist" >&2
        exit 1
    fi
    mkdir -p "$outdir/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$outdir/locale/$lang/LC_MESSAGES/$DOMAIN.mo.tmp" "po/$lang.po"
    mv -f "$outdir/locale/$lang/LC_MESSAGES/$DOMAIN.mo.tmp" "$outdir/locale/$lang/LC_MESSAGES/$DOMAIN.mo"
done

# 2. Desktop file and metainfo, with every language of po/LINGUAS merged in.
mkdir -p "$outdir/data"
msgfmt --desktop -d po --template="data/$APP_ID.desktop.in" -o "$outdir/data/$APP_ID.desktop.tmp"
mv -f "$outdir/data/$APP_ID.desktop.tmp" "$outdir/data/$APP_ID.desktop"

# msgfmt picks the ITS rules from the template's name, so give it a name ending in .metainfo.xml.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The release's version and date come from their one place, AppIdentity.swift.
version=$(scripts/version.sh version)
release_date=$(scripts/version.sh date)
sed -e "s/@VERSION@/$version/g" -e "s/@RELEASE_DATE@/$release_date/g" "data/$APP_ID.metainfo.xml.in" > "$tmp/$APP_ID.metainfo.xml"
msgfmt --xml -d po --template="$tmp/$APP_ID.metainfo.xml" -o "$outdir/data/$APP_ID.metainfo.xml.tmp"
mv -f "$outdir/data/$APP_ID.metainfo.xml.tmp" "$outdir/data/$APP_ID.metainfo.xml"

echo "built $(wc -w <<<"$languages") translation(s), the desktop file and the metainfo in $outdir"
