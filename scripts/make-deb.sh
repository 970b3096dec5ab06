#!/usr/bin/env bash
# Builds build/hangman_<version>_<arch>.deb from the release binary (Swift runtime linked in):
#
#   scripts/make-deb.sh BINARY
#
# The version and its date come from their one place, AppIdentity.swift (scripts/version.sh).
# Depends is computed by dpkg-shlibdeps; libgsound0 and libcurl4 are Recommends, because the
# game opens them at run time (dlopen) and plays without them (silent, offline).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:?usage: $0 BINARY}
cd "$root"

version=$(scripts/version.sh version)
release_date=$(scripts/version.sh date)
arch=$(dpkg --print-architecture)
stage=build/deb
package_root=$stage/root
output=build/hangman_${version}_${arch}.deb

rm -rf "$stage"
mkdir -p "$package_root"
# Files 0644 and folders 0755 whatever the builder's umask.
umask 022

make --no-print-directory install-files DESTDIR="$root/$package_root" PREFIX=/usr BINARY="$binary" >/dev/null
# A game's binary lives in /usr/games (Debian policy); the desktop file names it in full, since
# /usr/games is not on every PATH (root's, for one).
mkdir -p "$package_root/usr/games"
mv "$package_root/usr/bin/hangman" "$package_root/usr/games/hangman"
rmdir "$package_root/usr/bin"
desktop=$package_root/usr/share/applications/io.github.swifthangman.Hangman.desktop
sed -i -e 's|^Exec=hangman|Exec=/usr/games/hangman|' -e 's|^TryExec=hangman|TryExec=/usr/games/hangman|' "$desktop"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$package_root/usr/games/hangman"

# The manual page and the documentation.
mkdir -p "$package_root/usr/share/man/man6" "$package_root/usr/share/doc/hangman"
sed -e "s/@VERSION@/$version/g" -e "s/@RELEASE_DATE@/$release_date/g" packaging/hangman.6 \
    | gzip -9n > "$package_root/usr/share/man/man6/hangman.6.gz"
install -m 0644 packaging/debian/copyright "$package_root/usr/share/doc/hangman/copyright"
changelog_date=$(LC_ALL=C date -u -d "$release_date 12:00:00" '+%a, %d %b %Y %H:%M:%S +0000')
maintainer=$(sed -n 's/^Maintainer: //p' packaging/debian/control.in)
{
    echo "hangman ($version) unstable; urgency=medium"
    echo
    echo "  * First packaged release: common, family-safe words in five languages, at"
    echo "    three levels and in categories, with a hint for every word; classic films"
    echo "    with hints; a friend's word and word lists of your own; records,"
    echo "    statistics and the game in progress kept; offline play; Orca support."
    echo
    echo " -- $maintainer  $changelog_date"
} | gzip -9n > "$package_root/usr/share/doc/hangman/changelog.gz"
find "$package_root" -type d -exec chmod 0755 {} +
find "$package_root" -type f -exec chmod 0644 {} +
chmod 0755 "$package_root/usr/games/hangman"

# Depends: what the binary links, as dpkg-shlibdeps finds it (it wants a debian/control).
shlibs=$(mktemp -d)
trap 'rm -rf "$shlibs"' EXIT
mkdir -p "$shlibs/debian"
printf 'Source: hangman\n\nPackage: hangman\nArchitecture: any\n' > "$shlibs/debian/control"
depends=$(cd "$shlibs" && dpkg-shlibdeps -O -e "$root/$package_root/usr/games/hangman" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n "$depends" ]] || { echo "error: dpkg-shlibdeps found no dependency" >&2; exit 1; }
# dpkg-shlibdeps reads symbols, not version needs: a binary linked with packed relative
# relocations (the Makefile's RELEASE flags) needs GLIBC_ABI_DT_RELR, which glibc has from 2.36.
if readelf -V "$package_root/usr/games/hangman" | grep -q 'GLIBC_ABI_DT_RELR'; then
    libc_floor=$(sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p' <<<"$depends")
    if [[ -z "$libc_floor" ]]; then
        depends="libc6 (>= 2.36), $depends"
    elif dpkg --compare-versions "$libc_floor" lt 2.36; then
        depends=$(sed "s/libc6 (>= [^)]*)/libc6 (>= 2.36)/" <<<"$depends")
    fi
fi

installed_size=$(du -k -s --apparent-size --exclude=DEBIAN "$package_root" | cut -f1)
mkdir -p "$package_root/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@INSTALLED_SIZE@/$installed_size/" -e "s/@DEPENDS@/$depends/" \
    packaging/debian/control.in > "$package_root/DEBIAN/control"
(cd "$package_root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$package_root/DEBIAN/md5sums"
chmod 0644 "$package_root/DEBIAN/control" "$package_root/DEBIAN/md5sums"

dpkg-deb --root-owner-group -Zxz --build "$package_root" "$output" >/dev/null
echo "$output"
