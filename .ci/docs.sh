#!/usr/bin/env bash
# Builds the DocC documentation of modules Cascade, CascadeCSS, CascadeViews, CascadePreview,
# CascadeUIKit, CascadeElements and CascadeSwiftUI as one static site, failing on any DocC
# warning.
#
# Usage:  .ci/docs.sh
#
# Output: .build/docs/Cascade-Package.doccarchive, a site for static hosting with a landing
# page at /documentation/ and the seven modules at /documentation/cascade/,
# /documentation/cascadecss/, /documentation/cascadeviews/, /documentation/cascadepreview/,
# /documentation/cascadeuikit/, /documentation/cascadeelements/ and
# /documentation/cascadeswiftui/. Each module is converted on its own into .build/docc/ and
# `docc merge` combines the seven archives.
#
# CascadeUIKit and CascadeSwiftUI are documented as they compile here, against the Linux
# declaration stubs of UIKit and SwiftUI: their pages are those of the modules an app
# imports, and the stubs themselves, which are no products, have none.
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
swift build --target CascadePreview
swift build --target CascadeUIKit
swift build --target CascadeSwiftUI
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[[ -d $modules ]] || modules=$bin

# Extracts one module's symbol graphs and converts them with its catalog.
#
# Extension block symbols put members added to another module's types under an "Extended
# Modules" page, as swift-docc-plugin does: Cascade's `Array.style`, CascadeCSS's
# conformances of `Int`, `String`, … to `CSSRepresentable`, CascadeViews' modifiers on `Style` and
# `Setter` (the graph `CascadeViews@Cascade.symbols.json`) and its
# `StyleVocabulary.standard` (`CascadeViews@CascadeCSS.symbols.json`), and CascadeUIKit's
# conformances and conversions on UIKit's views and values (`CascadeUIKit@UIKit.symbols.json`)
# and on the substitutes' values.
# An empty list of allowed re-exported modules keeps CascadeViews' graph to its own
# symbols: without it, `@_exported import Cascade` and `@_exported import CascadeCSS` copy
# all of Cascade and CascadeCSS into it; CascadeUIKit's `@_exported import UIKit` would
# copy the stub into its graph likewise.
#
# Every archive records its links (`--enable-experimental-external-link-support`), and the
# archives given after the module name are dependencies whose pages its own pages may link
# to with a leading slash: CascadeCSS's ``/Cascade/Stylesheet``, CascadeUIKit's
# <doc:/Cascade/ComingFromUIKit>. The links work in the merged site, where the pages are
# served together.
build_docs() {
  local module=$1
  shift
  local dependencies=()
  local dependency
  for dependency in "$@"; do
    dependencies+=(--dependency ".build/docc/$dependency.doccarchive")
  done
  local graphs=.build/symbol-graphs/$module
  local archive=.build/docc/$module.doccarchive
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
    --enable-experimental-external-link-support \
    ${dependencies[@]+"${dependencies[@]}"} \
    --output-path "$archive"
}

rm -rf .build/symbol-graphs .build/docc .build/docs
build_docs Cascade
build_docs CascadeCSS Cascade
build_docs CascadeViews
build_docs CascadePreview CascadeViews
build_docs CascadeUIKit Cascade CascadeCSS CascadeViews
build_docs CascadeElements Cascade CascadeCSS CascadeViews
build_docs CascadeSwiftUI Cascade CascadeCSS CascadeViews CascadeElements

# One site for the seven modules, under a synthesized landing page that lists them.
site=.build/docs/Cascade-Package.doccarchive
mkdir -p "$(dirname "$site")"
"$docc" merge .build/docc/Cascade.doccarchive .build/docc/CascadeCSS.doccarchive \
  .build/docc/CascadeViews.doccarchive .build/docc/CascadePreview.doccarchive \
  .build/docc/CascadeUIKit.doccarchive .build/docc/CascadeElements.doccarchive \
  .build/docc/CascadeSwiftUI.doccarchive \
  --synthesized-landing-page-name Cascade \
  --synthesized-landing-page-kind Package \
  --output-path "$site"

echo "Documentation: $PWD/$site"
echo "  Preview: python3 -m http.server --directory $site 8000"
echo "  then open http://localhost:8000/documentation/ (the seven modules)," \
  "http://localhost:8000/documentation/cascade/," \
  "http://localhost:8000/documentation/cascadecss/," \
  "http://localhost:8000/documentation/cascadeviews/," \
  "http://localhost:8000/documentation/cascadepreview/," \
  "http://localhost:8000/documentation/cascadeuikit/," \
  "http://localhost:8000/documentation/cascadeelements/ or" \
  "http://localhost:8000/documentation/cascadeswiftui/"
