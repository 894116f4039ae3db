#!/usr/bin/env bash
# Regenerates the picture of the Showcase's profile card in CascadePreview's catalog
# (Documentation/CascadePreview.docc/Resources/preview-showcase-card.png): runs the
# Showcase, which writes the card's preview page, and has headless Chromium take a
# screenshot of its light and dark renderings. Needs Chromium (chromium-headless-shell or
# chromium, or CASCADE_CHROMIUM naming the binary).
#
# Run from anywhere: bash .ci/preview-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."

browser=${CASCADE_CHROMIUM:-$(command -v chromium-headless-shell || command -v chromium || true)}
if [[ -z $browser || ! -x $browser ]]; then
  echo "FAIL no headless Chromium: apt-get install chromium-headless-shell (or chromium)"
  exit 1
fi

swift run Showcase >/dev/null
page=.build/preview/ProfileCard.html
# The page without the third rendering and its heading, so the picture is the two cards.
copy=.build/preview/ProfileCard-screenshot.html
sed 's|</head>|<style>figure[data-rendering="3"], .cascade-title { display: none; }</style></head>|' \
  "$page" >"$copy"
png=Documentation/CascadePreview.docc/Resources/preview-showcase-card.png
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# Chromium can exit 0 without writing the picture; an old one must not pass for it.
rm -f "$png"
timeout 90 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$profile" --force-device-scale-factor=1 \
  --screenshot="$PWD/$png" --window-size=816,470 "file://$PWD/$copy" 2>/dev/null
if [[ ! -s $png ]]; then
  echo "FAIL Chromium wrote no screenshot at $png"
  exit 1
fi
echo "Wrote $png"
