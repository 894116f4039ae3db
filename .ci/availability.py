#!/usr/bin/env python3
"""Checks that the package uses no declaration above its platform floor unguarded.

The floor is the `platforms:` line of Package.swift. Building for Linux, the compiler
ignores Apple platforms' versions, so a use of, say, `Synchronization.Mutex` (iOS 18) in a
package whose floor is iOS 15 compiles here and fails only in an Xcode build. This check
puts that back:

1. What each declaration needs: the toolchain's own modules, read through
   `swift-symbolgraph-extract` (the compiler loads each module from the toolchain, from its
   `.swiftinterface` or its binary module, and prints every public declaration with its
   `@available` versions, inherited from the enclosing type or extension); the declaration
   stubs of Apple's frameworks that the package builds on Linux, named in FRAMEWORK_STUBS
   and read the same way from the build's modules; and the package's own declarations,
   read from their `@available` attributes in the type-checked syntax tree. A module that
   is imported but read by none of these fails the check, so that it is added.
2. What the package uses: every module the package builds is type-checked again with the
   compiler's own arguments (from SwiftPM's build manifest) and `-dump-ast` in JSON, which
   names, for every reference, the declaration it resolved to (by USR): calls, member
   references, implicit ones (an initializer, `withLock`, a conversion), the protocols of
   conformances, and every type in a signature or expression (mangled, demangled here).
3. Guards: a reference counts as guarded inside an `if #available` or a `while #available`
   branch (and in the conditions after the check in its condition list), after a `guard #available`, in the `else` branch of `if #unavailable`, and inside
   a declaration (or extension) marked `@available` with at least the version it needs.
   Code in a declaration unavailable on every platform never runs and is not checked.
   A declaration unavailable on a platform (`@available(tvOS, unavailable)`, as the
   framework stubs mark `UISwitch`) needs a guard that keeps its use off that platform.
4. Conditional compilation: Linux compiles the branch of each `#if` that holds on Linux,
   and the check reads, from the source text, on which Apple platforms that branch would be
   compiled: `os(…)`, `canImport(…)` (from CAN_IMPORT below), `targetEnvironment(…)`, `!`,
   `&&`, `||` and the `#elseif`/`#else` chain. A use in code that a platform does not compile
   (`#if !os(tvOS)`, `#if canImport(UIKit) && !os(watchOS)`) is guarded there, and a package
   declaration in such code is unavailable there, so a use of it outside the same guard is
   reported. Conditions the check cannot decide for a platform (`DEBUG`, `arch(…)`,
   `swift(>=…)`) count as compiled there.

A use above the floor that nothing guards is reported as `file:line:column` and the check
fails.

What it cannot prove (say so when you rely on it):
- It checks only code that is compiled on this machine: the branches of `#if os(iOS)` and
  the like that Linux skips are not seen, unless a stub makes them compile here (the UIKit
  and SwiftUI stubs make `#if canImport(UIKit)` and `#if canImport(SwiftUI)` hold on Linux).
  Mac Catalyst is read as iOS, with `targetEnvironment(macCatalyst)` undecided there.
- Availability of a conformance (`@available(iOS 17, *) extension T: P`) is not checked,
  only that of the protocol and the type.
- Foundation on Linux is swift-foundation and swift-corelibs-foundation; their `@available`
  versions follow Apple's SDK closely but not exactly.
- Language features whose runtime came later are not found by their declarations; the
  check reports the shapes it can see in types (parameter packs in a generic type's
  arguments, typed-throws and isolated(any) function types held in a generic type or an
  optional, parameterized existentials such as `any Collection<Int>`, the package's own
  generic types that suppress `Copyable`) against FEATURE_RUNTIME below, and trusts an
  Xcode build for the rest.
- Where the compiler picks a declaration by the deployment target, building for Linux
  picks the newest; COMPILER_FALLBACKS lists the implicit uses allowed for that reason.
  Overload resolution is otherwise taken as Linux's: an Apple SDK with other overloads
  (Foundation's) might resolve a call differently.
- A declaration with no `@available` in the toolchain's modules counts as always
  available, as the compiler counts it. Only the first generic parameter's associated
  types are recognised in generic requirements (`A.Failure`).
- The test targets are checked only with --with-tests.

It takes about a minute on two cores for Sources and Snippets (the toolchain's symbol
graphs are kept in .build/availability-symbols), and about three with the tests: it
type-checks each module once more, and reads each tree once.
"""

import argparse
import bisect
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

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


# --- The floor ---------------------------------------------------------------------------

def read_floor(package_swift):
    text = Path(package_swift).read_text()
    line = re.search(r"^\s*platforms:\s*\[([^\]]*)\]", text, re.MULTILINE)
    if not line:
        sys.exit("availability: Package.swift declares no platforms: line")
    floor = {}
    for name, major, minor in re.findall(r"\.(\w+)\(\.v(\d+)(?:_(\d+))?\)", line.group(1)):
        floor[name] = (int(major), int(minor or 0))
    missing = [p for p in PLATFORMS if p not in floor]
    if missing:
        sys.exit(f"availability: Package.swift names no floor for {', '.join(missing)}")
    return floor


# --- What declarations need: the toolchain's modules ---------------------------------------

def symbol_availability(modules, search_paths, cache):
    """USR -> {platform: version}, and qualified type name -> the same, for `modules`.
    Their symbol graphs are kept in `cache`, under the compiler's version, the modules'
    names and the search paths; modules from --module-search-path are read anew."""
    by_usr, by_name = {}, {}
    version = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout
    key = hashlib.sha256(json.dumps([version, modules, search_paths]).encode()).hexdigest()
    out = Path(cache) / key[:16]
    if search_paths or not (out / "complete").exists():
        shutil.rmtree(out, ignore_errors=True)
        extract_symbols(modules, search_paths, out)
        (out / "complete").write_text(version)
    for path in sorted(out.glob("*/*.symbols.json")):
        read_symbol_graph(json.loads(path.read_text()), by_usr, by_name)
    return by_usr, by_name


def extract_symbols(modules, search_paths, out):
    out.mkdir(parents=True, exist_ok=True)

    def extract(module):
        command = ["swift-symbolgraph-extract", "-module-name", module,
                   "-target", host_target(), "-output-dir", str(out / module),
                   "-minimum-access-level", "public"]
        for path in search_paths:
            command += ["-I", path]
        (out / module).mkdir(exist_ok=True)
        result = subprocess.run(command, capture_output=True, text=True)
        return module, result

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for module, result in pool.map(extract, modules):
            if result.returncode != 0:
                sys.exit(f"availability: cannot read module {module}:\n{result.stderr}")


def read_symbol_graph(graph, by_usr, by_name):
    """Adds each symbol's availability, with what it inherits from the types and
    protocols that hold it."""
    own, parents, names = {}, {}, {}
    for symbol in graph["symbols"]:
        usr = symbol["identifier"]["precise"]
        avail = {}
        for entry in symbol.get("availability", []):
            domain = entry.get("domain")
            if domain not in PLATFORMS:
                continue
            if entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry and "introduced" not in entry:
                avail[domain] = NEVER
            elif "introduced" in entry:
                i = entry["introduced"]
                avail[domain] = (i["major"], i.get("minor", 0))
        own[usr] = avail
        kind = symbol["kind"]["identifier"]
        if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol",
                    "swift.typealias", "swift.actor"):
            names[usr] = graph["module"]["name"] + "." + ".".join(symbol["pathComponents"])
    for rel in graph.get("relationships", []):
        if rel["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
            parents.setdefault(rel["source"], rel["target"])

    def resolved(usr, seen=()):
        avail = dict(own.get(usr) or by_usr.get(usr) or {})
        parent = parents.get(usr)
        if parent and parent not in seen and len(seen) < 32:
            for platform, v in resolved(parent, seen + (usr,)).items():
                avail[platform] = max(avail.get(platform, (0, 0)), v)
        return avail

    for usr in own:
        avail = with_vision(resolved(usr))
        if avail:
            by_usr[usr] = merge(by_usr.get(usr, {}), avail)
            if usr in names:
                by_name[names[usr]] = by_usr[usr]


def merge(a, b):
    out = dict(a)
    for platform, v in b.items():
        out[platform] = max(out.get(platform, (0, 0)), v)
    return out


_TARGET = []


def host_target():
    if not _TARGET:
        info = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True,
                                         text=True, check=True).stdout)
        _TARGET.append(info["target"]["triple"])
    return _TARGET[0]


# --- What the package builds: SwiftPM's manifest -------------------------------------------

# What ships and what apps copy: the library and executable targets, and the snippets.
# The test targets are checked with --with-tests (after `swift build --build-tests`): they
# ship nowhere, and an Xcode build of them for the floor finds what this would.
CHECKED_DIRECTORIES = ("Sources", "Snippets")


def package_modules(package_dir, build_manifest, directories=CHECKED_DIRECTORIES):
    """[(module name, driver arguments, source files)] for each Swift module built from
    the package's CHECKED_DIRECTORIES."""
    lines = Path(build_manifest).read_text().splitlines()
    modules = []
    for index, line in enumerate(lines):
        match = re.match(r'^  "C\.(.+)-(?:debug|release)\.module":$', line)
        if not match:
            continue
        fields = {}
        for follow in lines[index + 1:index + 12]:
            if not follow.strip():
                break
            key = re.match(r"^    (inputs|args): (\[.*\])$", follow)
            if key:
                fields[key.group(1)] = json.loads(key.group(2))
        args, inputs = fields.get("args"), fields.get("inputs", [])
        if not args or not args[0].endswith("swiftc"):
            continue
        sources = [path for path in inputs if path.endswith(".swift")]
        if sources and all(is_checked(s, package_dir, directories) for s in sources):
            modules.append((args[args.index("-module-name") + 1], args[1:], sources))
    return modules


def is_checked(path, package_dir, directories):
    inside = os.path.relpath(os.path.realpath(path), os.path.realpath(package_dir))
    return inside.split(os.sep)[0] in directories


# Driver arguments that name outputs or modes; the rest (module name, search paths,
# features, definitions, Clang arguments) is kept, so the check type-checks as the build.
DROP_WITH_VALUE = {"-o", "-emit-module-path", "-output-file-map", "-index-store-path",
                   "-emit-objc-header-path", "-emit-dependencies-path", "-num-threads", "-j",
                   "-emit-module-interface-path", "-emit-private-module-interface-path",
                   "-emit-abi-descriptor-path", "-emit-module-source-info-path"}
DROP = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
        "-serialize-diagnostics", "-parseable-output", "-emit-objc-header",
        "-whole-module-optimization", "-wmo", "-g", "-gline-tables-only", "-Onone", "-O",
        "-Osize", "-Ounchecked", "-emit-executable", "-emit-library", "-static",
        "-emit-module-interface", "-enable-library-evolution", "-index-ignore-system-modules",
        "-color-diagnostics"}


def dump_command(args, sources, outputs):
    """The frontend command that type-checks `sources` as one module and writes each file's
    syntax tree, as JSON, to the matching entry of `outputs`."""
    kept, skip, keep = [], False, False
    for arg in args:
        if keep:
            kept.append(arg)
            keep = False
        elif skip:
            skip = False
        elif arg in ("-Xcc", "-Xfrontend", "-Xllvm", "-Xlinker"):
            kept.append(arg)
            keep = True
        elif arg in DROP_WITH_VALUE:
            skip = True
        elif arg in DROP or re.match(r"^-j\d+$", arg) or arg.startswith("@") or arg.endswith(".swift"):
            continue
        else:
            kept.append(arg)
    # The driver says how it would run the frontend (plugin paths and all), in one job;
    # every file is then made a primary file with an output of its own, since the frontend
    # dumps only the first file of a module otherwise.
    plan = subprocess.run(["swiftc", "-###", "-typecheck", "-wmo", *kept, *sources],
                          capture_output=True, text=True, check=True).stdout
    frontend = [line for line in plan.splitlines() if " -frontend " in line]
    if len(frontend) != 1:
        sys.exit(f"availability: cannot plan one frontend job:\n{plan}")
    planned, command, files = shlex.split(frontend[0]), [], set(sources)
    skip = False
    for arg in planned:
        if skip:
            skip = False
        elif arg == "-supplementary-output-file-map":
            skip = True
        elif arg == "-typecheck":
            command += ["-dump-ast", "-dump-ast-format", "json"]
        elif arg in files:
            command += ["-primary-file", arg]
        else:
            command.append(arg)
    for output in outputs:
        command += ["-o", str(output)]
    return command


# --- What the package uses: the type-checked syntax tree -----------------------------------

class Module:
    """What one module declares and uses."""

    def __init__(self, name, floor, sources):
        self.name = name
        self.floor = floor
        self.files = {}  # path -> text, for guards and positions
        self.decls = {}  # USR -> required availability, where above the floor
        self.names = {}  # qualified type name -> required availability, where above the floor
        self.refs = {}  # USR -> {(path, offset, context)}
        self.types = {}  # mangled type -> {(path, offset, context)}
        self.imports = set()
        self.noncopyable = []  # (path, offset, context) of generic parameters without Copyable


def read_dump(module, dump_path):
    text = Path(dump_path).read_text()
    if not text.strip():
        sys.exit(f"availability: {module.name}: an empty syntax tree in {dump_path}")
    decoder, at = json.JSONDecoder(), 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            break
        tree, at = decoder.raw_decode(text, at)
        path = tree["filename"]
        module.files[path] = Path(path).read_bytes().decode("utf-8", "replace")
        base = tuple(module.floor[p] for p in PLATFORMS)
        Walker(module, path).visit(tree, base, 0, ())


CONTAINERS = {"struct_decl", "class_decl", "enum_decl", "protocol_decl", "actor_decl"}



def share_variables_availability(siblings):
    """Gives each `pattern_binding_decl` in a list of declarations the `@available`
    attributes of the variables it binds. The JSON dump puts a variable's attributes on its
    `var_decl`, a sibling of the binding whose pattern holds the type annotation, so a
    `@available(iOS 17, *) var x: [T]` would otherwise see its own type unguarded."""
    attrs_by_name = {}
    for item in siblings:
        if isinstance(item, dict) and item.get("_kind") == "var_decl":
            attrs = [a for a in item.get("attrs", []) if a.get("_kind") == "available_attr"]
            name = declared_name(item)
            if attrs and name:
                attrs_by_name[name] = attrs
    if not attrs_by_name:
        return
    for item in siblings:
        if isinstance(item, dict) and item.get("_kind") == "pattern_binding_decl":
            names = set(pattern_names(item))
            shared = [a for name in names for a in attrs_by_name.get(name, [])]
            if shared and not item.get("attrs"):
                item["attrs"] = shared


def declared_name(node):
    name = node.get("name")
    if isinstance(name, dict):
        return name.get("base_name", {}).get("name")
    return name if isinstance(name, str) else None


def pattern_names(node):
    """The names a pattern binding binds, without recursion."""
    pending = [node]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, dict):
            if item.get("_kind") == "pattern_named":
                name = declared_name(item)
                if name:
                    yield name
            pending.extend(v for v in item.values() if isinstance(v, (dict, list)))

# --- Conditional compilation: on which platforms a line is compiled ------------------------

def condition_tokens(text):
    return re.findall(r"&&|\|\||[!(),]|[A-Za-z_][A-Za-z0-9_.]*|[<>=]+|[0-9.]+|\S", text)


def evaluate(text, platform):
    """`#if` condition `text` on `platform`: True, False, or None where the check cannot tell.
    The grammar is the compiler's: `||` binds loosest, then `&&`, then `!`."""
    tokens, at = condition_tokens(text), [0]

    def peek():
        return tokens[at[0]] if at[0] < len(tokens) else None

    def take():
        at[0] += 1
        return tokens[at[0] - 1]

    def disjunction():
        values = [conjunction()]
        while peek() == "||":
            take()
            values.append(conjunction())
        return True if True in values else None if None in values else False

    def conjunction():
        values = [unary()]
        while peek() == "&&":
            take()
            values.append(unary())
        return False if False in values else None if None in values else True

    def unary():
        # `!` chains iteratively, so a long `!!!!x` cannot exhaust Python's stack.
        negations = 0
        while peek() == "!":
            take()
            negations += 1
        value = primary()
        for _ in range(negations):
            value = None if value is None else not value
        return value

    def primary():
        token = take() if peek() is not None else None
        if token == "(":
            value = disjunction()
            if peek() == ")":
                take()
            return value
        if token in ("true", "false"):
            return token == "true"
        if token and peek() == "(":
            take()
            argument, depth = [], 1
            while peek() is not None:
                part = take()
                depth += part == "("
                depth -= part == ")"
                if depth == 0:
                    break
                argument.append(part)
            return predicate(token, argument, platform)
        return None  # a compilation flag such as DEBUG

    return disjunction()


def predicate(name, argument, platform):
    first = argument[0] if argument else ""
    if name == "os":
        return first == platform
    if name == "canImport":
        return platform in CAN_IMPORT.get(first, set(PLATFORMS))
    if name == "targetEnvironment":
        return None if (first, platform) in (("simulator", p) for p in PLATFORMS) or \
            (first == "macCatalyst" and platform == "iOS") else False
    return None  # arch, swift, compiler, hasFeature and the like


def negated(value):
    return None if value is None else not value


def both(a, b):
    return False if False in (a, b) else None if None in (a, b) else True


def either(a, b):
    return True if True in (a, b) else None if None in (a, b) else False


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def compiled_lines(source):
    """For each line of `source` (1-based, index 0 unused), the platforms whose build compiles
    it, as a tuple of booleans in PLATFORMS' order; None for a line that every platform
    compiles. Directives inside multi-line string literals are text, not directives."""
    everywhere = (True,) * len(PLATFORMS)
    lines = source.split("\n")
    out = [None] * (len(lines) + 2)
    # Each open `#if`: (the branch's value per platform, whether an earlier branch may have
    # held per platform).
    stack, in_string = [], False
    current = everywhere
    for number, line in enumerate(lines, start=1):
        directive = None if in_string else DIRECTIVE.match(line)
        if line.count('"""') % 2:
            in_string = not in_string
        if directive:
            keyword, rest = directive.group(1), directive.group(2).split("//")[0]
            if keyword == "if":
                value = tuple(evaluate(rest, p) for p in PLATFORMS)
                stack.append((value, value))
            elif keyword in ("elseif", "else") and stack:
                _, earlier = stack[-1]
                held = tuple(True if keyword == "else" else evaluate(rest, p) for p in PLATFORMS)
                # This branch: no earlier one held, and its own condition does; and from now
                # on, an earlier branch held if one did before or this one does.
                stack[-1] = (tuple(both(negated(e), h) for e, h in zip(earlier, held)),
                             tuple(either(e, h) for e, h in zip(earlier, held)))
            elif keyword == "endif" and stack:
                stack.pop()
            current = tuple(all(entry[0][i] is not False for entry in stack)
                            for i in range(len(PLATFORMS)))
        out[number] = None if current == everywhere else current
    return out


class Walker:
    def __init__(self, module, path):
        self.module = module
        self.path = path
        self.source = module.files[path]
        self.compiled = compiled_lines(self.source)
        self.line_starts = [0] + [m.end() for m in re.finditer(b"\n", self.source.encode())]

    def conditional(self, context, offset):
        """The context with NEVER for each platform whose build does not compile the code at
        `offset` (it is inside an `#if` that does not hold there), or None where no platform
        compiles it."""
        flags = self.compiled[bisect.bisect_right(self.line_starts, offset)]
        if flags is None:
            return context
        narrowed = tuple(v if compiled else NEVER for v, compiled in zip(context, flags))
        return None if all(v == NEVER for v in narrowed) else narrowed

    def visit(self, node, context, offset, scope):
        # An explicit stack: result builders nest deeper than Python's recursion allows.
        stack = [(node, context, offset, scope, False)]
        while stack:
            node, context, offset, scope, implicit = stack.pop()
            if isinstance(node, list):
                share_variables_availability(node)
                stack.extend((item, context, offset, scope, implicit) for item in reversed(node))
                continue
            if not isinstance(node, dict):
                continue
            start = node.get("range", {}).get("start")
            if isinstance(start, int):
                offset = start
            kind = node.get("_kind", "")
            context = self.declared(node, context)
            if context is not None:
                context = self.conditional(context, offset)
            if context is None:
                continue  # unavailable or not compiled everywhere: never runs
            scope = self.record_declaration(node, kind, context, offset, scope)
            implicit = implicit or bool(node.get("implicit"))
            self.record_uses(node, context, offset, implicit)
            children = self.children(node, kind, context, offset, scope)
            stack.extend(child + (implicit,) for child in reversed(children))

    def declared(self, node, context):
        """The context raised by the node's own `@available` attributes, or None where the
        declaration is unavailable on every platform."""
        attrs = [a for a in node.get("attrs", []) if a.get("_kind") == "available_attr"]
        if not attrs:
            return context
        raised = list(context)
        for attr in attrs:
            domain = attr.get("domain")
            if domain == "*" and attr.get("unavailable"):
                return None
            if domain in PLATFORMS:
                i = PLATFORMS.index(domain)
                if attr.get("unavailable"):
                    raised[i] = NEVER
                elif "introduced" in attr:
                    raised[i] = max(raised[i], version(attr["introduced"]))
        if all(v == NEVER for v in raised):
            return None
        return tuple(raised)

    def record_declaration(self, node, kind, context, offset, scope):
        usr = node.get("usr")
        base = tuple(self.module.floor[p] for p in PLATFORMS)
        name = node.get("name", {}).get("base_name", {}).get("name") if isinstance(node.get("name"), dict) else None
        if kind == "import_decl":
            self.module.imports.add(node.get("module_path", [""])[0])
        if usr and kind.endswith("_decl") and context != base:
            self.module.decls[usr] = dict(zip(PLATFORMS, context))
        if kind in CONTAINERS or kind == "typealias_decl":
            qualified = ".".join((self.module.name,) + scope + ((name,) if name else ()))
            if context != base:
                self.module.names[qualified] = dict(zip(PLATFORMS, context))
            if kind in CONTAINERS and name:
                return scope + (name,)
        if kind == "extension_decl":
            return ()
        return scope

    def record_uses(self, node, context, offset, implicit):
        kind = node.get("_kind", "")
        place = (self.path, offset, context)
        usr = node.get("decl_usr")
        if usr and not (implicit and COMPILER_FALLBACKS.match(usr)):
            self.module.refs.setdefault(usr, set()).add(place)
        protocol = node.get("protocol")
        # A subclass inherits its superclass's conformances without naming them, so their
        # protocols' availability is the superclass's concern (a subclass of UIView is
        # declared on iOS 15, though UIView conforms to UITraitChangeObservable from 17).
        if (isinstance(protocol, str) and protocol.startswith("s:")
                and kind != "inherited_conformance"):
            self.module.refs.setdefault(protocol, set()).add(place)
        for key, value in node.items():
            if isinstance(value, str) and value.startswith("$s") and key != "usr":
                self.module.types.setdefault(value, set()).add(place + (implicit,))
        if kind in CONTAINERS and node.get("generic_signature") and self.suppresses_copyable(node):
            self.module.noncopyable.append(place)

    def suppresses_copyable(self, node):
        """Whether a generic type of the package's own is declared over a parameter that
        suppresses `Copyable` (`struct Box<T: ~Copyable>`), read from its header's text."""
        start = node.get("range", {}).get("start", 0)
        header = self.source.encode()[start:].split(b"{", 1)[0]
        return b"~Copyable" in header

    def children(self, node, kind, context, offset, scope):
        """(child, context, offset, scope) for each child, with the guards applied."""
        if kind in ("if_stmt", "guard_stmt", "while_stmt"):
            guard = self.condition(node, context)
        else:
            guard = None
        out = []
        for key, value in node.items():
            if key in ("attrs", "_kind", "range") or not isinstance(value, (dict, list)):
                continue
            child_context = context
            if guard:
                raised, negated = guard
                if kind in ("if_stmt", "while_stmt"):
                    if key == ("else_stmt" if negated else "then_stmt") or key == "body":
                        child_context = raised
                elif kind == "guard_stmt" and key == "body" and negated:
                    child_context = raised
            if kind == "brace_stmt" and key == "elements":
                out.extend(self.block(value, context, offset, scope))
                continue
            if key == "conditions" and guard and not guard[1] and isinstance(value, list):
                # `if #available(…), use` evaluates what follows the check only where it
                # holds: those conditions are guarded too.
                first = next((i for i, c in enumerate(value)
                              if isinstance(c, dict) and c.get("_kind") == "#available"), None)
                if first is not None:
                    out.append((value[:first + 1], context, offset, scope))
                    out.append((value[first + 1:], guard[0], offset, scope))
                    continue
            out.append((value, child_context, offset, scope))
        return out

    def block(self, elements, context, offset, scope):
        """A block's statements; after `guard #available`, the rest is guarded."""
        out = []
        for element in elements:
            out.append((element, context, offset, scope))
            if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                guard = self.condition(element, context)
                if guard and not guard[1]:
                    context = guard[0]
        return out

    def condition(self, node, context):
        """The context an `#available` condition raises to, and whether it is
        `#unavailable` (which JSON does not tell apart: the source text does)."""
        conditions = [c for c in node.get("conditions", []) if c.get("_kind") == "#available"]
        if not conditions:
            return None
        raised = list(context)
        for condition in conditions:
            for query in condition.get("queries", []):
                domain = query.get("domain")
                if domain in PLATFORMS and "version" in query:
                    i = PLATFORMS.index(domain)
                    raised[i] = max(raised[i], version(query["version"]))
        start = node.get("range", {}).get("start", 0)
        body = node.get("then_stmt") or node.get("body") or {}
        end = body.get("range", {}).get("start", start + 200)
        negated = "#unavailable" in self.source.encode()[start:end].decode("utf-8", "replace")
        return tuple(raised), negated


# --- Types: demangled, then named ---------------------------------------------------------

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


# --- The check -----------------------------------------------------------------------------

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


# --- Main ------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=".", help="the package's directory")
    parser.add_argument("--build-manifest", help="SwiftPM's llbuild manifest (.build/debug.yaml)")
    parser.add_argument("--only", action="append", default=[],
                        help="check only these modules (by name)")
    parser.add_argument("--with-tests", action="store_true",
                        help="check the test modules too (build them first)")
    parser.add_argument("--skip-package", action="store_true",
                        help="check only the --extra-module files, not the package's modules")
    parser.add_argument("--extra-module", action="append", default=[], metavar="NAME=FILE,...",
                        help="also check these files as a module, with the build's search path")
    parser.add_argument("--module-search-path", action="append", default=[],
                        help="a directory with modules to read availability from")
    options = parser.parse_args()

    package = Path(options.package).resolve()
    os.chdir(package)
    sys.setrecursionlimit(100000)
    floor = read_floor(package / "Package.swift")
    manifest = Path(options.build_manifest or package / ".build" / "debug.yaml")
    if not manifest.exists():
        sys.exit(f"availability: no {manifest}; run `swift build` first")
    directories = CHECKED_DIRECTORIES + (("Tests",) if options.with_tests else ())
    built = package_modules(package, manifest, directories)
    if not built:
        sys.exit(f"availability: {manifest} lists no Swift module of the package")
    plans = [(name, args, sources) for name, args, sources in built
             if not options.skip_package and (not options.only or name in options.only)]
    bin_modules = next((args[args.index("-I") + 1] for _, args, _ in built if "-I" in args), None)
    for extra in options.extra_module:
        name, _, files = extra.partition("=")
        # A library target's arguments: a snippet's lack the package name.
        args = list(next(args for _, args, _ in built if "-I" in args and "-package-name" in args))
        args[args.index("-module-name") + 1] = name
        plans.append((name, args, [str(Path(f).resolve()) for f in files.split(",")]))

    if not plans:
        sys.exit("availability: no module to check")
    print(f"availability: floor {', '.join(f'{p} {show(floor[p])}' for p in PLATFORMS)}; "
          f"checking {len(plans)} modules")
    modules = []
    with tempfile.TemporaryDirectory() as workdir:
        def dump(plan):
            name, args, sources = plan
            directory = Path(workdir) / "trees" / name
            directory.mkdir(parents=True)
            outputs = [directory / f"{index}.json" for index in range(len(sources))]
            result = subprocess.run(dump_command(args, sources, outputs), capture_output=True,
                                    text=True)
            if result.returncode != 0:
                sys.exit(f"availability: {name} does not type-check:\n{result.stderr[-4000:]}")
            module = Module(name, floor, sources)
            for output in outputs:
                read_dump(module, output)
                output.unlink()
            if len(module.files) != len(set(sources)):
                sys.exit(f"availability: {name}: read {len(module.files)} of {len(sources)} files")
            return module

        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            modules = list(pool.map(dump, plans))
        by_usr, by_name = symbol_availability(
            TOOLCHAIN_MODULES, options.module_search_path,
            package / ".build" / "availability-symbols")
        stubs = [name for name in FRAMEWORK_STUBS
                 if bin_modules and (Path(bin_modules) / f"{name}.swiftmodule").exists()]
        if stubs:
            stub_usr, stub_name = symbol_availability(
                stubs, [bin_modules], Path(workdir) / "stub-symbols")
            by_usr.update(stub_usr)
            by_name.update(stub_name)

    # Every imported module must have been read, but for the C library and the package's
    # C targets (a build directory, and no Swift module).
    read = set(TOOLCHAIN_MODULES) | set(stubs) | {m.name for m in modules} | UNREAD_IS_FINE
    modules_directory = Path(bin_modules) if bin_modules else None
    unread = sorted(
        name for name in {i for m in modules for i in m.imports} - read
        if not (modules_directory
                and (modules_directory.parent / f"{name}.build").is_dir()
                and not (modules_directory / f"{name}.swiftmodule").exists()))
    partial = options.only or options.skip_package
    for name in unread:
        print(f"availability: {'note' if partial else 'FAIL'}: module {name} is imported but "
              "its availability is not read (add it to TOOLCHAIN_MODULES or FRAMEWORK_STUBS)")
    if unread and not partial:
        return 1

    report = check(modules, by_usr, by_name, floor)
    for line in report.lines():
        print(line)
    count = len(report.problems)
    if count:
        print(f"availability: FAIL {count} uses above the floor without a guard")
        return 1
    print("availability: every use is within the floor or guarded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
