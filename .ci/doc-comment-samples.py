"""The doc-comment examples' check, which .ci/doc-comment-samples.sh describes and runs.

Usage: python3 .ci/doc-comment-samples.py MODULES ROOT...

MODULES is the folder of the built modules, each ROOT a module's sources. The environment
variable CASCADE_DOC_SAMPLES_SWIFTC_FLAGS, if set, holds more swiftc flags, split as a shell
splits them: .ci/ios-sdk-check.py checks the examples for iOS against a real SDK with it.
"""
import concurrent.futures
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

modules, *roots = sys.argv[1:]
EXTRA_FLAGS = shlex.split(os.environ.get("CASCADE_DOC_SAMPLES_SWIFTC_FLAGS", ""))

# The modules whose every public declaration must carry a ```swift example (COVERED below).
COVERED_ROOTS = ("Sources/CascadeElements", "Sources/CascadeSwiftUI")

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

# The same for CascadeSwiftUI's pages, which a SwiftUI file reads: a sheet loaded from text
# (`sheet`, and `stylesheet`, its Stylesheet), an app's screen and themes, and the values a
# view's body has at hand. A SwiftUI file cannot write a sheet in Swift (it sees no
# substitute types), so every sheet here is loaded from text.
SWIFTUI_PRELUDE = [
    ("text", 'let text = ".card { padding: 16px; } .card Text.name { font: headline; }"'),
    ("sheet",
     'let sheet = StyleVocabulary.standard.load('
     '".card { padding: 16px; } Button.primary { title-color: white; }", named: "app.css")'),
    ("stylesheet",
     'let stylesheet = StyleVocabulary.standard.load('
     '".card { padding: 16px; }", named: "app.css").stylesheet'),
    ("ContentView",
     'struct ContentView: View { var body: some View { Text("Hello").styleClass("title") } }'),
    ("brandLight",
     'let brandLight = Theme(name: "Brand Light", extending: .light) { '
     '$0[.accent] = .init(red: 0.37, green: 0.36, blue: 0.9) }'),
    ("brandDark",
     'let brandDark = Theme(name: "Brand Dark", extending: .dark) { '
     '$0[.accent] = .init(red: 0.55, green: 0.54, blue: 1) }'),
    ("follow", "func follow() {}"),
    ("name", 'let name = "Ada Lovelace"'),
    ("isSelected", "let isSelected = true"),
    ("isUnread", "let isUnread = true"),
]
SWIFTUI_IMPORTS = ["import SwiftUI", "import CascadeSwiftUI"]


class Flavor:
    """What the examples of one module's pages are checked with: the imports of the file
    they are in, the names they may use undeclared, whether their functions are the main
    actor's, and the modules a name they declare must not already be in."""

    def __init__(self, imports, prelude, isolation, shadowed):
        self.imports, self.prelude, self.isolation = imports, prelude, isolation
        self.shadowed = shadowed


VIEWS = Flavor(IMPORTS, PRELUDE, "", ["CascadeViews"])
# UIKit's views, and SwiftUI's, are the main actor's.
UIKIT = Flavor(IMPORTS, UIKIT_PRELUDE, "@MainActor ", ["CascadeViews"])
SWIFTUI = Flavor(SWIFTUI_IMPORTS, SWIFTUI_PRELUDE, "@MainActor ", ["SwiftUI", "CascadeSwiftUI"])
FLAVORS = {"CascadeUIKit": UIKIT, "CascadeSwiftUI": SWIFTUI}

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
        module = pathlib.Path(path).parts[1]
        self.flavor = FLAVORS.get(module, VIEWS)

    @property
    def is_declaration(self):
        return any(DECLARATION.match(line) for line in self.lines)

    def prelude(self):
        text = "\n".join(self.lines)
        return [
            code
            for name, code in self.flavor.prelude
            if re.search(rf"(?<![\w.]){name}\b", text)
            and not re.search(rf"\b(?:let|var|func|struct)\s+{name}\b", text)
        ]

    def probes(self):
        """Expressions that type-check only if a name this block declares is already in a
        module its flavor names: a type at column 0 (in any of them), or a member of an
        extension (of a type of the first), with what has the name."""
        probes, extended = [], None
        shadowed = self.flavor.shadowed
        for offset, line in enumerate(self.lines):
            if match := TYPE.match(line):
                name = match.group(1)
                probes += [(offset, name, module, f"{module}.{name}.self") for module in shadowed]
            if not line.startswith(" "):
                match = EXTENSION.match(line)
                extended = None
                if match:
                    argument = match.group(2)
                    extended = match.group(1) + (f"<{argument}>" if argument else "")
            elif extended and (match := MEMBER.match(line)):
                modifiers, kind, name = match.groups()
                path = "\\" if kind != "func" and "static" not in modifiers else ""
                owner = f"{shadowed[0]}.{extended}"
                probes.append((offset, name, owner, f"{path}{owner}.{name}"))
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
         "-I", modules, *EXTRA_FLAGS, file],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    errors = [match for match in map(ERROR.match, output.splitlines()) if match]
    crashed = result.returncode != 0 and (
        result.returncode < 0 or CRASH.search(output) or not errors)
    return output, errors, crashed


def check_statements(blocks, file):
    """Type-checks `blocks`, which share their imports, in one file; returns the first error
    of each failing block."""
    text = blocks[0].flavor.imports + [""]
    spans = []  # (first line of the function, first line of the block, block)
    for index, block in enumerate(blocks):
        first = len(text) + 1
        text.append(f"{block.flavor.isolation}func sample{index}() throws {{")
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
        errors = check_statements(blocks[:half], file)
        errors.update(check_statements(blocks[half:], file))
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


def check_declarations(block, file):
    """Type-checks one block with top-level declarations as a file of its own."""
    header = block.flavor.imports + [""] + block.prelude()
    pathlib.Path(file).write_text("\n".join(header + block.lines) + "\n")
    output, matches, crashed = swiftc(file)
    if crashed:
        return {block: (None, "swiftc crashed: " + first_line(output))}
    for match in matches:
        offset = int(match.group(2)) - len(header) - 1
        message = match.group(3).strip()
        return {block: (offset if 0 <= offset < len(block.lines) else None, message)}
    return {}


def check_redeclarations(blocks, file):
    """Finds declarations that would shadow a name a module of the blocks' flavor has."""
    flavor = blocks[0].flavor
    text, probes = [f"import {module}" for module in flavor.shadowed], {}
    for block in blocks:
        for offset, name, owner, expression in block.probes():
            text.append(f"func probe{len(probes)}() {{ _ = {expression} }}")
            probes[len(text)] = (block, offset, name, owner)
    pathlib.Path(file).write_text("\n".join(text) + "\n")
    output, matches, crashed = swiftc(file)
    if crashed:
        return {blocks[0]: (None, "swiftc crashed: " + first_line(output))}
    missing = {int(match.group(2)) for match in matches if "no member" in match.group(3)}
    errors = {}
    for line, (block, offset, name, owner) in probes.items():
        if line not in missing:
            errors.setdefault(block, (offset, f"redeclares '{name}', which {owner} has"))
    return errors


def first_line(output):
    lines = [line for line in output.splitlines() if line.strip()]
    cause = [line for line in lines if re.search(r"terminate|Assertion|Fatal|error:", line)]
    crash = [line for line in lines if CRASH.search(line)]
    return (cause or crash or lines or ["no output"])[0]


# A public or open declaration, after its attributes and other modifiers; not an import.
PUBLIC = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+(?:\([a-z]+\))?\s+)*?(?:public|open)\s+"
    r"(?:(?!import\b)[a-z]+(?:\([a-z]+\))?\s+)*?"
    r"(func|var|let|init|subscript|struct|class|enum|protocol|actor|typealias|macro)\b\W*(\w*)")
# Declarations that take their type's access level: an enum's case (`case text`,
# `case fixed(Theme)`), a protocol's requirement.
CASE = re.compile(r"^\s*case\s+(\w+)\s*(?:\(.*\))?\s*(?:=.*)?$")
REQUIREMENT = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:[a-z]+\s+)*?"
    r"(func|var|init|subscript|associatedtype|typealias)\b\W*(\w*)")
PUBLIC_TYPE = re.compile(
    r"^\s*(?:@\w+\s+)*(?:[a-z]+\s+)*?(?:public|open)\s+(?:[a-z]+\s+)*?(enum|protocol)\b")
ATTRIBUTE = re.compile(r"^\s*@[\w.]+(?:\(.*\))?\s*$")


def uncovered(root):
    """The public and open declarations under `root`, the cases of its public enums and the
    requirements of its public protocols, whose doc comment has no ```swift block: (path,
    line, name) for each."""
    missing = []
    for path in sorted(pathlib.Path(root).rglob("*.swift")):
        lines = path.read_text().splitlines()
        for index, line in enumerate(lines):
            enclosing = None
            if match := PUBLIC.match(line):
                name = match.group(2) if match.group(1) != "init" else "init"
            elif (enclosing := enclosing_public_type(lines, index)) == "enum" and (
                match := CASE.match(line)
            ):
                name = match.group(1)
            elif enclosing == "protocol" and (match := REQUIREMENT.match(line)):
                name = match.group(2) if match.group(1) != "init" else "init"
            else:
                continue
            if not any("```swift" in comment for comment in doc_comment(lines, index)):
                missing.append((path, index + 1, name or match.group(1)))
    return missing


def doc_comment(lines, index):
    """The `///` lines above a declaration, across its attributes."""
    comment, index = [], index - 1
    while index >= 0 and ATTRIBUTE.match(lines[index]):
        index -= 1
    while index >= 0 and (match := COMMENT.match(lines[index])):
        comment.append(match.group(1))
        index -= 1
    return comment


def enclosing_public_type(lines, index):
    """"enum" or "protocol" where the declaration that encloses line `index`, the nearest
    line above it that is indented less (the format puts a member two spaces in), is a
    public enum or protocol; else `None`."""
    stripped = lines[index].lstrip()
    if not stripped or stripped.startswith("//"):
        return None
    indent = len(lines[index]) - len(stripped)
    for line in reversed(lines[:index]):
        stripped = line.lstrip()
        if stripped and not stripped.startswith("//") and len(line) - len(stripped) < indent:
            match = PUBLIC_TYPE.match(line)
            return match.group(1) if match else None
    return None


failures = set()
blocks = [block for root in roots for block in extract(root)]
statements = [block for block in blocks if not block.is_declaration]
declarations = [block for block in blocks if block.is_declaration]

# The checks are independent swiftc runs, each over its own file, run two or more at a time.
with tempfile.TemporaryDirectory() as directory:
    def file(name):
        return os.path.join(directory, name + ".swift")

    jobs = []
    for flavors, name in (((VIEWS, UIKIT), "Samples"), ((SWIFTUI,), "SwiftUISamples")):
        group = [block for block in statements if block.flavor in flavors]
        if group:
            jobs.append((check_statements, group, file(name)))
        group = [block for block in declarations if block.flavor in flavors]
        if group:
            jobs.append((check_redeclarations, group, file(name + "Redeclarations")))
    jobs += [
        (check_declarations, block, file(f"Declarations{index}"))
        for index, block in enumerate(declarations)
    ]
    errors = {}
    with concurrent.futures.ThreadPoolExecutor(max(2, os.cpu_count() or 2)) as pool:
        for result in pool.map(lambda job: job[0](*job[1:]), jobs):
            for block, error in result.items():
                errors.setdefault(block, error)

for block in blocks:
    if block in errors:
        offset, message = errors[block]
        print(f"FAIL {block.where(offset)}: {message}")
        failures.add(block)

print(f"{len(blocks)} blocks checked, {len(failures)} failed")

missing = [entry for root in roots if root in COVERED_ROOTS for entry in uncovered(root)]
for path, line, name in missing:
    print(f"FAIL {path}:{line}: public '{name}' has no ```swift example in its doc comment")
print(f"{len(missing)} public declarations of {', '.join(COVERED_ROOTS)} without an example")

if not blocks:
    print("FAIL no ```swift blocks found in the doc comments: the extraction is broken")
    sys.exit(1)
sys.exit(1 if failures or missing else 0)
