#!/usr/bin/env bash
# Prints the game's version or its release date, read from their one place:
#   scripts/version.sh version    -> 1.0.0
#   scripts/version.sh date       -> 2026-11-26
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
file="$root/Sources/HangmanCore/Support/AppIdentity.swift"
case "${1:-version}" in
    version) key=version ;;
    date) key=releaseDate ;;
    *) echo "usage: $0 version|date" >&2; exit 2 ;;
esac
value=$(sed -n "s/.*static let $key = \"\\([^\"]*\\)\".*/\\1/p" "$file")
[[ -n "$value" ]] || { echo "error: no $key in $file" >&2; exit 1; }
echo "$value"
