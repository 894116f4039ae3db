#!/usr/bin/env bash
# Doc-comment examples: type-checks every ```swift block in the `///` comments of
# Sources/Cascade, Sources/CascadeCSS, Sources/CascadeViews, Sources/CascadePreview,
# Sources/CascadeElements and Sources/CascadeUIKit against the built modules, so that no
# example on a symbol page drifts from the API.
#
# A block of statements becomes the body of its own function, `func sample<N>() throws`, in
# one generated file that imports CascadeViews (which re-exports Cascade and CascadeCSS),
# CascadePreview, CascadeElements, CascadeUIKit and UIKit (on Linux, the declaration stub
# CascadeUIKit is built against), and all of them are type-checked by a single swiftc call;
# the function first declares the few prelude names (PRELUDE below) the block uses.
# CascadeUIKit's examples use UIKit's views, which are the main actor's: their functions are
# `@MainActor`, and their prelude (UIKIT_PRELUDE) names UIKit's views where the others' names
# substitutes. A block that declares something at
# column 0 (an extension, a type or a function) is type-checked alone, as a file of its own,
# so that its names cannot clash with another block's; and it may not declare a type, or an
# extension member, that CascadeViews already has, which would shadow it unnoticed. Each error is mapped back to its source line:
#
#   FAIL Sources/Cascade/API/Style.swift:42: <the block's first error>
#
# Warnings are allowed, except those of ExistentialAny: the examples are checked with the
# upcoming features the package's targets build with, as an app's code may be. If swiftc
# crashes (6.3 can, on some invalid code inside a result-builder closure), the blocks are
# halved until the crashing one is found, which fails.
# Exits non-zero if any block fails.
#
# Run from anywhere: bash .ci/doc-comment-samples.sh
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"

source .ci/built-modules.sh

python3 - "$modules" Sources/Cascade Sources/CascadeCSS Sources/CascadeViews Sources/CascadePreview \
  Sources/CascadeElements Sources/CascadeUIKit <<'PY'
import os
import pathlib
import re
import subprocess
import sys
import tempfile

modules, *roots = sys.argv[1:]

# Names an example may use without declaring them: the views a reader has at hand on any
# page, and `caption`, the stand-in for "some label style" on the pages of Style's own
# members. A sample function declares only those its block mentions and does not declare
# itself. Anything else an example needs, it declares.
PRELUDE = [
    ("label", "let label = Label()"),
    ("button", "let button = Button()"),
    ("view", "let view = View()"),
    ("screen", "let screen = View()"),
    ("textField", "let textField = TextField()"),
    ("imageView", "let imageView = ImageView()"),
    ("stack", "let stack = StackView()"),
    ("caption",
     r"let caption = Style<Label> { Setter(\.font, .caption); Setter(\.numberOfLines, 1) }"),
]

# The same for CascadeUIKit's pages, with UIKit's views, a sheet and a root. The stub has no
# UIWindow or UIViewController: a view stands in for a window, and a main-actor struct with
# a `view` for a view controller.
UIKIT_PRELUDE = [
    ("label", "let label = UILabel()"),
    ("button", "let button = UIButton()"),
    ("view", "let view = UIView()"),
    ("field", "let field = UITextField()"),
    ("imageView", "let imageView = UIImageView()"),
    ("stack", "let stack = UIStackView()"),
    ("window", "let window = UIView()"),
    ("viewController",
     "@MainActor struct ViewController { let view = UIView() }; "
     "let viewController = ViewController()"),
    ("sheet", 'let sheet = Stylesheet("App", rules: [])'),
    ("root", 'let root = StyleRoot(UIView(), stylesheet: Stylesheet("App", rules: []))'),
]
IMPORTS = [
    "import CascadeViews", "import CascadePreview", "import CascadeElements", "import CascadeUIKit",
    "import UIKit",
]

COMMENT = re.compile(r"^\s*/// ?(.*)$")
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|nonisolated)\s+)*"
    r"(?:extension|class|struct|enum|protocol|func|actor)\b"
)
# Errors, and the warnings of the upcoming features, which the package's targets build with.
ERROR = re.compile(r"^(.*?):(\d+):\d+: (?:error|warning(?=: .*\[#ExistentialAny\]$)): (.*)$")
CRASH = re.compile(r"Stack dump|PLEASE submit a bug report|failed due to signal|Assertion")
TYPE = re.compile(r"^(?:[@\w]+\s+)*?(?:class|struct|enum|protocol|actor)\s+(\w+)")
EXTENSION = re.compile(r"^extension\s+(\w+)(?:\s+where\s+\w+\s*==\s*(\w+))?")
MEMBER = re.compile(r"^  ((?:[@\w]+\s+)*?)(let|var|func)\s+(\w+)")


class Block:
    def __init__(self, path, line):
        self.path, self.line, self.lines = path, line, []
        self.is_uikit = pathlib.Path(path).parts[:2] == ("Sources", "CascadeUIKit")

    @property
    def is_declaration(self):
        return any(DECLARATION.match(line) for line in self.lines)

    def prelude(self):
        text = "\n".join(self.lines)
        return [
            code
            for name, code in (UIKIT_PRELUDE if self.is_uikit else PRELUDE)
            if re.search(rf"(?<![\w.]){name}\b", text)
            and not re.search(rf"\b(?:let|var)\s+{name}\b", text)
        ]

    def probes(self):
        """Expressions that type-check only if a name this block declares is already in
        CascadeViews (or Cascade): a type at column 0, or a member of an extension."""
        probes, extended = [], None
        for offset, line in enumerate(self.lines):
            if match := TYPE.match(line):
                name = match.group(1)
                probes.append((offset, name, f"CascadeViews.{name}.self"))
            if not line.startswith(" "):
                match = EXTENSION.match(line)
                extended = None
                if match:
                    argument = match.group(2)
                    extended = match.group(1) + (f"<{argument}>" if argument else "")
            elif extended and (match := MEMBER.match(line)):
                modifiers, kind, name = match.groups()
                path = "\\" if kind != "func" and "static" not in modifiers else ""
                probes.append((offset, name, f"{path}CascadeViews.{extended}.{name}"))
        return probes

    def where(self, offset=None):
        line = self.line + 1 + offset if offset is not None else self.line
        return f"{self.path}:{line}"


def extract(root):
    blocks = []
    for path in sorted(pathlib.Path(root).rglob("*.swift")):
        block = None
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = COMMENT.match(line)
            text = match.group(1) if match else None
            if block is None:
                if text is not None and text.strip().startswith("```swift"):
                    block = Block(str(path), number)
            elif text is None or text.strip() == "```":
                if text is None:
                    print(f"FAIL {block.where()}: the ```swift block is not closed")
                    failures.add(block)
                blocks.append(block)
                block = None
            else:
                block.lines.append(text)
        if block is not None:
            print(f"FAIL {block.where()}: the ```swift block is not closed")
            failures.add(block)
    return blocks


def swiftc(file):
    result = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm",
         # The upcoming features the package's own targets build with (Package.swift).
         "-enable-upcoming-feature", "ExistentialAny",
         "-enable-upcoming-feature", "MemberImportVisibility",
         "-enable-upcoming-feature", "InternalImportsByDefault",
         "-I", modules, file],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    errors = [match for match in map(ERROR.match, output.splitlines()) if match]
    crashed = result.returncode != 0 and (
        result.returncode < 0 or CRASH.search(output) or not errors)
    return output, errors, crashed


def check_statements(blocks, directory):
    """Type-checks `blocks` in one file; returns the first error of each failing block."""
    file = os.path.join(directory, "Samples.swift")
    text = IMPORTS + [""]
    spans = []  # (first line of the function, first line of the block, block)
    for index, block in enumerate(blocks):
        first = len(text) + 1
        isolation = "@MainActor " if block.is_uikit else ""
        text.append(f"{isolation}func sample{index}() throws {{")
        text.extend(block.prelude())
        spans.append((first, len(text) + 1, block))
        text.extend(block.lines)
        text.extend(["}", ""])
    pathlib.Path(file).write_text("\n".join(text) + "\n")
    output, matches, crashed = swiftc(file)
    if crashed:
        if len(blocks) == 1:
            return {blocks[0]: (None, "swiftc crashed: " + first_line(output))}
        half = len(blocks) // 2
        errors = check_statements(blocks[:half], directory)
        errors.update(check_statements(blocks[half:], directory))
        return errors
    errors = {}
    for match in matches:
        line, message = int(match.group(2)), match.group(3).strip()
        if os.path.realpath(match.group(1)) != os.path.realpath(file):
            errors.setdefault(blocks[0], (None, match.group(0)))
            continue
        owners = [span for span in spans if span[0] <= line]
        _, start, block = owners[-1] if owners else spans[0]
        offset = line - start
        errors.setdefault(block, (offset if 0 <= offset < len(block.lines) else None, message))
    return errors


def check_declarations(block, directory):
    """Type-checks one block with top-level declarations as a file of its own."""
    file = os.path.join(directory, "Declarations.swift")
    header = IMPORTS + [""] + block.prelude()
    pathlib.Path(file).write_text("\n".join(header + block.lines) + "\n")
    output, matches, crashed = swiftc(file)
    if crashed:
        return (None, "swiftc crashed: " + first_line(output))
    for match in matches:
        offset = int(match.group(2)) - len(header) - 1
        return (offset if 0 <= offset < len(block.lines) else None, match.group(3).strip())
    return None


def check_redeclarations(blocks, directory):
    """Finds declarations that would shadow a name CascadeViews already has."""
    file = os.path.join(directory, "Redeclarations.swift")
    text, probes = ["import CascadeViews"], {}
    for block in blocks:
        for offset, name, expression in block.probes():
            text.append(f"func probe{len(probes)}() {{ _ = {expression} }}")
            probes[len(text)] = (block, offset, name)
    pathlib.Path(file).write_text("\n".join(text) + "\n")
    output, matches, crashed = swiftc(file)
    if crashed:
        return {blocks[0]: (None, "swiftc crashed: " + first_line(output))}
    missing = {int(match.group(2)) for match in matches if "no member" in match.group(3)}
    errors = {}
    for line, (block, offset, name) in probes.items():
        if line not in missing:
            errors.setdefault(block, (offset, f"redeclares '{name}', which CascadeViews has"))
    return errors


def first_line(output):
    lines = [line for line in output.splitlines() if line.strip()]
    cause = [line for line in lines if re.search(r"terminate|Assertion|Fatal|error:", line)]
    crash = [line for line in lines if CRASH.search(line)]
    return (cause or crash or lines or ["no output"])[0]


failures = set()
blocks = [block for root in roots for block in extract(root)]
statements = [block for block in blocks if not block.is_declaration]
declarations = [block for block in blocks if block.is_declaration]

with tempfile.TemporaryDirectory() as directory:
    errors = check_statements(statements, directory)
    errors.update(check_redeclarations(declarations, directory))
    for block in declarations:
        error = check_declarations(block, directory)
        if error:
            errors[block] = error

for block in blocks:
    if block in errors:
        offset, message = errors[block]
        print(f"FAIL {block.where(offset)}: {message}")
        failures.add(block)

print(f"{len(blocks)} blocks checked, {len(failures)} failed")
if not blocks:
    print("FAIL no ```swift blocks found in the doc comments: the extraction is broken")
    sys.exit(1)
sys.exit(1 if failures else 0)
PY
