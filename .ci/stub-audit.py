#!/usr/bin/env python3
"""The audit table of the declaration stubs, made from the stubs themselves.

Each public declaration in Sources/Stubs/{UIKit,QuartzCore,SwiftUI} names, in its doc
comment, the SDK header or Swift interface it was checked against and the SDK version of
the copy that was read ("UIView.h, iPhoneOS17.0.sdk", "arm64-apple-ios.swiftinterface,
iPhoneOS17.5.sdk"); a member that names none is covered by the type or extension around it.
This script lists every declaration with that source and the result of the check, in the
table between the markers of Sources/Stubs/README.md:

  python3 .ci/stub-audit.py          rewrites the table
  python3 .ci/stub-audit.py --check  fails if the table is not the one the stubs give, or if
                                     a declaration names no SDK source at all

The result of a check is "as the SDK declares it" unless the doc comment says how the stub
differs, in a sentence that begins "The stub" or "Stricter than the SDK" (say so there, and
the table says it too); a header that no stored SDK copy holds is said to be so in the
comment ("not among the stored SDK copies"), and the table shows that instead of a version.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUBS = ROOT / "Sources" / "Stubs"
README = STUBS / "README.md"
MODULES = ["UIKit", "QuartzCore", "SwiftUI"]
BEGIN = "<!-- stub-audit: begin (made by .ci/stub-audit.py; do not edit by hand) -->"
END = "<!-- stub-audit: end -->"

DECLARATION = re.compile(
    r"^\s*(?:@[\w().,\s*:\"]+\s+)*(?:nonisolated(?:\(unsafe\))?\s+)?"
    r"(?:public|open)\s+(?:(?:final|static|class|override|convenience|required|nonisolated|"
    r"mutating|nonmutating|private\(set\)|internal\(set\)|dynamic)\s+)*"
    r"(class|struct|enum|protocol|actor|typealias|func|init\??|var|let|subscript|case)\b"
    r"\s*([`\w]*)")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor"}
SOURCE = re.compile(
    r"([A-Za-z+]+\.h|arm64-apple-ios\.swiftinterface(?: of SwiftUICore)?|The Swift overlay|"
    r"UIContentSizeCategoryAdjusting|`?CGColor\w+`?)")
VERSION = re.compile(r"iPhoneOS(\d+\.\d+)\.sdk")
NO_COPY = re.compile(r"not among the stored SDK copies")
DIFFERENCE = re.compile(r"((?:The stub|the stub|Stricter than the SDK)[^.]*\.)")


def doc_text(lines):
    return " ".join(line.strip()[3:].strip() for line in lines)


def declarations(path, type_docs=None):
    """(name, kind, doc text, enclosing doc text) for each public declaration of a file; an
    extension's members are covered by their type's doc comment, from `type_docs`."""
    type_docs = type_docs if type_docs is not None else {}
    out = []
    doc, scopes = [], []  # scopes: (indent, name, doc text)
    extension = re.compile(r"^\s*(?:@[\w().,\s*:]+\s+)*extension\s+([\w.]+)")
    lines = path.read_text().splitlines()
    for number, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if stripped.startswith("///"):
            doc.append(line)
            continue
        if stripped.startswith("@") and not DECLARATION.match(line):
            continue  # an attribute line between a doc comment and its declaration
        while scopes and indent <= scopes[-1][0] and stripped and not stripped.startswith("}"):
            scopes.pop()
        if stripped.startswith("}") and scopes and indent == scopes[-1][0]:
            scopes.pop()
        match = DECLARATION.match(line)
        opened = extension.match(line)
        if match:
            line = signature_text(lines, number)
            kind, name = match.group(1), match.group(2).strip("`") or "init"
            owner = ".".join(s[1] for s in scopes)
            full = f"{owner}.{name}" if owner else name
            if kind.startswith("init") or kind == "subscript":
                signature = re.search(r"(init\??|subscript)\s*(\([^)]*\)?)", line)
                full = f"{owner}.{signature.group(1)}{labels(signature.group(2))}" if signature else full
            elif kind == "func":
                signature = re.search(r"func\s+([`\w]+)\s*(?:<[^>]*>)?\s*(\([^)]*\)?)", line)
                if signature:
                    full = (f"{owner}." if owner else "") + signature.group(1).strip("`") + labels(signature.group(2))
            enclosing = " ".join(s[2] for s in scopes)
            out.append((full, kind, doc_text(doc), enclosing))
            if kind in TYPE_KINDS and stripped.endswith("{"):
                scopes.append((indent, name, doc_text(doc)))
        elif opened and stripped.endswith("{"):
            name = opened.group(1)
            scopes.append((indent, name, doc_text(doc) or type_docs.get(name.split(".")[-1], "")))
        if stripped and not stripped.startswith("@"):
            doc = []
    return out


def signature_text(lines, start):
    """The declaration at `lines[start]` with its parameter list, which may run over several
    lines, joined into one."""
    text, depth = "", 0
    for line in lines[start:start + 12]:
        text += " " + line.strip()
        depth += line.count("(") - line.count(")")
        if depth <= 0:
            break
    return text


def labels(parameters):
    """`(title:for:)` for `(_ title: String?, for state: UIControl.State)`."""
    if not parameters:
        return "()"
    names = []
    for parameter in re.findall(r"(?:^|,)\s*(?:@\w+\s+)*([`\w]+)(?:\s+[`\w]+)?\s*:", parameters.strip("()")):
        names.append(parameter.strip("`") + ":")
    return "(" + "".join(names) + ")"


def source_of(doc, enclosing):
    """The SDK file and version a declaration was checked against, and whether it was
    found from its own comment."""
    for text in (doc, enclosing):
        files = SOURCE.findall(text)
        versions = VERSION.findall(text)
        if files:
            file = files[0]
            if versions:
                return f"{file}, iPhoneOS{versions[0]}.sdk"
            if NO_COPY.search(text):
                return f"{file} (no stored SDK copy; the shape Swift imports)"
            # A member names its header; the version is its type's, when the type names the
            # same header.
            outer = re.search(re.escape(file) + r"[^.]*?,?\s*iPhoneOS(\d+\.\d+)\.sdk", enclosing)
            if outer:
                return f"{file}, iPhoneOS{outer.group(1)}.sdk"
            if NO_COPY.search(enclosing) and file in enclosing:
                return f"{file} (no stored SDK copy; the shape Swift imports)"
            return f"{file} (version not recorded)"
    return None


def result_of(doc):
    found = DIFFERENCE.search(doc)
    return found.group(1).replace("|", "\\|") if found else "as the SDK declares it"


def table():
    rows, missing = [], []
    for module in MODULES:
        paths = sorted((STUBS / module).glob("*.swift"))
        type_docs = {}
        for path in paths:
            for name, kind, doc, _ in declarations(path):
                if kind in TYPE_KINDS:
                    type_docs[name.split(".")[-1]] = doc
        for path in paths:
            for name, kind, doc, enclosing in declarations(path, type_docs):
                source = source_of(doc, enclosing)
                if source is None:
                    missing.append(f"{path.relative_to(ROOT)}: {name}")
                    continue
                rows.append((module, f"`{name}`", kind, source, result_of(doc),
                             str(path.relative_to(STUBS))))
    lines = [f"| Module | Declaration | Kind | Checked against | Result | File |",
             "|---|---|---|---|---|---|"]
    lines += [f"| {' | '.join(row)} |" for row in rows]
    return "\n".join(lines) + "\n", len(rows), missing


def main():
    text, count, missing = table()
    readme = README.read_text()
    if BEGIN not in readme or END not in readme:
        sys.exit(f"stub-audit: {README} has no markers {BEGIN} … {END}")
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    updated = f"{head}{BEGIN}\n{text}{END}{tail}"
    if "--check" in sys.argv:
        problems = [f"stub-audit: no SDK source named for {item}" for item in missing]
        if updated != readme:
            problems.append("stub-audit: Sources/Stubs/README.md's table is not the stubs' own; "
                            "run python3 .ci/stub-audit.py")
        for problem in problems:
            print(problem)
        if problems:
            return 1
        print(f"stub-audit: {count} declarations, each with the SDK source it was checked against")
        return 0
    README.write_text(updated)
    for item in missing:
        print(f"stub-audit: no SDK source named for {item}")
    print(f"stub-audit: wrote {count} rows")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
