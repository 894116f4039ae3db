"""Types: demangled, then named, and the runtime features they need."""

import re
import subprocess


def demangle(mangled, simplified=False):
    if not mangled:
        return {}
    ordered = sorted(mangled)
    result = subprocess.run(["swift", "demangle", "--compact"] + (["--simplified"] if simplified else []), input="\n".join(ordered) + "\n",
                            capture_output=True, text=True, check=True).stdout.splitlines()
    return dict(zip(ordered, result))


NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+")


def type_names(demangled):
    """Every qualified name in a demangled type and each of its prefixes (`Swift.Dictionary`
    for `Swift.Dictionary.Index`)."""
    names = set()
    for name in NAME.findall(demangled):
        parts = name.split(".")
        for end in range(2, len(parts) + 1):
            names.add(".".join(parts[:end]))
    return names


def associated_type_usr(mangled):
    """The USR of the associated type a dependent member type names, `Failure` of
    `AsyncSequence` for `$s7FailureSciQzD` (`A.Failure`, as a generic requirement spells
    it): only this simplest shape, a member of a generic parameter."""
    match = re.match(r"^\$s(\d+)", mangled)
    if not match:
        return None
    length, rest = int(match.group(1)), mangled[match.end():]
    name, after = rest[:length], rest[length:]
    protocol = re.match(r"^(.+?)Q[a-z]D?$", after)
    return f"s:{protocol.group(1)}{length}{name}Qa" if protocol else None


def type_features(demangled, mangled):
    features = []
    # The demangler spells `Any.Type` as `any Any<Self: ~Copyable, …>`.
    if re.search(r"\bany (?!Any<)[A-Za-z_.]+<", demangled):
        features.append("a parameterized existential (any P<T>)")
    # A pack on its own is what a variadic generic function is called with, which needs no
    # runtime support; inside a generic type's arguments it needs Swift 5.9's.
    if held_as_value(demangled, "repeat ") or held_as_value(demangled, "Pack{"):
        features.append("a parameter pack in a type")
    if held_as_value(demangled, "@isolated(any)"):
        features.append("an isolated(any) function type")
    if held_as_value(demangled, "throws("):
        features.append("a typed-throws function type as a value")
    return features


def held_as_value(demangled, marker):
    """Whether a function type spelt with `marker` is nested in another type's generic
    arguments, an array or a dictionary, or made optional: there its metadata is needed at
    run time. As a parameter's or a closure's own type it needs none."""
    depth = 0
    for i, c in enumerate(demangled):
        if c in "<[":
            depth += 1
        elif c in ">]":
            depth -= 1
        elif demangled.startswith(marker, i):
            if depth > 0 or re.match(r"[^()]*\)\?", demangled[i:]):
                return True
    return False
