"""Platforms, versions and what the toolchain's runtime features need."""

import re


PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

# The toolchain modules whose declarations' availability is read. Each is read from the
# toolchain, whether it ships a `.swiftinterface` or only a binary module (Foundation's
# modules on Linux). A prebuilt module from elsewhere is read by adding its name here and
# its directory to --module-search-path.
TOOLCHAIN_MODULES = [
    "Swift",
    "_Concurrency",
    "_StringProcessing",
    "RegexBuilder",
    "Synchronization",
    "Observation",
    "Distributed",
    "FoundationEssentials",
    "FoundationInternationalization",
    "Foundation",
    "Testing",
]

# The declaration stubs of Apple's frameworks that the package builds on Linux under the
# frameworks' names, read like the toolchain's modules, from the build's modules: one line
# each, such as "UIKit". (A stub target under Sources is read from its syntax tree too.)
FRAMEWORK_STUBS = ["UIKit", "QuartzCore", "SwiftUI"]

# Modules that carry no Apple availability (the C library, the test runner on Linux);
# imports of these are not reported as unread.
UNREAD_IS_FINE = {"Glibc", "Musl", "Android", "Bionic", "WASILibc", "Darwin", "WinSDK",
                  "XCTest", "Dispatch", "SwiftShims", "_Builtin_float", "_Testing_UIKit"}

# Which Apple platforms' SDKs can import a module, for `#if canImport(…)`: a module not named
# here is taken to be importable everywhere (the package's own, the toolchain's).
CAN_IMPORT = {
    "UIKit": {"iOS", "tvOS", "watchOS", "visionOS"},
    "AppKit": {"macOS"},
    "Cocoa": {"macOS"},
    "WatchKit": {"watchOS"},
    "QuartzCore": {"macOS", "iOS", "tvOS", "visionOS"},
    "Glibc": set(), "Musl": set(), "Android": set(), "Bionic": set(), "WASILibc": set(),
    "WinSDK": set(), "ucrt": set(),
    "_Testing_UIKit": {"iOS", "tvOS", "visionOS"},
}

# Runtime support for language features, from the compiler's FeatureAvailability.def:
# a use needs the systems that shipped that Swift runtime.
SWIFT_5_7 = {"macOS": (13, 0), "iOS": (16, 0), "tvOS": (16, 0), "watchOS": (9, 0),
             "visionOS": (1, 0)}
SWIFT_5_9 = {"macOS": (14, 0), "iOS": (17, 0), "tvOS": (17, 0), "watchOS": (10, 0),
             "visionOS": (1, 0)}
SWIFT_6_0 = {"macOS": (15, 0), "iOS": (18, 0), "tvOS": (18, 0), "watchOS": (11, 0),
             "visionOS": (2, 0)}
FEATURE_RUNTIME = {
    "a parameterized existential (any P<T>)": SWIFT_5_7,
    "a parameter pack in a type": SWIFT_5_9,
    "a typed-throws function type as a value": SWIFT_6_0,
    "an isolated(any) function type": SWIFT_6_0,
    "a generic type over noncopyable values": SWIFT_6_0,
}

NEVER = (10**6, 0)  # unavailable: higher than any floor

# Declarations the compiler uses implicitly only where the deployment target has them, and
# otherwise falls back: building for Linux, it always takes them. `for await` calls
# `AsyncIteratorProtocol.next(isolation:)` (iOS 18) where it can, and `next()` below, and
# with the first it infers the loop's thrown type as the sequence's `Failure` (iOS 18).
# These count only where the source names them; in code the compiler made, they do not.
COMPILER_FALLBACKS = re.compile(r"^s:ScI(sE)?4next9isolation|^s:Sc[iI]7FailureQa$")


def version(text):
    parts = [int(p) for p in re.findall(r"\d+", str(text))[:2]]
    return (parts + [0, 0])[0], (parts + [0, 0])[1]


def show(v):
    return "never" if v == NEVER else f"{v[0]}.{v[1]}" if v[1] else f"{v[0]}"


def with_vision(avail):
    """visionOS inherits iOS's availability where a declaration names no visionOS version:
    iOS 17 shipped with visionOS 1, iOS 18 with visionOS 2."""
    if "visionOS" not in avail and "iOS" in avail:
        ios = avail["iOS"]
        avail = dict(avail, visionOS=NEVER if ios == NEVER else max((1, 0), (ios[0] - 16, ios[1])))
    return avail
