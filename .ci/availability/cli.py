"""The command line: builds the plans, runs them and prints the report."""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from . import __doc__ as PACKAGE_DOC
from .check import check
from .manifest import CHECKED_DIRECTORIES, dump_command, package_modules
from .platforms import FRAMEWORK_STUBS, PLATFORMS, TOOLCHAIN_MODULES, UNREAD_IS_FINE, show
from .symbols import read_floor, symbol_availability
from .syntax_tree import Module, read_dump


def main():
    parser = argparse.ArgumentParser(description=PACKAGE_DOC.split("\n\n")[0])
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
