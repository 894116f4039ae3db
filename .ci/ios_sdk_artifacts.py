"""Old-SDK artifacts, for .ci/ios-sdk-check.py: what an older iPhoneOS SDK's standard library
or frameworks lack, or declare otherwise, that the SDKs the package supports have, so that
the sources cannot compile against it for reasons an app's build never meets. The iOS 17.4
SDK, the one a Linux machine can get, has Swift 5.10's standard library; iOS 18 SDKs and
later, which Xcode 26 ships, have none of these.

Each artifact is found in the SDK's own interfaces, not assumed from its version. Where a
shim exists it is applied to the checker's copy of the sources (never to the sources) and
each place it changed is listed; where none does, the diagnostics the artifact causes are
recognised by their message. Everything else is a real error.
"""

import pathlib
import re


def stdlib_interface(sdk):
    return pathlib.Path(sdk) / "usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface"


def stdlib_version(sdk):
    """The Swift version the SDK's standard library was built with, such as "5.10"."""
    try:
        with open(stdlib_interface(sdk)) as file:
            head = file.read(600)
    except OSError:
        return None
    match = re.search(r"swift-compiler-version: .*?Swift version (\d+(?:\.\d+)*)", head)
    return match.group(1) if match else None


def interface_text(sdk, relative):
    path = pathlib.Path(sdk) / relative
    try:
        return path.read_text()
    except OSError:
        return ""


SWIFTUI = (
    "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/"
    "arm64-apple-ios.swiftinterface")
CONCURRENCY = "usr/lib/swift/_Concurrency.swiftmodule/arm64-apple-ios.swiftinterface"
STDLIB = "usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface"


class Artifact:
    """One thing an old SDK lacks. `present(sdk)` says whether this SDK has the artifact;
    `rewrite(text)` is the shim for a file of the copy, `files` the shim's own declarations,
    added to every module of the copy (or to `modules`), and `flags` what they need of swiftc;
    `messages` recognise the diagnostics it causes where no shim removes them."""

    def __init__(self, name, description, present, rewrite=None, files="", flags=(),
                 messages=(), modules=None):
        self.name, self.description, self.present = name, description, present
        self.rewrite, self.files, self.flags = rewrite, files, list(flags)
        self.modules = modules
        self.messages = [re.compile(message) for message in messages]

    def files_for(self, module):
        """The shim's declarations for one module: all of them, or only the modules named."""
        return self.files if self.modules is None or module in self.modules else ""

    def shim(self, path):
        """Applies the shim to one file of the copy; returns the changed lines' numbers. A
        shim keeps every line where it was, so that diagnostics point at the sources."""
        if not self.rewrite:
            return []
        text = path.read_text()
        rewritten = self.rewrite(text)
        if rewritten == text:
            return []
        path.write_text(rewritten)
        return [number for number, (old, new) in enumerate(
            zip(text.splitlines(), rewritten.splitlines()), 1) if old != new]


def sub(pattern, replacement):
    compiled = re.compile(pattern, re.M)
    return lambda text: compiled.sub(replacement, text)


def task_local(text):
    """Writes out what Swift 6's `@TaskLocal` macro makes of a static property, a `TaskLocal`
    and a computed property that reads it, on the property's line."""
    names = []

    def expand(match):
        indent, modifiers, name, type_ = match.groups()
        names.append(name)
        return (f"{indent}{modifiers}static let taskLocal_{name} = TaskLocal<{type_}>"
                f"(wrappedValue: nil); {modifiers}static var {name}: {type_} "
                f"{{ taskLocal_{name}.get() }}")

    text = re.sub(r"^([ \t]*)@TaskLocal[ \t]+((?:(?:public|package|internal|fileprivate|private)"
                  r"[ \t]+)?)static[ \t]+var[ \t]+(\w+)[ \t]*:[ \t]*([^=\n]+\?)[ \t]*$", expand,
                  text, flags=re.M)
    for name in names:
        text = re.sub(rf"\${name}\b", f"taskLocal_{name}", text)
    return text


SWIFTUI_IMPORT = re.compile(r"^\s*(?:(?:public|package|internal)\s+)?import SwiftUI\b", re.M)


def importing_cascade(text):
    """Makes a file that uses `#isolation` import Cascade, where the shim declares it, on its
    first line, so that no line moves."""
    if "#isolation" not in text or re.search(r"^\s*(?:\w+\s+)?import Cascade\s*$", text, re.M):
        return text
    return "public import Cascade; " + text


def in_swiftui_files(rewrite):
    """Applies `rewrite` only to a file that imports SwiftUI."""
    return lambda text: rewrite(text) if SWIFTUI_IMPORT.search(text) else text


def lacks(relative, pattern):
    return lambda sdk: not re.search(pattern, interface_text(sdk, relative))


def not_main_actor(protocol):
    """Whether the SDK's SwiftUI declares `protocol` without `@MainActor` (the attributes
    are on its line or the two above it)."""
    def present(sdk):
        lines = interface_text(sdk, SWIFTUI).splitlines()
        for index, line in enumerate(lines):
            if re.search(rf"\bpublic protocol {protocol}\b", line):
                return not any("@MainActor" in above for above in lines[max(0, index - 2):index + 1])
        return False
    return present


# The app-facing SwiftUI types whose conformances the sources write; iOS 18's SwiftUI makes
# each protocol `@MainActor @preconcurrency`, so a conforming type is the main actor's.
SWIFTUI_PROTOCOLS = ["View", "ViewModifier", "ButtonStyle", "App"]
# A declaration's line, in a source file or a doc comment's example.
CONFORMANCE = (
    r"(?<!@MainActor\n)^([ \t]*(?:/// ?)?[ \t]*)((?:(?:public|package|internal|fileprivate|private|final)\s+)*"
    r"(?:struct|final class|class|enum)\s+\w+(?:<[^>{]*>)?\s*:\s*[^{]*?\b(?:"
    + "|".join(SWIFTUI_PROTOCOLS) + r")\b)")
# An extension of one of them, whose members iOS 18's SwiftUI makes the main actor's too.
EXTENSION = (
    r"(?<!@MainActor\n)^([ \t]*(?:/// ?)?[ \t]*)((?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"extension\s+(?:SwiftUI\.)?(?:" + "|".join(SWIFTUI_PROTOCOLS) + r")\b)")
# iOS 17's `ButtonStyle` has no isolation at all: a main-actor type conforms to it with
# `@preconcurrency`, as it may to iOS 18's.
BUTTON_STYLE = r"(?<!@preconcurrency )\b((?:SwiftUI\.)?ButtonStyle\s*\{)"


def main_actor_conformances(text):
    text = sub(CONFORMANCE, r"\1@MainActor \2")(text)
    text = sub(EXTENSION, r"\1@MainActor \2")(text)
    return sub(r"^(.*@MainActor .*:.*?)" + BUTTON_STYLE, r"\1@preconcurrency \2")(text)

ARTIFACTS = [
    Artifact(
        "TaskLocal is a property wrapper",
        "`@TaskLocal` is a property wrapper in Swift 5.10 (a macro from Swift 6.0), so a "
        "static task-local is a mutable global to the Swift 6 checker; the shim writes out "
        "what the macro makes of it.",
        lacks(CONCURRENCY, r"macro TaskLocal\b"),
        rewrite=task_local),
    Artifact(
        "#isolation is missing",
        "The `#isolation` macro arrived with Swift 6.0's standard library; the shim declares "
        "it in Cascade, as the standard library does, over the compiler's own builtin, and a "
        "file that uses it imports Cascade.",
        lacks(CONCURRENCY, r"macro isolation\b"),
        rewrite=importing_cascade,
        files="""
import Builtin
@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro
""",
        flags=["-Xfrontend", "-enable-builtin-module"],
        # Public, so that a default argument may use it; in one module, so that no file
        # sees two.
        modules=["Cascade"]),
    Artifact(
        "Optional.take() is missing",
        "`Optional.take()` arrived with Swift 6.0's standard library; the shim declares it.",
        lacks(STDLIB, r"mutating func take\(\)"),
        files="""
extension Optional {
  mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
"""),
    Artifact(
        "Sequence.count(where:) is missing",
        "`Sequence.count(where:)` arrived with Swift 6.0's standard library; the shim "
        "declares it.",
        lacks(STDLIB, r"func count<E>\(where"),
        files="""
extension Sequence {
  func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    var count = 0
    for element in self where try predicate(element) { count += 1 }
    return count
  }
}
"""),
    Artifact(
        "Typed throws do not pass through map",
        "Swift 5.10's `map` and `Optional.map` rethrow `any Error`; from Swift 6.0 they throw "
        "the closure's error type. No shim: the diagnostics are recognised.",
        lacks(STDLIB, r"func map<T, E>\("),
        messages=[r"thrown expression type 'any Error' cannot be converted to error type",
                  r"invalid conversion from throwing function of type .* to non-throwing",
                  r"call can throw, but it is not marked with 'try' and the error is not "
                  r"handled"]),
    Artifact(
        "SwiftUI's View, ViewModifier, ButtonStyle and App are not the main actor's",
        "iOS 18's SwiftUI declares them `@MainActor @preconcurrency`, so a conforming type is "
        "the main actor's; the shim marks each conforming type, and each extension of them, `@MainActor`, as "
        "they are with the SDKs the package supports.",
        not_main_actor("View"),
        rewrite=in_swiftui_files(main_actor_conformances)),
]


def applicable(sdk):
    return [artifact for artifact in ARTIFACTS if artifact.present(sdk)]


def classify(message, active):
    """The name of the artifact, among `active`, that explains a diagnostic, if any."""
    for artifact in active:
        if any(pattern.search(message) for pattern in artifact.messages):
            return artifact.name
    return None


def describe(name):
    return next(artifact.description for artifact in ARTIFACTS if artifact.name == name)
