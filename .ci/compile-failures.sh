#!/usr/bin/env bash
# Negative compile tests: type-checks each file in Tests/CompileFailures against the built
# Cascade and CascadeViews modules and checks the outcome its header comments declare.
#
#   // expect-error: <text>   the file must fail, and <text> must appear in an error line;
#                             give one line per expected substring.
#   // expect-success         the file must type-check with no errors and no warnings.
#
# Run from anywhere: bash .ci/compile-failures.sh
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo_root"
cases_dir="Tests/CompileFailures"

output="$(mktemp)"
trap 'rm -f "$output"' EXIT

source .ci/built-modules.sh

passed=0
failed=0

pass() {
  echo "PASS $1"
  passed=$((passed + 1))
}

fail() {
  echo "FAIL $1: $2"
  if [[ -n "${3:-}" ]]; then
    printf '%s\n' "$3" | sed 's/^/    /'
  fi
  failed=$((failed + 1))
}

shopt -s nullglob
files=("$cases_dir"/*.swift)
if ((${#files[@]} == 0)); then
  echo "FAIL $cases_dir: no test files"
  echo "0 passed, 1 failed"
  exit 1
fi

for file in "${files[@]}"; do
  name="$(basename "$file" .swift)"

  expected=()
  while IFS= read -r line; do
    expected+=("$line")
  done < <(sed -n 's|^// expect-error: \(.*\)$|\1|p' "$file")
  success=0
  if grep -qx '// expect-success' "$file"; then success=1; fi

  if ((success == 1 && ${#expected[@]} > 0)); then
    fail "$name" "declares both expect-success and expect-error"
    continue
  fi
  if ((success == 0 && ${#expected[@]} == 0)); then
    fail "$name" "declares no expectation (// expect-error: ... or // expect-success)"
    continue
  fi

  status=0
  swiftc -typecheck -swift-version 6 -diagnostic-style llvm -I "$modules" "$file" \
    >"$output" 2>&1 || status=$?
  errors="$(grep -E '(^|: )error: ' "$output" || true)"

  if ((success == 1)); then
    warnings="$(grep -E '(^|: )warning: ' "$output" || true)"
    if ((status != 0)); then
      fail "$name" "expected success, swiftc exited with $status" "$(cat "$output")"
    elif [[ -n "$warnings" ]]; then
      fail "$name" "expected a clean type-check, got warnings" "$warnings"
    else
      pass "$name"
    fi
    continue
  fi

  if ((status == 0)); then
    fail "$name" "expected errors, but it type-checked" "$(cat "$output")"
    continue
  fi
  missing=()
  for text in "${expected[@]}"; do
    if ! grep -qF -- "$text" <<<"$errors"; then missing+=("$text"); fi
  done
  if ((${#missing[@]} > 0)); then
    reason="missing expected error text: $(printf '"%s" ' "${missing[@]}")"
    fail "$name" "${reason% }; actual errors:" "${errors:-$(cat "$output")}"
  else
    pass "$name"
  fi
done

echo "$passed passed, $failed failed"
((failed == 0))
