#!/usr/bin/env bash
# Renders the app icon's PNG sizes from its SVG, into data/icons/hicolor/<N>x<N>/apps/:
#   scripts/make-icons.sh
# Needs rsvg-convert (Debian: librsvg2-bin). The PNGs are committed: the window icon on X11 is
# loaded at fixed sizes, and with only the SVG GTK loads librsvg (6.4 MiB of memory) to draw it.
set -euo pipefail
cd "$(dirname "$0")/.."
app_id=io.github.swifthangman.Hangman
svg=data/icons/hicolor/scalable/apps/$app_id.svg
for size in 16 32 48 64 128; do
    mkdir -p "data/icons/hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" --output "data/icons/hicolor/${size}x${size}/apps/$app_id.png" "$svg"
done
