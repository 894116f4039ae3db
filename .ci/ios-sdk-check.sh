#!/usr/bin/env bash
# The platform layers against a real iPhoneOS SDK: type-checks, for the iOS floor
# (arm64-apple-ios15.0), every library module (Cascade, CascadeCSS, CascadeViews,
# CascadeElements, CascadePreview, CascadeUIKit, CascadeSwiftUI), the doc-comment examples of
# CascadeUIKit and CascadeSwiftUI, every snippet that imports UIKit or SwiftUI (or their
# Cascade layers), the example app's screens with its app file, and an app's file that
# imports SwiftUI, UIKit and both layers with every name unqualified
# (Tests/Fixtures/IOSSDK/MixedAppFile.swift). On Linux the platform layers otherwise compile
# only against the stubs in Sources/Stubs, which declare what Cascade uses and cannot see an
# SDK name that shadows one of an app's; here the SDK's own interfaces decide.
#
# The SDK is given by path: CASCADE_IOS_SDK=/path/to/iPhoneOS17.4.sdk bash .ci/ios-sdk-check.sh
# Without it, the newest iPhoneOS*.sdk in ~/.cache/cascade (or $CASCADE_SDK_CACHE) is used,
# so that a machine that keeps one there checks against it in every run of .ci/run; with
# none there either, it says so and exits 0. CONTRIBUTING.md says how to get one; the macOS
# workflow passes Xcode's own (`xcrun --sdk iphoneos --show-sdk-path`).
#
# The example app's typed tokens, which CascadePlugin writes when the app builds, are
# written here by the same `cascade tokens` command and type-checked with the app.
#
# Swift 6's toolchain on Linux can type-check for arm64-apple-ios; what it takes is in
# .ci/ios-sdk-check.py (a resource directory without the Linux `dispatch` module map, and
# API notes for the C `os` API, .ci/ios-sdk/os.apinotes). Interfaces are emitted with
# `-experimental-skip-all-function-bodies`, then every body is type-checked, since an older
# SDK's standard library can crash SILGen on typed throws.
#
# An older SDK lacks things the package's SDKs have (the iOS 17.4 SDK's standard library is
# Swift 5.10's): .ci/ios_sdk_artifacts.py finds each in the SDK's interfaces, shims it in a
# copy of the sources under .build/ios-sdk-check (never in the sources) or recognises its
# diagnostics, and the report lists these artifacts apart from real errors:
#
#   ARTIFACT Optional.take() is missing: ...
#     shimmed in Cascade
#   FAIL Snippets/SwiftUI/SwiftUIList.swift:46: cannot convert value of type ...
#   1 real errors
#
# Exits 1 if there is a real error, 2 if the SDK path is not an iPhoneOS SDK.
#
# Run from anywhere: bash .ci/ios-sdk-check.sh
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

sdk="${CASCADE_IOS_SDK:-}"
if [[ -z $sdk ]]; then
  cache="${CASCADE_SDK_CACHE:-$HOME/.cache/cascade}"
  sdk=""
  if [[ -d $cache ]]; then
    sdk="$(find "$cache" -maxdepth 1 -name 'iPhoneOS*.sdk' | sort -V | tail -n 1)"
  fi
  if [[ -z $sdk ]]; then
    echo "SKIP no iPhoneOS SDK: set CASCADE_IOS_SDK to an SDK's path, or put one in $cache," \
      "to type-check against it"
    exit 0
  fi
  echo "Using $sdk, found in $cache (CASCADE_IOS_SDK names another)"
fi
if [[ ! -f $sdk/SDKSettings.json ]] ||
  [[ ! -d $sdk/System/Library/Frameworks/UIKit.framework ]]; then
  echo "FAIL CASCADE_IOS_SDK=$sdk is not an iPhoneOS SDK (no SDKSettings.json or UIKit)"
  exit 2
fi
# Some public snapshots store usr/include/libxml as a copy of libxml2/libxml, which defines
# the libxml2 module twice; an SDK from Xcode has a link there.
if [[ -d $sdk/usr/include/libxml && ! -L $sdk/usr/include/libxml ]]; then
  echo "FAIL $sdk/usr/include/libxml is a copy, which defines libxml2 twice; make it the" \
    "link an SDK has: rm -r $sdk/usr/include/libxml && ln -s libxml2/libxml $sdk/usr/include/libxml"
  exit 2
fi

python3 .ci/ios-sdk-check.py "$sdk" .build/ios-sdk-check
