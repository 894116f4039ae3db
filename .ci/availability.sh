#!/usr/bin/env bash
# The platform floor, checked: no declaration above the floor in Package.swift is used
# without an `if #available`, `guard #available` or `@available` that guards it, in any
# module the package builds from Sources and Snippets (and Tests, with --with-tests). The availability of each
# declaration comes from the toolchain's own modules and the package's own `@available`
# attributes; the uses come from the compiler's type-checked syntax tree. What the check
# covers and cannot prove is written in .ci/availability/__init__.py.
#
#   bash .ci/availability.sh              builds the package, then checks it
#   bash .ci/availability.sh --with-tests builds and checks the test modules too
#   bash .ci/availability.sh --self-test  shows that the check fails on planted uses (Mutex
#                                         above the floor, UISwitch on tvOS, UIView on
#                                         watchOS) and passes on the same uses behind guards
#
# Needs the Swift toolchain and python3 (no packages).
set -euo pipefail
cd "$(dirname "$0")/.."

fixtures=Tests/Fixtures/Availability

self_test() {
  local output
  output=$(mktemp)
  trap 'rm -f "$output"' RETURN

  echo "-- a planted, unguarded use of Mutex must fail the check"
  if python3 .ci/availability --skip-package \
    --extra-module "Planted=$fixtures/UnguardedMutex.swift" >"$output" 2>&1; then
    cat "$output"
    echo "FAIL the check passed a planted use of Mutex"
    return 1
  fi
  cat "$output"
  local expected
  for expected in \
    "UnguardedMutex.swift:7:[0-9]*: Synchronization.Mutex needs .*iOS 18" \
    "UnguardedMutex.swift:11:[0-9]*: .*withLock.* needs .*iOS 18" \
    "UnguardedMutex.swift:19:[0-9]*: Synchronization.Atomic needs .*iOS 18" \
    "FAIL 10 uses above the floor"; do
    if ! grep -q "$expected" "$output"; then
      echo "FAIL the check's report lacks: $expected"
      return 1
    fi
  done

  echo "-- the same uses behind if #available, guard #available and @available must pass"
  if ! python3 .ci/availability --skip-package \
    --extra-module "Guarded=$fixtures/GuardedMutex.swift"; then
    echo "FAIL the check failed guarded uses of Mutex"
    return 1
  fi

  echo "-- planted uses of UISwitch on tvOS and UIView on watchOS must fail the check"
  if python3 .ci/availability --skip-package \
    --extra-module "PlantedUIKit=$fixtures/UnguardedUIKit.swift" >"$output" 2>&1; then
    cat "$output"
    echo "FAIL the check passed planted uses of UIKit where it lacks them"
    return 1
  fi
  cat "$output"
  for expected in \
    "UnguardedUIKit.swift:8:[0-9]*: UIKit.UISwitch is unavailable on tvOS, watchOS" \
    "UnguardedUIKit.swift:11:[0-9]*: UIKit.UIView is unavailable on watchOS" \
    "UnguardedUIKit.swift:19:[0-9]*: switchesOnly() is unavailable on tvOS" \
    "FAIL 6 uses above the floor"; do
    if ! grep -q "$expected" "$output"; then
      echo "FAIL the check's report lacks: $expected"
      return 1
    fi
  done

  echo "-- the same uses behind #if and @available(…, unavailable) must pass"
  if ! python3 .ci/availability --skip-package \
    --extra-module "GuardedUIKit=$fixtures/GuardedUIKit.swift"; then
    echo "FAIL the check failed guarded uses of UIKit"
    return 1
  fi
  echo "PASS the check fails on the planted uses and passes the guarded ones"
}

# The check type-checks each module against the modules the build made, and reads the
# compiler's arguments from SwiftPM's build manifest, so both must be current.
if [[ " $* " == *" --with-tests "* ]]; then
  swift build --build-tests
else
  swift build
fi
if [[ ${1:-} == --self-test ]]; then
  self_test
else
  python3 .ci/availability "$@"
fi
