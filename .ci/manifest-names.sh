#!/usr/bin/env bash
# Reads Package.swift as an Apple platform would (every `os(Linux)` condition false) and fails
# if any target there is named after a system framework, a module the Swift toolchain ships
# or a Swift Testing cross-import overlay. Target names are unique across a package graph,
# and a module of a framework's name can shadow the real framework in an Xcode build, so the
# framework stubs are declared only on Linux; this keeps it so.
#
#   bash .ci/manifest-names.sh              checks Package.swift
#   bash .ci/manifest-names.sh --self-test  shows that it fails on a manifest that declares
#                                           the UIKit stub on every platform
#
# Needs the Swift toolchain and python3. Takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

# Apple's frameworks that an app imports, and the toolchain's own modules. Not every
# framework, but every one whose name a package here could plausibly take.
reserved="Accelerate Accessibility AppKit AppIntents AppleArchive AuthenticationServices
AVFoundation AVKit BackgroundTasks CallKit CFNetwork Charts CloudKit Cocoa Combine Contacts
ContactsUI CoreData CoreFoundation CoreGraphics CoreHaptics CoreImage CoreLocation CoreML
CoreMotion CoreServices CoreSpotlight CoreText CoreTransferable CoreVideo CryptoKit Darwin
DeveloperToolsSupport Dispatch EventKit FileProvider Foundation FoundationEssentials
FoundationInternationalization GameController GameKit GameplayKit GLKit HealthKit HomeKit
ImageIO Intents IOKit JavaScriptCore LocalAuthentication MapKit Metal MetalKit MessageUI
MultipeerConnectivity NaturalLanguage Network NotificationCenter ObjectiveC Observation OSLog
PassKit PDFKit PhotosUI Photos QuartzCore QuickLook RealityKit RegexBuilder SafariServices
SceneKit Security SharedWithYou Social SpriteKit StoreKit Swift SwiftData SwiftUI SwiftUICore
Synchronization System Testing TipKit UIKit UIKitCore UniformTypeIdentifiers UserNotifications
Vision VisionKit WatchConnectivity WatchKit WebKit WidgetKit XCTest _Concurrency
_StringProcessing"

names_of() {
  local manifest_dir
  manifest_dir=$(mktemp -d)
  sed 's/os(Linux)/os(Windows)/g' "$1" >"$manifest_dir/Package.swift"
  (cd "$manifest_dir" && swift package dump-package) |
    python3 -c 'import json, sys; print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"]))'
  rm -rf "$manifest_dir"
}

check() {
  local names clashes=0
  names=$(names_of "$1")
  for name in $names; do
    if [[ $name == _Testing_* ]] || grep -qw -- "$name" <<<"$reserved"; then
      echo "FAIL target $name is declared on Apple platforms and has a system module's name"
      clashes=$((clashes + 1))
    fi
  done
  [[ $clashes == 0 ]] && echo "PASS $(wc -w <<<"$names") targets on Apple platforms, none named after a system module"
  [[ $clashes == 0 ]]
}

if [[ ${1:-} == --self-test ]]; then
  planted=$(mktemp -d)
  trap 'rm -rf "$planted"' EXIT
  # The manifest as it was: the UIKit stub declared for every platform.
  python3 - Package.swift "$planted/Package.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
text += '\npackage.targets.append(.target(name: "UIKit", path: "Sources/Stubs/UIKit"))\n'
text += 'package.targets.append(.target(name: "_Testing_UIKit", path: "Sources/Stubs/_Testing_UIKit"))\n'
open(sys.argv[2], "w").write(text)
PY
  if check "$planted/Package.swift"; then
    echo "FAIL the check passed a manifest that declares UIKit on every platform"
    exit 1
  fi
  echo "PASS the check fails on a manifest that declares UIKit and _Testing_UIKit everywhere"
else
  check Package.swift
fi
