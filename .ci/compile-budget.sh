#!/usr/bin/env bash
# The compile-time budget. Builds Sources and Snippets with the type checker's
# long-function-body and long-expression warnings at 200 ms, and type-checks a generated
# 500-setter @StyleBuilder block (literals, tokens, `if`, `for`, nested styles, modifiers) the
# same way. Fails on any such warning or type error; reports the block's type-check time
# against the 2 s target, and the same setters declared as 20 separate styles.
#
# The type checker's time for one result-builder closure grows faster than linearly with
# its statement count (Swift 6.3; the same shows with a trivial Int builder), so a flat
# 500-statement block is slow however small the builder's overload set is, while separately
# declared styles, composed, stay linear. Both figures are printed.
#
# Run from anywhere: bash .ci/compile-budget.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

limit_ms=200
flags=(-Xfrontend -warn-long-function-bodies=$limit_ms
  -Xfrontend -warn-long-expression-type-checking=$limit_ms)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "Building Sources and Snippets with the ${limit_ms} ms type-check warnings"
# A scratch path of its own, so the flags neither invalidate nor reuse the main build.
swift_flags=()
for flag in "${flags[@]}"; do swift_flags+=(-Xswiftc "$flag"); done
swift build --scratch-path .build/compile-budget "${swift_flags[@]}" >"$work/build.log" 2>&1 || {
  cat "$work/build.log"
  exit 1
}
if grep -E "warning: .*took [0-9]+ms to type-check" "$work/build.log" | sort -u; then
  echo "FAIL: the package has bodies or expressions over ${limit_ms} ms (above)"
  exit 1
fi

generated="$work/FiveHundredSetters.swift"
split="$work/FiveHundredSettersSplit.swift"
python3 - "$generated" "$split" <<'PY'
import sys
properties = [
    ("text", ['"Ada"', '"Grace"', 'nil']),
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
header = ["import CascadeViews", "", "let compact = true", "let size = 2",
          "let base = Style<View> { Setter(\\.cornerRadius, 6) }", ""]
statements = []
count = 0
index = 0
while count < 500:
    name, values = properties[index % len(properties)]
    value = values[(index // len(properties)) % len(values)]
    setter = f"Setter(\\.{name}, {value})"
    kind = index % 10
    if kind == 3:
        statements.append(f"if compact {{ {setter} }}")
        count += 1
    elif kind == 5:
        statements.append(f"if size > 1 {{ {setter} }} else {{ Setter(\\.alpha, 0.25) }}")
        count += 2
    elif kind == 7:
        statements.append("for lines in 0..<3 { Setter(\\.numberOfLines, lines) }")
        count += 1
    elif kind == 8:
        statements.append(f"Style<Label> {{ {setter}; Setter(\\.alpha, 0.9) }}")
        count += 2
    elif kind == 9:
        statements.append("base")
        statements.append("Style<Label>().numberOfLines(3).alpha(0.8)")
        count += 3
    else:
        statements.append(setter)
        count += 1
    index += 1
flat = header + ["let fiveHundred = Style<Label> {"] + ["  " + s for s in statements] + ["}"]
open(sys.argv[1], "w").write("\n".join(flat) + "\n")
parts, size = [], (len(statements) + 19) // 20
for start in range(0, len(statements), size):
    name = f"part{len(parts)}"
    parts.append(name)
    header += [f"let {name} = Style<Label> {{"] + ["  " + s for s in statements[start:start + size]] + ["}"]
header.append("let fiveHundred = Style.compose(" + ", ".join(parts) + ")")
open(sys.argv[2], "w").write("\n".join(header) + "\n")
PY

modules="$(swift build --scratch-path .build/compile-budget --show-bin-path)/Modules"

# Prints the milliseconds `swiftc -typecheck` takes on a file; fails on a warning or error.
typecheck_ms() {
  local start end
  start=$(date +%s%N)
  if ! swiftc -typecheck -swift-version 6 -I "$modules" "${flags[@]}" "$1" >"$work/typecheck.log" 2>&1 \
    || grep -q "warning:" "$work/typecheck.log"; then
    cat "$work/typecheck.log" >&2
    echo "FAIL: $(basename "$1") does not type-check cleanly within ${limit_ms} ms per body" >&2
    return 1
  fi
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

echo "Type-checking a generated 500-setter block"
flat_ms=$(typecheck_ms "$generated")
split_ms=$(typecheck_ms "$split")
verdict=$([ "$flat_ms" -le 2000 ] && echo met || echo MISSED)
echo "500-setter block, flat: ${flat_ms} ms (target 2000 ms: ${verdict})"
echo "the same setters as 20 declared styles, composed: ${split_ms} ms"
