#!/usr/bin/env bash
# Reads Package.swift as an Apple platform would (every `os(Linux)` condition false) and fails
# if any target there is named after a system framework, a module the Swift toolchain ships
# or a Swift Testing cross-import overlay. Target names are unique across a package graph,
# and a module of a framework's name can shadow the real framework in an Xcode build, so the
# framework stubs are declared only on Linux; this keeps it so. The names, and the rewriting
# of the manifest, are in .ci/manifest_names.py (tested by .ci/test_manifest_names.py).
#
#   bash .ci/manifest-names.sh              checks Package.swift
#   bash .ci/manifest-names.sh --self-test  shows that it fails on a manifest that declares
#                                           the UIKit stub on every platform
#
# Needs the Swift toolchain and python3. Takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

check() {
  local manifest_dir status=0
  manifest_dir=$(mktemp -d)
  python3 .ci/manifest_names.py apple "$1" "$manifest_dir/Package.swift"
  (cd "$manifest_dir" && swift package dump-package) >"$manifest_dir/dump.json"
  python3 .ci/manifest_names.py check <"$manifest_dir/dump.json" || status=$?
  rm -rf "$manifest_dir"
  return "$status"
}

if [[ ${1:-} == --self-test ]]; then
  planted=$(mktemp -d)
  trap 'rm -rf "$planted"' EXIT
  python3 .ci/manifest_names.py plant Package.swift "$planted/Package.swift"
  if check "$planted/Package.swift"; then
    echo "FAIL the check passed a manifest that declares UIKit on every platform"
    exit 1
  fi
  echo "PASS the check fails on a manifest that declares UIKit and _Testing_UIKit everywhere"
else
  check Package.swift
fi
