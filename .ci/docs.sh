#!/usr/bin/env bash
# Builds the DocC documentation of modules Cascade and CascadeViews, failing on any DocC
# warning.
#
# Usage:  .ci/docs.sh
#
# Output: .build/docs/Cascade.doccarchive and .build/docs/CascadeViews.doccarchive, each
# transformed for static hosting.
#
# The package may not depend on swift-docc-plugin, so this script does the plugin's job:
# `swift build` compiles the modules, the toolchain's `swift-symbolgraph-extract` reads
# each module's symbol graphs from its compiled module, and `docc` converts them with the
# module's catalog in Documentation/.
set -euo pipefail
cd "$(dirname "$0")/.."

toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
tool() { command -v "$1" || echo "$toolchain/$1"; }
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

# The extractor reads compiled modules, so the ordinary build serves: no extra compiler
# flags, nothing rebuilt when the build is up to date, and the symbol graphs are complete
# either way.
swift build --target CascadeViews
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[[ -d $modules ]] || modules=$bin

# Extracts one module's symbol graphs and converts them with its catalog.
#
# Extension block symbols put members added to another module's types under an "Extended
# Modules" page, as swift-docc-plugin does: Cascade's `Array.style`, and CascadeViews'
# modifiers on `Style` and `Setter` (the graph `CascadeViews@Cascade.symbols.json`).
# An empty list of allowed re-exported modules keeps CascadeViews' graph to its own
# symbols: without it, `@_exported import Cascade` copies all of Cascade into it.
build_docs() {
  local module=$1
  local graphs=.build/symbol-graphs/$module
  local archive=.build/docs/$module.doccarchive
  rm -rf "$archive"
  mkdir -p "$graphs" "$(dirname "$archive")"

  "$extract" -module-name "$module" -target "$triple" ${sdk[@]+"${sdk[@]}"} -I "$modules" \
    -output-dir "$graphs" -minimum-access-level public \
    -emit-extension-block-symbols -experimental-allowed-reexported-modules=

  "$docc" convert "Documentation/$module.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.cascade.$module" \
    --additional-symbol-graph-dir "$graphs" \
    --warnings-as-errors \
    --transform-for-static-hosting \
    --output-path "$archive"
}

rm -rf .build/symbol-graphs
build_docs Cascade
build_docs CascadeViews

for module in Cascade CascadeViews; do
  lowercased=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  echo "Documentation: $PWD/.build/docs/$module.doccarchive"
  echo "  Preview: python3 -m http.server --directory .build/docs/$module.doccarchive," \
    "then open http://localhost:8000/documentation/$lowercased/"
done
