#!/usr/bin/env bash
# Builds the DocC documentation for module Cascade, failing on any DocC warning.
#
# Usage:  .ci/docs.sh
#
# Output: .build/docs/Cascade.doccarchive, transformed for static hosting.
#
# The package may not depend on swift-docc-plugin, so this script does the plugin's job:
# the compiler emits the symbol graphs during a build and the toolchain's `docc` converts
# them with the catalog.
set -euo pipefail
cd "$(dirname "$0")/.."

catalog=Documentation/Cascade.docc
# A scratch path of its own, removed on every run: an up-to-date build compiles nothing
# and so emits no symbol graphs, and the extra flags must not invalidate the main build.
scratch=.build/docs-scratch
emitted=.build/symbol-graphs/all
graphs=.build/symbol-graphs/Cascade
archive=.build/docs/Cascade.doccarchive

docc=$(command -v docc || true)
if [[ -z $docc ]]; then
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi

rm -rf "$scratch" .build/symbol-graphs "$archive"
mkdir -p "$emitted" "$graphs" "$(dirname "$archive")"

# Extension block symbols put the members added to standard-library types (Array) under
# an "Extended Modules" page, as swift-docc-plugin does.
swift build --scratch-path "$scratch" --target Cascade \
  -Xswiftc -emit-symbol-graph \
  -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
  -Xswiftc -emit-extension-block-symbols

# The catalog documents module Cascade only: its graph and its extension graphs.
cp "$emitted"/Cascade.symbols.json "$graphs"/
find "$emitted" -maxdepth 1 -name 'Cascade@*.symbols.json' -exec cp {} "$graphs"/ \;

"$docc" convert "$catalog" \
  --fallback-display-name Cascade \
  --fallback-bundle-identifier org.cascade.Cascade \
  --additional-symbol-graph-dir "$graphs" \
  --warnings-as-errors \
  --transform-for-static-hosting \
  --output-path "$archive"

echo "Documentation: $PWD/$archive"
echo "Preview: python3 -m http.server --directory $archive, then open" \
  "http://localhost:8000/documentation/cascade/"
