"""The names .ci/manifest-names.sh holds the manifest's targets to, read as an Apple platform.

  swift package dump-package | python3 .ci/manifest_names.py check
      fails (exit 1) if a target has a system module's name
  python3 .ci/manifest_names.py apple PACKAGE_SWIFT OUT
      writes the manifest as an Apple platform reads it (every `os(Linux)` condition false)
  python3 .ci/manifest_names.py plant PACKAGE_SWIFT OUT
      writes the manifest as it was: the UIKit stub declared on every platform
"""

import json
import sys

# Apple's frameworks that an app imports, and the toolchain's own modules. Not every
# framework, but every one whose name a package here could plausibly take.
RESERVED = set("""
Accelerate Accessibility AppKit AppIntents AppleArchive AuthenticationServices
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
_StringProcessing
""".split())


def target_names(dump):
    """The target names in `swift package dump-package`'s JSON."""
    return [target["name"] for target in json.loads(dump)["targets"]]


def clashes(names):
    """The names that are a system module's, or a Swift Testing cross-import overlay's."""
    return [name for name in names if name.startswith("_Testing_") or name in RESERVED]


def apple_manifest(text):
    """The manifest with every `os(Linux)` condition false, as an Apple platform reads it."""
    return text.replace("os(Linux)", "os(Windows)")


def planted_manifest(text):
    """The manifest as it was: the UIKit stub and its overlay declared for every platform."""
    return (text
            + '\npackage.targets.append(.target(name: "UIKit", path: "Sources/Stubs/UIKit"))\n'
            + 'package.targets.append(.target(name: "_Testing_UIKit",'
            + ' path: "Sources/Stubs/_Testing_UIKit"))\n')


def check(dump):
    names = target_names(dump)
    found = clashes(names)
    for name in found:
        print(f"FAIL target {name} is declared on Apple platforms and has a system module's name")
    if found:
        return 1
    print(f"PASS {len(names)} targets on Apple platforms, none named after a system module")
    return 0


def main(arguments):
    if arguments[:1] == ["check"]:
        return check(sys.stdin.read())
    if len(arguments) == 3 and arguments[0] in ("apple", "plant"):
        rewrite = apple_manifest if arguments[0] == "apple" else planted_manifest
        with open(arguments[1]) as source, open(arguments[2], "w") as out:
            out.write(rewrite(source.read()))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
