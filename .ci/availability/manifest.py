"""What the package builds, read from SwiftPM's build manifest."""

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path


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
