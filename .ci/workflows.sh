#!/usr/bin/env bash
# Checks the GitHub Actions workflows in .github/workflows against GitHub's schema for
# workflow files, with check-jsonschema, which carries that schema (SchemaStore's
# `github-workflow.json`) and needs no network once installed. The workflows' Apple jobs
# cannot run on the machines the project is developed on, so this is what checks them here:
# a misspelt key, a missing `runs-on`, a value of the wrong type. It does not run them, and
# it cannot tell whether a runner image has a given Xcode or simulator.
#
#   bash .ci/workflows.sh              checks every workflow file
#   bash .ci/workflows.sh --self-test  shows that it fails on a planted mistake, with the
#                                      mistake named
#
# Installs check-jsonschema, at the version pinned below, from PyPI into a virtual
# environment in .build/ci-python the first time (about 10 s), so it touches no Python
# installation. Needs python3 with its venv module (on Debian, `python3-venv`; .ci/run
# installs both when missing). Each check then takes under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.39.0
environment=.build/ci-python
checker=$environment/bin/check-jsonschema

# The pinned checker, installed once: a newer release may read the schema differently.
install_checker() {
  if [[ -x $checker ]] && "$checker" --version 2>/dev/null | grep -q "version $version\$"; then
    return
  fi
  echo "Installing check-jsonschema $version from PyPI into $environment"
  rm -rf "$environment"
  if ! python3 -m venv "$environment"; then
    echo "FAIL python3 cannot make a virtual environment: install its venv module" \
      "(on Debian: apt-get install python3-venv)" >&2
    exit 1
  fi
  "$environment/bin/python" -m pip install --quiet --disable-pip-version-check \
    "check-jsonschema==$version"
}

check() {
  "$checker" --builtin-schema vendor.github-workflows "$@"
}

install_checker
if [[ ${1:-} == --self-test ]]; then
  # A job's `steps:` spelt `step:`, which GitHub rejects; the check must fail on it, and for
  # that reason, not because it could not run.
  planted=Tests/Fixtures/Workflows/MisspeltSteps.yml
  if output=$(check "$planted" 2>&1); then
    echo "FAIL the workflow check passed $planted"
    exit 1
  fi
  if ! grep -q "'step' was unexpected" <<<"$output"; then
    printf '%s\n' "$output"
    echo "FAIL the workflow check failed on $planted without naming the misspelt key"
    exit 1
  fi
  echo "PASS the check fails on $planted: 'step' was unexpected"
else
  workflows=(.github/workflows/*.yml)
  check "${workflows[@]}"
  echo "PASS ${#workflows[@]} workflow file(s) valid for GitHub: ${workflows[*]}"
fi
