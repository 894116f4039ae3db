#!/usr/bin/env python3
"""Re-exports: CascadeUIKit and CascadeSwiftUI each import CascadeViews' declarations by name,
so that a file of a mixed app importing SwiftUI with them names SwiftUI's `View`, `Color`,
`Font`, ... unqualified. This checks that each list is exactly every top-level public
declaration of CascadeViews except the substitute views (`View` and its subclasses) and the
names SwiftUI declares too, as the SwiftUI stub in Sources/Stubs/SwiftUI declares them, and
the generic geometry names in QUALIFIED: a new value type of CascadeViews left off the lists
would be missing to their users, a name SwiftUI has on the lists would make every mixed file
ambiguous, and a name as generic as `Size` in every app file would read as CoreGraphics'
`CGSize` or an app's own type.

Run from the repository root: python3 .ci/reexports.py [--self-test]
Exits non-zero, with a FAIL line per difference, if a list is wrong.
"""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^(?:@[\w()., ]+\s+)*(?:public|open)\s+(?:final\s+)?(struct|enum|class|protocol|typealias)"
    r"\s+(\w+)(?:\s*:\s*(\w+))?",
    re.M)
REEXPORT = re.compile(r"@_exported\s+public\s+import\s+(struct|enum|class|protocol|typealias)\s+"
                      r"CascadeViews\.(\w+)")
WHOLE = re.compile(r"@_exported\s+(?:public\s+)?import\s+CascadeViews\b")
EXPORTS = ["Sources/CascadeUIKit/Exports.swift", "Sources/CascadeSwiftUI/Exports.swift"]
# Names too generic for every file of an app, which reaches them qualified
# (`CascadeViews.Size`) or as `.init(width:height:)` where a `Shadow`'s offset takes one.
# `Border` and `Shadow` stay on the lists: they are the types of `view.cascade.border` and
# `.shadow`, which an app names, and neither UIKit nor SwiftUI declares a type of either name.
QUALIFIED = {"Point", "Size"}


def declarations(folder):
    """Top-level public declarations under `folder`: name -> (kind, superclass or None)."""
    found = {}
    for path in sorted(pathlib.Path(folder).rglob("*.swift")):
        for kind, name, parent in DECLARATION.findall(path.read_text()):
            found[name] = (kind, parent or None)
    return found


def expected_reexports(views_folder, swiftui_folder):
    views = declarations(views_folder)
    swiftui = set(declarations(swiftui_folder))
    substitutes = {"View"}
    # A class is a substitute view if it descends from `View` within CascadeViews.
    changed = True
    while changed:
        changed = False
        for name, (kind, parent) in views.items():
            if kind == "class" and parent in substitutes and name not in substitutes:
                substitutes.add(name)
                changed = True
    return {name: kind for name, (kind, _) in views.items()
            if name not in substitutes and name not in swiftui and name not in QUALIFIED}


def check(root):
    root = pathlib.Path(root)
    expected = expected_reexports(root / "Sources/CascadeViews", root / "Sources/Stubs/SwiftUI")
    failures = []
    for exports in EXPORTS:
        text = (root / exports).read_text()
        if WHOLE.search(text):
            failures.append(f"FAIL {exports}: re-exports all of CascadeViews; list its names")
        listed = dict((name, kind) for kind, name in REEXPORT.findall(text))
        for name in sorted(set(expected) - set(listed)):
            failures.append(f"FAIL {exports}: CascadeViews.{name} is not re-exported "
                            f"(`@_exported public import {expected[name]} CascadeViews.{name}`)")
        for name in sorted(set(listed) - set(expected)):
            failures.append(f"FAIL {exports}: CascadeViews.{name} is re-exported, but it is a "
                            "substitute view, a name SwiftUI declares or a generic name")
    return failures


def self_test():
    """A planted value type missing from the lists, and a clashing name on them, must fail."""
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch)
        for folder in ["Sources/CascadeViews", "Sources/Stubs/SwiftUI", "Sources/CascadeUIKit",
                       "Sources/CascadeSwiftUI"]:
            shutil.copytree(folder, copy / folder, ignore=shutil.ignore_patterns("*.docc"))
        (copy / "Sources/CascadeViews/Planted.swift").write_text(
            "public struct PlantedGradient: Sendable {}\n")
        exports = copy / EXPORTS[0]
        exports.write_text(exports.read_text().replace(
            "#endif", "  @_exported public import struct CascadeViews.Color\n"
            "  @_exported public import struct CascadeViews.Size\n#endif"))
        whole = copy / EXPORTS[1]
        whole.write_text(whole.read_text().replace(
            "#endif", "  @_exported public import CascadeViews\n#endif"))
        failures = check(copy)
        wanted = [f"FAIL {EXPORTS[0]}: CascadeViews.PlantedGradient",
                  f"FAIL {EXPORTS[0]}: CascadeViews.Color is re-exported",
                  f"FAIL {EXPORTS[0]}: CascadeViews.Size is re-exported",
                  f"FAIL {EXPORTS[1]}: re-exports all of CascadeViews",
                  f"FAIL {EXPORTS[1]}: CascadeViews.PlantedGradient"]
        missing = [w for w in wanted if not any(f.startswith(w) for f in failures)]
        if missing or len(failures) != len(wanted):
            print("FAIL self-test: expected", wanted, "got", failures)
            return 1
    print(f"reexports self-test: {len(wanted)} planted differences reported")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    failures = check(".")
    for failure in failures:
        print(failure)
    if not failures:
        count = len(expected_reexports("Sources/CascadeViews", "Sources/Stubs/SwiftUI"))
        print(f"reexports: {count} CascadeViews declarations re-exported by name by "
              f"{len(EXPORTS)} modules")
    sys.exit(1 if failures else 0)
