# Sourced by the scripts that type-check files against the package's modules: builds the
# package and sets `modules` to the folder holding Cascade.swiftmodule,
# CascadeCSS.swiftmodule, CascadeViews.swiftmodule, CascadePreview.swiftmodule,
# CascadeElements.swiftmodule, CascadeUIKit.swiftmodule and CascadeSwiftUI.swiftmodule (with,
# on Linux, the stubs' UIKit.swiftmodule and SwiftUI.swiftmodule), or prints the build log
# and exits.
#
# Usage, from the package root:  source .ci/built-modules.sh

build_log="$(mktemp)"
if ! swift build >"$build_log" 2>&1; then
  echo "FAIL build: swift build failed"
  cat "$build_log"
  rm -f "$build_log"
  exit 1
fi
rm -f "$build_log"
bin_path="$(swift build --show-bin-path)"
if [[ -d "$bin_path/Modules" ]]; then
  modules="$bin_path/Modules"
else
  modules="$bin_path"
fi
for module in Cascade CascadeCSS CascadeViews CascadePreview CascadeElements CascadeUIKit \
  CascadeSwiftUI; do
  if [[ ! -e "$modules/$module.swiftmodule" ]]; then
    echo "FAIL build: no $module.swiftmodule in $modules"
    exit 1
  fi
done
