"""The check: each use against the availability of what it uses."""

import bisect
import os
import re

from .platforms import COMPILER_FALLBACKS, FEATURE_RUNTIME, FRAMEWORK_STUBS, NEVER, PLATFORMS, UNREAD_IS_FINE, show
from .type_names import associated_type_usr, demangle, type_features, type_names


class Report:
    def __init__(self, floor):
        self.floor = floor
        self.problems = {}

    def above(self, need, context):
        """The platforms where `need` is above what `context` guarantees."""
        return [(p, need[p]) for i, p in enumerate(PLATFORMS)
                if p in need and need[p] > context[i] and need[p] > (0, 0)]

    def add(self, module, place, what, need):
        path, offset, context = place[:3]
        above = self.above(need, context)
        if not above:
            return
        text = module.files[path]
        line, column = position(text, offset)
        versions = ", ".join(f"{p} {show(v)}" for p, v in above if v != NEVER)
        missing = ", ".join(p for p, v in above if v == NEVER)
        needs = "; ".join(filter(None, [versions and f"needs {versions}",
                                        missing and f"is unavailable on {missing}"]))
        self.problems[(path, line, what)] = (f"{relative(path)}:{line}:{column}", what, needs)

    def lines(self):
        """The problems, one a line, with each declaration's USR demangled to its name."""
        usrs = sorted({what for _, what, _ in self.problems.values() if what.startswith("s:")})
        names = demangle(["$s" + usr[2:] for usr in usrs], simplified=True)
        out = []
        for (path, line, _), (where, what, needs) in self.problems.items():
            name = names.get("$s" + what[2:], what) if what.startswith("s:") else what
            out.append(((relative(path), line, name), f"{where}: {name} {needs}"))
        return [text for _, text in sorted(out)]


_LINES = {}


def position(text, offset):
    starts = _LINES.get(id(text))
    if starts is None:
        data = text.encode()
        starts = [0] + [m.end() for m in re.finditer(b"\n", data)]
        _LINES[id(text)] = starts
    line = bisect.bisect_right(starts, offset)
    return line, offset - starts[line - 1] + 1


def relative(path):
    try:
        return os.path.relpath(path)
    except ValueError:
        return path


def check(modules, by_usr, by_name, floor):
    report = Report(floor)
    package_usr, package_names = {}, {}
    for module in modules:
        package_usr.update(module.decls)
        package_names.update(module.names)
    mangled = set()
    for module in modules:
        mangled.update(module.types)
    demangled = demangle(mangled)
    for module in modules:
        # A stub stands in for the framework, which is the floor's to meet, not the
        # package's: its declarations are read, its own uses are not reported.
        if module.name in FRAMEWORK_STUBS or module.name in UNREAD_IS_FINE:
            continue
        for usr, places in module.refs.items():
            need = by_usr.get(usr) or package_usr.get(usr)
            if need:
                for place in places:
                    report.add(module, place, usr, need)
        for mangled_type, places in module.types.items():
            text = demangled.get(mangled_type, "")
            needs = []
            associated = associated_type_usr(mangled_type)
            if associated in by_usr:
                needs.append((associated, by_usr[associated]))
                if COMPILER_FALLBACKS.match(associated):
                    places = {p for p in places if not p[3]}
            for name in type_names(text):
                need = by_name.get(name) or package_names.get(name)
                if need:
                    needs.append((name, need))
            for feature in type_features(text, mangled_type):
                needs.append((f"{feature}, in {text}", FEATURE_RUNTIME[feature]))
            for name, need in needs:
                for place in places:
                    report.add(module, place, name, need)
        for place in module.noncopyable:
            feature = "a generic type over noncopyable values"
            report.add(module, place, feature, FEATURE_RUNTIME[feature])
    return report
