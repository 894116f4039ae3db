"""The floor from Package.swift, and what each declaration of the toolchain's modules needs."""

import concurrent.futures
import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .platforms import NEVER, PLATFORMS, with_vision


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
