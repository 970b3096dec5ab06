#!/usr/bin/env bash
# Regenerates data/words/en.txt, the bundled offline English word list.
#
# Source: SCOWL levels 10 and 20 (english + american) from Debian's `scowl`
# package. For each word the script:
#   1. keeps only words matching ^[a-z]{4,12}$ (lowercase ASCII; capitalised
#      words, words with apostrophes and words with accented letters drop out),
#   2. drops words with fewer than 3 distinct letters (the game can't play them),
#   3. drops every word listed in data/words/deny.txt,
# and writes the result sorted and unique (LC_ALL=C) with LF line endings.
# The output depends only on the input files, so running it again on the
# same scowl version gives a byte-identical file.
#
# Usage: scripts/make-wordlist.sh            (from anywhere in the repo)
#        SCOWL_DIR=/path/to/final scripts/make-wordlist.sh
set -euo pipefail

export LC_ALL=C

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scowl_dir="${SCOWL_DIR:-/usr/share/dict/scowl}"
deny_file="$repo_root/data/words/deny.txt"
out_file="$repo_root/data/words/en.txt"

sources=(
    english-words.10
    english-words.20
    american-words.10
    american-words.20
)

missing=0
for f in "${sources[@]}"; do
    if [[ ! -r "$scowl_dir/$f" ]]; then
        echo "error: SCOWL word list not found: $scowl_dir/$f" >&2
        missing=1
    fi
done
if (( missing )); then
    echo "error: install the SCOWL word lists with: apt-get install scowl" >&2
    exit 1
fi
if [[ ! -r "$deny_file" ]]; then
    echo "error: deny-list not found: $deny_file" >&2
    exit 1
fi

tmp_dir="$(mktemp -d)"
trap 'rm -rf "$tmp_dir"' EXIT

# Deny-list: strip comments, surrounding whitespace and blank lines.
sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e 's/^[[:space:]]*//' "$deny_file" \
    | { grep -v '^$' || true; } \
    | sort -u > "$tmp_dir/deny"

# Upstream SCOWL is ISO-8859-1; Debian's package ships UTF-8 since 2019.10.06-1.
# Either way, in the C locale grep compares bytes, so `[a-z]` only matches
# ASCII a-z. Any word with a non-ASCII letter (in either encoding) fails the
# pattern and is dropped. No iconv step is needed and the result is the same
# for both encodings.
for f in "${sources[@]}"; do
    cat "$scowl_dir/$f"
done \
    | tr -d '\r' \
    | { grep -E '^[a-z]{4,12}$' || true; } \
    | awk '{
          n = 0
          split("", seen)
          for (i = 1; i <= length($0); i++) {
              c = substr($0, i, 1)
              if (!(c in seen)) { seen[c] = 1; n++ }
          }
          if (n >= 3) print
      }' \
    | sort -u > "$tmp_dir/filtered"

comm -23 "$tmp_dir/filtered" "$tmp_dir/deny" > "$tmp_dir/en.txt"

# Sanity checks before replacing the committed file.
if [[ ! -s "$tmp_dir/en.txt" ]]; then
    echo "error: generated word list is empty" >&2
    exit 1
fi
if grep -qvE '^[a-z]{4,12}$' "$tmp_dir/en.txt"; then
    echo "error: generated word list contains malformed lines" >&2
    exit 1
fi

mv "$tmp_dir/en.txt" "$out_file"
chmod 644 "$out_file"

filtered_count=$(wc -l < "$tmp_dir/filtered")
word_count=$(wc -l < "$out_file")
deny_hits=$(( filtered_count - word_count ))
deny_count=$(wc -l < "$tmp_dir/deny")
version="$(dpkg-query -W -f='${Version}' scowl 2>/dev/null || echo unknown)"
echo "wrote $out_file: $word_count words (scowl $version; deny-list removed $deny_hits of $deny_count entries)" >&2
if (( deny_hits != deny_count )); then
    echo "note: some deny-list entries no longer appear in the source lists" >&2
fi
