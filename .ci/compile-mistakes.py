#!/usr/bin/env python3
"""The corpus of mistakes: each file in Tests/Fixtures/CompileMistakes is type-checked against the
built modules, and its FIRST error must be the one its header declares.

  // expect-first-error: LINE:COLUMN: TEXT   the first error a build prints is at LINE:COLUMN
                                            and its message contains TEXT
  // expect-first-warning: LINE:COLUMN: TEXT no error, and the first warning is at LINE:COLUMN
                                            and its message contains TEXT
  // expect-success                         no error and no warning
  // compiled-with: PATH                    PATH, from the package root, is type-checked
                                            with the case: generated code it uses (with two
                                            files, the case is no longer a script, so its
                                            top-level values are globals and must be Sendable)

Several expect-first-error lines are alternatives, for a mistake whose first message the
compiler picks differently from run to run (it does for `\\.textColor = .red` in a block):
the first error must match one of them.

A case fails on a compiler crash (exit status of 128 or more, or a stack dump), on the
type checker giving up ("unable to type-check this expression in reasonable time"), on a
first error at another place, or on a message that does not contain TEXT.

The error path's time is gated as a ratio: each chain of 40 modifiers with a mistake
(Chains/Chain40*) type-checks within RATIO_LIMIT times the correct 40-link chain
(Chains/Chain40Correct), the fastest of three runs of each, measured in the same run.

Every ```swift block of the documentation (README.md and Documentation/) that starts with
`// Mistake: FOLDER/NAME` must be an excerpt of that case, its lines in order, and the
```text block after it must show the case's expected first error (or warning): the pages
show the messages the compiler really prints.

Each file in Tests/Fixtures/CompilerDefects is a minimal reproducer of a compiler defect that Cascade
works around, headed `// expect-compiler-crash`: each is compiled as far as SIL (some crash
the type checker, some the lowering after it), reported, never failed on, and a
reproducer that no longer crashes says that the workaround can go.

Usage: python3 .ci/compile-mistakes.py [--modules DIR] [--self-test] [NAME...]
"""

import argparse
import concurrent.futures
import pathlib
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests" / "Fixtures" / "CompileMistakes"
DEFECTS = ROOT / "Tests" / "Fixtures" / "CompilerDefects"
RATIO_LIMIT = 3.0
TIMEOUT_SECONDS = 120
EXPECT_ERROR = re.compile(r"^// expect-first-error: (\d+):(\d+): (.+)$", re.M)
EXPECT_WARNING = re.compile(r"^// expect-first-warning: (\d+):(\d+): (.+)$", re.M)
COMPILED_WITH = re.compile(r"^// compiled-with: (\S+)$", re.M)
GIVE_UP = "unable to type-check this expression in reasonable time"
CRASH_MARKS = ("Stack dump", "Please submit a bug report", "PLEASE submit a bug report")


def expectation(text):
    """Returns ("error" or "warning", [(line, column, words), ...]), ("success",) or None."""
    for kind, pattern in (("error", EXPECT_ERROR), ("warning", EXPECT_WARNING)):
        matches = pattern.findall(text)
        if matches:
            return (kind, [(int(line), int(column), words.strip())
                           for line, column, words in matches])
    if re.search(r"^// expect-success$", text, re.M):
        return ("success",)
    return None


def first_error(path, output, kind="error"):
    """The first error (or warning) a compiler's output prints, wherever it is, as (line,
    column, message); line and column are 0 when it is not in `path` (another file, a
    macro's buffer, `<unknown>`, or no place at all), which never matches an expectation."""
    match = re.search(rf"^(?:(.*?):(\d+)(?::(\d+))?: )?{kind}: (.*)$", output, re.M)
    if not match:
        return None
    message = re.sub(r" \[#\w+\]$", "", match.group(4))
    if match.group(1) != str(path) or match.group(3) is None:
        return 0, 0, f"{match.group(1) or 'no place'}: {message}"
    return int(match.group(2)), int(match.group(3)), message


def crashed(status, output):
    return status >= 128 or status < 0 or any(mark in output for mark in CRASH_MARKS)


def judge(expected, status, output, path):
    """Returns None when the outcome is the expected one, else the reason it is not."""
    if crashed(status, output):
        return f"the compiler crashed (exit {status})"
    if GIVE_UP in output:
        return "the type checker gave up"
    if expected[0] == "success":
        if status != 0:
            return f"expected a clean type-check, got exit {status}"
        if re.search(r"(^|: )warning: ", output, re.M):
            return "expected a clean type-check, got warnings"
        return None
    if expected[0] == "warning":
        if status != 0 or first_error(path, output) is not None:
            return f"expected only warnings, got an error (exit {status})"
        first = first_error(path, output, "warning")
        if first is None:
            return "expected a warning, but it type-checked cleanly"
    else:
        first = first_error(path, output)
    if first is None:
        return "expected an error, but it type-checked" if status == 0 else "no error line"
    places = [(line, column) for line, column, _ in expected[1]]
    if (first[0], first[1]) not in places:
        line, column = places[0]
        return f"first {expected[0]} at {first[0]}:{first[1]}, expected {line}:{column}: {first[2]}"
    if not any(words in first[2] for _, _, words in expected[1]):
        wanted = " or ".join(f'"{words}"' for _, _, words in expected[1])
        return f"first {expected[0]} says \"{first[2]}\", expected it to contain {wanted}"
    return None


def typecheck(path, modules):
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style", "llvm"]
    if modules:
        command += ["-I", str(modules)]
    command += [str(ROOT / other) for other in COMPILED_WITH.findall(path.read_text())]
    start = time.perf_counter()
    try:
        result = subprocess.run(
            command + [str(path)], capture_output=True, text=True, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return 1, GIVE_UP + f" (no answer in {TIMEOUT_SECONDS} s)", TIMEOUT_SECONDS
    return result.returncode, result.stdout + result.stderr, time.perf_counter() - start


def built_modules():
    subprocess.run(["swift", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout.strip()
    modules = pathlib.Path(bin_path) / "Modules"
    return modules if modules.is_dir() else pathlib.Path(bin_path)


def check_corpus(modules, names):
    files = sorted(CORPUS.rglob("*.swift"))
    if names:
        files = [f for f in files if f.stem in names]
    if not files:
        print(f"FAIL {CORPUS}: no cases")
        return 1
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        runs = pool.map(lambda f: (f, typecheck(f, modules)), files)
        for path, (status, output, seconds) in runs:
            name = path.relative_to(CORPUS).with_suffix("")
            expected = expectation(path.read_text())
            reason = "no expectation in its header" if expected is None else judge(
                expected, status, output, path)
            if reason:
                failed += 1
                print(f"FAIL {name} ({seconds:.2f} s): {reason}")
                print("    " + "\n    ".join(output.strip().splitlines()[:8]))
            else:
                print(f"PASS {name} ({seconds:.2f} s)")
    print(f"{len(files) - failed} passed, {failed} failed")
    return failed


MISTAKE_BLOCK = re.compile(
    r"```swift\n// Mistake: (\S+)\n(.*?)```\s*```text\n(.*?)```", re.S)


def is_excerpt(lines, text):
    """Whether `lines` appear in `text`, in order (each line stripped)."""
    remaining = iter(line.strip() for line in text.splitlines())
    return all(any(line.strip() == other for other in remaining) for line in lines)


def check_docs():
    pages = [ROOT / "README.md"] + sorted((ROOT / "Documentation").rglob("*.md"))
    shown, failed = 0, 0
    for page in pages:
        for match in MISTAKE_BLOCK.finditer(page.read_text()):
            name, code, shown_error = match.groups()
            where = f"{page.relative_to(ROOT)}: {name}"
            path = CORPUS / f"{name}.swift"
            shown += 1
            if not path.exists():
                failed += 1
                print(f"FAIL {where}: no such case in {CORPUS.relative_to(ROOT)}")
                continue
            text = path.read_text()
            expected = expectation(text)
            if not is_excerpt(code.strip().splitlines(), text):
                failed += 1
                print(f"FAIL {where}: the code shown is not an excerpt of the case")
            elif expected is None or expected[0] == "success" or not any(
                    words in shown_error for _, _, words in expected[1]):
                failed += 1
                print(f"FAIL {where}: the message shown is not the case's first error or warning")
    print(f"{shown - failed} of {shown} mistakes shown in the documentation match their case")
    return failed


def fastest(path, modules, runs=3):
    return min(typecheck(path, modules)[2] for _ in range(runs))


def check_error_path_time(modules):
    correct = CORPUS / "Chains" / "Chain40Correct.swift"
    chains = sorted(p for p in (CORPUS / "Chains").glob("Chain40*.swift") if p != correct)
    baseline = fastest(correct, modules)
    print(f"Correct 40-link chain: {baseline:.2f} s (fastest of 3)")
    missed = 0
    for chain in chains:
        seconds = fastest(chain, modules)
        ratio = seconds / baseline
        verdict = "met" if ratio <= RATIO_LIMIT else "MISSED"
        missed += verdict == "MISSED"
        print(f"  {chain.stem}: {seconds:.2f} s, {ratio:.2f}x the correct chain "
              f"(limit {RATIO_LIMIT:.0f}x): {verdict}")
    return missed


def report_defects():
    for path in sorted(DEFECTS.glob("*.swift")):
        # As far as SIL: some defects crash the type checker, some the lowering after it.
        command = ["swiftc", "-emit-silgen", "-parse-as-library", "-swift-version", "6",
                   "-o", "/dev/null", str(path)]
        try:
            result = subprocess.run(command, capture_output=True, text=True,
                                    timeout=TIMEOUT_SECONDS)
            status, output = result.returncode, result.stdout + result.stderr
        except subprocess.TimeoutExpired:
            status, output = 0, ""
        if crashed(status, output):
            print(f"STILL {path.stem}: the compiler still crashes; keep the workaround")
        else:
            print(f"FIXED {path.stem}: the compiler no longer crashes; the workaround can go")


def self_test():
    """The judge fails what it must: a crash, a give-up, another line, other words."""
    path = "Case.swift"
    error = ("error", [(3, 5, "has no member 'txet'")])
    either = ("error", [(3, 5, "has no member 'txet'"), (3, 5, "cannot conform")])
    good = "Case.swift:3:5: error: value of type 'Label' has no member 'txet'\n"
    warning = ("warning", [(3, 5, "'accent' is deprecated")])
    cases = [
        (error, 1, good, None),
        (error, 134, "terminate called\nStack dump:\n", "crashed"),
        (error, 1, "Case.swift:3:5: error: " + GIVE_UP + "\n", "gave up"),
        (error, 1, "Case.swift:9:5: error: value of type 'Label' has no member 'txet'\n" + good,
         "first error at 9:5"),
        (error, 1, "Case.swift:3:5: error: cannot convert value of type 'KeyPath'\n" + good,
         "expected it to contain"),
        (error, 0, "", "type-checked"),
        (error, 1, "Other.swift:3:5: error: value of type 'Label' has no member 'txet'\n" + good,
         "first error at 0:0"),
        (error, 1, "<unknown>:0: error: unable to load module\n" + good, "first error at 0:0"),
        (("success",), 0, "Case.swift:1:1: warning: unused\n", "warnings"),
        (("success",), 0, "", None),
        (either, 1, "Case.swift:3:5: error: type '()' cannot conform to 'P'\n", None),
        (either, 1, "Case.swift:3:5: error: cannot assign\n", "expected it to contain"),
        (warning, 0, "Case.swift:3:5: warning: 'accent' is deprecated\n", None),
        (warning, 0, "Case.swift:4:5: warning: 'accent' is deprecated\n", "first warning at 4:5"),
        (warning, 0, "", "type-checked cleanly"),
        (warning, 1, "Case.swift:3:5: error: 'accent' is deprecated\n", "got an error"),
        (warning, 0, "Case.swift:3:5: warning: 'x' is unused\n", "expected it to contain"),
    ]
    failures = 0
    for expected, status, output, wanted in cases:
        reason = judge(expected, status, output, path)
        ok = reason is None if wanted is None else (reason is not None and wanted in reason)
        failures += not ok
        print(f"{'PASS' if ok else 'FAIL'} self-test: {wanted or 'accepted'} -> {reason}")
    excerpts = [(["b", "c"], "a\n  b\nc\n", True), (["c", "b"], "a\nb\nc\n", False),
                (["b", "x"], "a\nb\nc\n", False)]
    for lines, text, wanted in excerpts:
        ok = is_excerpt(lines, text) == wanted
        failures += not ok
        print(f"{'PASS' if ok else 'FAIL'} self-test: excerpt {lines} -> {wanted}")
    total = len(cases) + len(excerpts)
    print(f"{total - failures} passed, {failures} failed")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("names", nargs="*")
    arguments = parser.parse_args()
    if arguments.self_test:
        return 1 if self_test() else 0
    modules = arguments.modules or built_modules()
    failed = check_corpus(modules, arguments.names)
    if not arguments.names:
        print("\nThe mistakes shown in the documentation")
        failed += check_docs()
        print("\nThe error path's time, as a ratio to a correct chain")
        failed += check_error_path_time(modules)
        print("\nMinimal reproducers of the compiler defects worked around")
        report_defects()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
