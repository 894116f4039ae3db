"""The compile-time budget's text work, for .ci/compile-budget.sh, which runs the compiler.

  python3 .ci/compile_budget.py slow LOG...               the slow bodies a build log reports
  python3 .ci/compile_budget.py both FIRST AGAIN          the bodies slow in both lists
  python3 .ci/compile_budget.py generate TWENTY FLAT DECLARED COPIES
                                                          writes the three timed files
  python3 .ci/compile_budget.py medians BODIES            the three forms' median bodies
  python3 .ci/compile_budget.py ratio A B                 A / B, to one decimal
  python3 .ci/compile_budget.py within A FACTOR B         exits 0 when A <= FACTOR * B

What each gate means is written at the top of .ci/compile-budget.sh.
"""

import re
import statistics
import sys

# A slow body or expression as the type checker's warnings report it.
SLOW = re.compile(r"^(/[^ ]+\.swift:[0-9]+:[0-9]+): warning: (.*) took ([0-9]+)ms to type-check")
# A body's time as -debug-time-function-bodies prints it, for the three timed forms.
BODY = re.compile(r"([0-9.]+)ms\t.*\.(handWritten|builderBlock|namedModifiers)([0-9]+)\b")
FORMS = ("handWritten", "builderBlock", "namedModifiers")


def slow_bodies(lines):
    """The "<file>:<line>:<column> <milliseconds> <what>" of each slow body or expression in
    build logs' lines, each once (a log repeats a diagnostic under its source line), sorted."""
    found = set()
    for line in lines:
        match = SLOW.match(line.rstrip("\n"))
        if match:
            found.add(f"{match.group(1)} {match.group(3)} {match.group(2)}")
    return sorted(found)


def read_slow(lines):
    """A list of slow_bodies' lines, as {place: (milliseconds, what)}."""
    bodies = {}
    for line in lines:
        place, ms, what = line.rstrip("\n").split(" ", 2)
        bodies[place] = (int(ms), what)
    return bodies


def slow_in_both(first, again):
    """The bodies slow in both runs, each with the smaller of its two figures."""
    return [f"{place} {min(first[place][0], again[place][0])} {first[place][1]}"
            for place in sorted(first.keys() & again.keys())]


def medians(lines):
    """The median milliseconds of each form's bodies (warm-up copies aside), in FORMS' order."""
    bodies = {form: [] for form in FORMS}
    for line in lines:
        match = BODY.match(line)
        if match:
            bodies[match.group(2)].append(float(match.group(1)))
    return [statistics.median(bodies[form]) for form in FORMS]


# The 20 properties of a label, as (name, value in a block, value written by hand and in a
# modifier when it differs), with values that vary with the copy.
def twenty(k):
    return [
        ("text", f'"Ada {k}"', None),
        ("font", [".headline", ".body", ".system(size: 15, weight: .semibold)"][k % 3], None),
        ("textColor", ".token(.secondaryText)", ".gray"),
        ("textAlignment", [".center", ".left", ".natural"][k % 3], None),
        ("numberOfLines", str(k % 4), None),
        ("lineBreakMode", [".byTruncatingTail", ".byWordWrapping"][k % 2], None),
        ("adjustsFontForContentSizeCategory", "true", None),
        ("isUserInteractionEnabled", "false", None),
        ("backgroundColor", ".token(.secondaryBackground)", ".white"),
        ("tintColor", ".token(.accent)", ".blue"),
        ("tintAdjustmentMode", [".normal", ".dimmed"][k % 2], None),
        ("clipsToBounds", "true", None),
        ("alpha", f"0.{9 - k % 5}", None),
        ("isOpaque", "false", None),
        ("isHidden", "false", None),
        ("contentMode", [".center", ".scaleAspectFit"][k % 2], None),
        ("cornerRadius", ".token(.cardCornerRadius)", str(4 + k)),
        ("border", f"Border(width: {k % 3 + 1}, color: .gray)", None),
        ("shadow", f"Shadow(opacity: 0.{k % 5 + 1}, radius: 4)", None),
        ("layoutMargins", f"EdgeInsets(horizontal: {8 + k}, vertical: 4)", None),
    ]


def forms(k, suffix):
    p = twenty(k)
    return (
        [f"func handWritten{suffix}(_ label: Label) {{"]
        + [f"  label.{name} = {plain or value}" for name, value, plain in p]
        + ["}", f"func builderBlock{suffix}() -> Style<Label> {{", "  Style<Label> {"]
        + [f"    Setter(\\.{name}, {value})" for name, value, plain in p]
        + ["  }", "}", f"func namedModifiers{suffix}() -> Style<Label> {{", "  Style<Label>()"]
        + [f"    .{name}({plain or value})" for name, value, plain in p]
        + ["}"]
    )


def twenty_file(copies):
    """Every form of the 20 properties, `copies` times with other values, after a warm-up copy:
    the first bodies checked pay for loading the modules' declarations."""
    lines = ["import CascadeViews", ""] + forms(0, "WarmUp")
    for k in range(1, copies + 1):
        lines += forms(k, str(k))
    return "\n".join(lines) + "\n"


PROPERTIES = [
    ("text", ['"Ada"', '"Grace"', "nil"]),
    ("numberOfLines", ["0", "1", "2"]),
    ("alpha", ["0.5", "0.75", "1"]),
    ("cornerRadius", ["4", ".token(.cardCornerRadius)", "12"]),
    ("textColor", [".token(.secondaryText)", ".gray", "Color(red: 0.2, green: 0.3, blue: 0.4)"]),
    ("backgroundColor", [".white", ".token(.secondaryBackground)", ".orange.opacity(0.5)"]),
    ("font", [".body", ".headline", ".system(size: 15, weight: .semibold)"]),
    ("textAlignment", [".center", ".left", ".natural"]),
    ("isHidden", ["false", "true"]),
    ("layoutMargins", ["EdgeInsets(all: 8)", "EdgeInsets(horizontal: 4, vertical: 2)"]),
]
HEADER = ["import CascadeViews", "", "let compact = true", "let size = 2",
          "let base = Style<View> { Setter(\\.cornerRadius, 6) }", ""]


def statement(index):
    """The statements of the index-th step of the 500 setters, each with the number of
    setters it writes: a setter, or every tenth of a kind (`if`, `if`/`else`, `for`, a nested
    style, a lifted style and modifiers)."""
    name, values = PROPERTIES[index % len(PROPERTIES)]
    value = values[(index // len(PROPERTIES)) % len(values)]
    setter = f"Setter(\\.{name}, {value})"
    kind = index % 10
    if kind == 3:
        return [(f"if compact {{ {setter} }}", 1)]
    if kind == 5:
        return [(f"if size > 1 {{ {setter} }} else {{ Setter(\\.alpha, 0.25) }}", 2)]
    if kind == 7:
        return [("for lines in 0..<3 { Setter(\\.numberOfLines, lines) }", 1)]
    if kind == 8:
        return [(f"Style<Label> {{ {setter}; Setter(\\.alpha, 0.9) }}", 2)]
    if kind == 9:
        return [("base.lifted()", 1), ("Style<Label>().numberOfLines(3).alpha(0.8)", 2)]
    return [(setter, 1)]


def five_hundred():
    """Statements, with their setters, until they write 500 setters."""
    statements, count, index = [], 0, 0
    while count < 500:
        added = statement(index)
        statements += added
        count += sum(setters for _, setters in added)
        index += 1
    return statements


def flat_file(statements):
    """The statements as one flat block."""
    flat = HEADER + ["let fiveHundred = Style<Label> {"]
    flat += ["  " + text for text, _ in statements] + ["}"]
    return "\n".join(flat) + "\n"


def declared_file(statements, most=25):
    """The same statements in order, as declared styles of at most `most` setters each,
    composed."""
    parts, current, current_setters = [], [], 0
    for text, setters in statements:
        if current_setters + setters > most:
            parts.append(current)
            current, current_setters = [], 0
        current.append(text)
        current_setters += setters
    parts.append(current)
    declared = list(HEADER)
    for number, part in enumerate(parts):
        declared += [f"let part{number} = Style<Label> {{"] + ["  " + s for s in part] + ["}"]
    names = ", ".join(f"part{number}" for number in range(len(parts)))
    declared.append(f"let fiveHundred = Style.compose({names})")
    return "\n".join(declared) + "\n"


def main(arguments):
    command, rest = arguments[0], arguments[1:]
    if command == "slow":
        lines = [line for path in rest for line in open(path, errors="replace")]
        print("".join(f"{line}\n" for line in slow_bodies(lines)), end="")
    elif command == "both":
        first, again = (read_slow(open(path)) for path in rest)
        print("".join(f"{line}\n" for line in slow_in_both(first, again)), end="")
    elif command == "generate":
        twenty_path, flat_path, declared_path, copies = rest
        statements = five_hundred()
        for path, text in ((twenty_path, twenty_file(int(copies))),
                           (flat_path, flat_file(statements)),
                           (declared_path, declared_file(statements))):
            with open(path, "w") as file:
                file.write(text)
    elif command == "medians":
        print(" ".join(f"{ms:.2f}" for ms in medians(open(rest[0]))))
    elif command == "ratio":
        print(f"{float(rest[0]) / float(rest[1]):.1f}")
    elif command == "within":
        return 0 if float(rest[0]) <= float(rest[1]) * float(rest[2]) else 1
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
