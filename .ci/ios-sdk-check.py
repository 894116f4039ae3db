"""Type-checks the package's library modules, its UIKit and SwiftUI samples, the example app
and a mixed app file for the iOS floor against a real iPhoneOS SDK; .ci/ios-sdk-check.sh
says what and why, and runs this.

Usage: python3 .ci/ios-sdk-check.py SDK SCRATCH

Everything is compiled from a copy of the sources in SCRATCH/copy: where the SDK's standard
library is older than the sources need (the iOS 17.4 SDK's is Swift 5.10's), the shims in
.ci/ios_sdk_artifacts.py are applied to that copy, never to the sources, and each diagnostic
is sorted into an old-SDK artifact or a real error. Exits 1 if there is a real error.
"""

import os
import pathlib
import platform
import re
import shlex
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ios_sdk_artifacts as artifacts  # noqa: E402

TARGET = "arm64-apple-ios15.0"
UPCOMING = ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"]

# The library modules in dependency order, with the modules each imports (Package.swift).
# On Apple platforms the Stubs targets do not exist: UIKit and SwiftUI are the SDK's.
LIBRARIES = [
    "Cascade", "CascadeCSS", "CascadeViews", "CascadeElements", "CascadePreview",
    "CascadeUIKit", "CascadeSwiftUI",
]
# The example app: its screens and its app file are one module in the app package, built
# for the app's own floor, which its manifest states.
EXAMPLE_PACKAGE = "Examples/CascadeExample.swiftpm"
EXAMPLE_SCREENS = f"{EXAMPLE_PACKAGE}/Screens"
EXAMPLE_APP = f"{EXAMPLE_PACKAGE}/App"
# A SwiftUI developer's file: SwiftUI, UIKit and the platform modules, every name unqualified.
APP_FILES = "Tests/Fixtures/IOSSDK"
PLATFORM_IMPORT = re.compile(r"^\s*import\s+(UIKit|SwiftUI|CascadeUIKit|CascadeSwiftUI)\b", re.M)
SAMPLE_FAILURE = re.compile(r"^FAIL (\S+:\d+): (.*)$")
DIAGNOSTIC = re.compile(r"^(/[^:]+):(\d+):(\d+): (error|warning): (.*)$")


class Checker:
    def __init__(self, repo, sdk, scratch):
        self.repo, self.sdk, self.scratch = repo, sdk, scratch
        self.copy = scratch / "copy"
        self.modules = scratch / "modules"
        self.errors = []  # (where, message)
        self.artifacts = {}  # artifact name -> [where]
        self.timings = []
        self.active, self.shim_files = [], []
        self.resource = self.resource_dir()

    def flags(self, target=TARGET):
        flags = [
            "-target", target, "-sdk", str(self.sdk), "-swift-version", "6",
            "-package-name", "cascade", "-I", str(self.modules),
            "-module-cache-path", str(self.scratch / "module-cache"),
            "-diagnostic-style", "llvm", "-no-color-diagnostics",
        ]
        for feature in UPCOMING:
            flags += ["-enable-upcoming-feature", feature]
        if self.resource:
            flags += ["-resource-dir", str(self.resource)]
        for artifact in self.active:
            flags += artifact.flags
        return flags

    def resource_dir(self):
        """On Linux, the toolchain's resource directory without its `dispatch` module map,
        which redefines the SDK's Dispatch, and with API notes for the C `os` API, which
        Apple's toolchains ship and Linux's do not. Apple's toolchains need neither."""
        if platform.system() == "Darwin":
            return None
        toolchain = pathlib.Path(shutil.which("swiftc")).resolve().parent.parent / "lib/swift"
        directory = self.scratch / "resource-dir"
        if directory.exists():
            shutil.rmtree(directory)
        (directory / "apinotes").mkdir(parents=True)
        for name in ("clang", "shims", "host"):
            (directory / name).symlink_to(toolchain / name)
        shutil.copy(self.repo / ".ci/ios-sdk/os.apinotes", directory / "apinotes")
        return directory

    def prepare(self):
        """Copies what is checked, then shims the copy for an old SDK."""
        if self.copy.exists():
            shutil.rmtree(self.copy)
        for folder in ("Sources", "Snippets", "Examples", APP_FILES):
            # The stubs stand in for the SDK on Linux; here the SDK is the real one.
            shutil.copytree(self.repo / folder, self.copy / folder,
                            ignore=shutil.ignore_patterns("Stubs"))
        if self.modules.exists():
            shutil.rmtree(self.modules)
        self.modules.mkdir(parents=True)
        self.active = artifacts.applicable(self.sdk)
        for artifact in self.active:
            for path in sorted(self.copy.rglob("*.swift")):
                for line in artifact.shim(path):
                    self.note_artifact(artifact.name, f"{self.relative(path)}:{line}")
            if artifact.files:
                self.shim_files.append(artifact)

    def relative(self, path):
        return str(pathlib.Path(path).relative_to(self.copy))

    def note_artifact(self, name, where):
        self.artifacts.setdefault(name, [])
        if where not in self.artifacts[name]:
            self.artifacts[name].append(where)

    def swiftc(self, label, arguments, target=TARGET):
        started = time.monotonic()
        result = subprocess.run(
            ["swiftc", *self.flags(target), *arguments], capture_output=True, text=True)
        self.timings.append((label, time.monotonic() - started))
        output = result.stdout + result.stderr
        found = False
        for match in map(DIAGNOSTIC.match, output.splitlines()):
            if not match or match.group(4) != "error":
                continue
            found = True
            path, line, message = match.group(1), match.group(2), match.group(5)
            if "/swift-generated-sources/" in path:
                continue  # a macro's expansion: its cause is reported at the macro's use
            where = f"{self.display(path)}:{line}"
            artifact = artifacts.classify(message, self.active)
            if artifact:
                self.note_artifact(artifact, where)
            else:
                self.errors.append((where, message))
        if result.returncode != 0 and not found:
            tail = [line for line in output.splitlines() if line.strip()][-5:]
            self.errors.append((label, "swiftc failed: " + " | ".join(tail)))
        return result.returncode == 0

    def display(self, path):
        path = pathlib.Path(path)
        if path.is_relative_to(self.copy):
            return self.relative(path)
        return str(path)

    def sources(self, folder):
        return sorted(str(path) for path in (self.copy / folder).rglob("*.swift"))

    def shims(self, module):
        """The shims' declarations, in a file of the module's own (they are internal)."""
        text = "".join(artifact.files_for(module) for artifact in self.shim_files)
        if not text:
            return []
        path = self.copy / "Shims" / f"{module}+Shims.swift"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        for artifact in self.shim_files:
            if artifact.files_for(module):
                self.note_artifact(artifact.name, f"declared in {module}")
        return [str(path)]

    def module(self, name, folder, target=TARGET):
        """Emits the module's interface without bodies (the 5.10 stdlib's SILGen crashes on
        typed throws), then type-checks every body against it."""
        files = self.sources(folder) + self.shims(name)
        common = ["-module-name", name, "-parse-as-library", *files]
        emitted = self.swiftc(f"{name} (interface)", [
            "-emit-module", "-emit-module-path", str(self.modules / f"{name}.swiftmodule"),
            "-Xfrontend", "-experimental-skip-all-function-bodies", *common], target)
        self.swiftc(f"{name} (bodies)", ["-typecheck", *common], target)
        return emitted

    def program(self, label, name, files, target=TARGET, library=False):
        """Type-checks files that no other module imports (a snippet's top-level code, an
        app) as a module of their own."""
        # Top-level code must be a program's only file (or its main.swift): a snippet gets
        # no shim file, and uses nothing one declares.
        mode = ["-parse-as-library", *self.shims(name)] if library else []
        self.swiftc(label, ["-typecheck", "-module-name", name, *mode, *files], target)

    def run(self):
        stdlib = artifacts.stdlib_version(self.sdk)
        print(f"SDK {self.sdk} (its standard library: Swift {stdlib or 'unknown'}), "
              f"target {TARGET}")
        self.prepare()
        for name in LIBRARIES:
            print(f"-- {name}", flush=True)
            if not self.module(name, f"Sources/{name}"):
                self.errors.append((name, "its interface did not build; nothing above it "
                                    "was checked"))
                return self.report()
        example = self.example_target()
        print(f"-- The example app, its screens and its app file, for {example}", flush=True)
        self.program("CascadeExample app", "AppModule",
                     self.sources(EXAMPLE_SCREENS) + self.sources(EXAMPLE_APP)
                     + self.example_tokens(), example, library=True)
        print("-- A mixed SwiftUI and UIKit app file", flush=True)
        self.program("App file", "MixedApp", self.sources(APP_FILES), library=True)
        print("-- Doc-comment examples of CascadeUIKit and CascadeSwiftUI", flush=True)
        self.doc_comment_examples()
        for snippet in self.platform_snippets():
            print(f"-- Snippet {self.relative(snippet)}", flush=True)
            self.program(f"Snippet {snippet.stem}", snippet.stem, [str(snippet)])
        return self.report()

    def example_tokens(self):
        """The typed tokens that CascadePlugin compiles into the example app, written by the
        same command the plugin runs, from the app's sheet and token file."""
        built = subprocess.run(["swift", "build", "--product", "cascade"], cwd=self.repo,
                               capture_output=True, text=True)
        folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=self.repo,
                                capture_output=True, text=True).stdout.strip()
        if built.returncode != 0 or not folder:
            self.errors.append(("cascade tokens", "the tool did not build: "
                                + " | ".join(built.stderr.splitlines()[-3:])))
            return []
        resources = self.copy / EXAMPLE_PACKAGE / "Resources"
        inputs = sorted(str(path) for path in resources.iterdir()
                        if path.name.endswith((".css", ".tokens.json"))
                        or path.name == "cascade.json")
        output = self.copy / "Generated" / "CascadeExample"
        result = subprocess.run([f"{folder}/cascade", "tokens", "--output", str(output), *inputs],
                                capture_output=True, text=True)
        if result.returncode != 0:
            self.errors.append(("cascade tokens", "the example's files have problems: "
                                + " | ".join((result.stdout + result.stderr).splitlines()[:3])))
            return []
        return [str(output / "DesignTokens.swift")]

    def doc_comment_examples(self):
        """The examples on the symbol pages of the modules that import UIKit or SwiftUI,
        checked by .ci/doc-comment-samples.py as on Linux, here with the SDK's flags."""
        started = time.monotonic()
        environment = dict(os.environ, CASCADE_DOC_SAMPLES_SWIFTC_FLAGS=shlex.join(self.flags()))
        result = subprocess.run(
            [sys.executable, str(self.repo / ".ci/doc-comment-samples.py"), str(self.modules),
             "Sources/CascadeUIKit", "Sources/CascadeSwiftUI"],
            cwd=self.copy, env=environment, capture_output=True, text=True)
        self.timings.append(("Doc-comment examples", time.monotonic() - started))
        for line in result.stdout.splitlines():
            if match := SAMPLE_FAILURE.match(line):
                where, message = match.groups()
                artifact = artifacts.classify(message, self.active)
                if artifact:
                    self.note_artifact(artifact, where)
                else:
                    self.errors.append((where, message))
            elif line.endswith("failed") or line.startswith(("0 public", "FAIL")):
                print(f"   {line}")

    def example_target(self):
        manifest = (self.repo / EXAMPLE_PACKAGE / "Package.swift").read_text()
        match = re.search(r'\.iOS\("(\d+(?:\.\d+)?)"\)', manifest)
        return f"arm64-apple-ios{match.group(1) if match else '15.0'}"

    def platform_snippets(self):
        return [
            path for path in sorted((self.copy / "Snippets").rglob("*.swift"))
            if PLATFORM_IMPORT.search(path.read_text())
        ]

    def report(self):
        print()
        print(f"Old-SDK artifacts ({len(self.artifacts)}): what this SDK's standard library or "
              "frameworks lack that the package's SDKs have; shimmed in the copy where a shim "
              "exists, not errors:")
        for name, places in self.artifacts.items():
            print(f"  ARTIFACT {name}: {artifacts.describe(name)}")
            for where in places:
                print(f"    {where}")
        print()
        for where, message in self.errors:
            print(f"FAIL {where}: {message}")
        print(f"{len(self.errors)} real errors")
        slowest = sorted(self.timings, key=lambda item: -item[1])[:3]
        total = sum(seconds for _, seconds in self.timings)
        print(f"{len(self.timings)} swiftc runs in {total:.0f} s; slowest: " + ", ".join(
            f"{label} {seconds:.0f} s" for label, seconds in slowest))
        return 1 if self.errors else 0


def main():
    sdk, scratch = (pathlib.Path(argument).resolve() for argument in sys.argv[1:3])
    repo = pathlib.Path(__file__).resolve().parent.parent
    scratch.mkdir(parents=True, exist_ok=True)
    sys.exit(Checker(repo, sdk, scratch).run())


if __name__ == "__main__":
    main()
