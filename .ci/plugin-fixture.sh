#!/usr/bin/env bash
# Builds Tests/Fixtures/CascadePlugin, an app package that adopts CascadePlugin in one line,
# as an app would, and proves what the plugin promises:
#
#   1. with a good sheet and token file it builds, and the generated tokens resolve to the
#      file's values (the app prints them);
#   2. with a misspelt property in the sheet the build fails, printing the line an editor
#      reads: `…/Card.css:2:3: error: unknown property `colr` [unknownProperty]`;
#   3. a property of the app's own, which Sources/StyledApp/cascade.json declares, is known,
#      and a misspelt keyword of it fails the build at its line.
#
# The fixture is copied to .build/plugin-fixture, its path to this package made absolute,
# and built there once; the broken build is the same build again with one file changed, so
# it compiles nothing but the plugin's command. The first build compiles Cascade, CascadeCSS,
# CascadeViews and the tool in the fixture's own build folder: that is this check's cost.
set -euo pipefail
cd "$(dirname "$0")/.."
# The compile-time budget's flags are this package's own build's business, not an app's.
unset CASCADE_TYPECHECK_WARNINGS CASCADE_TESTS_UNOPTIMIZED
root="$PWD"
work="$root/.build/plugin-fixture"
package="$work/package"
log="$work/build.log"

fail() {
  echo "FAIL plugin fixture: $1"
  [[ -f $log ]] && tail -n 40 "$log"
  exit 1
}

rm -rf "$package"
mkdir -p "$work"
cp -R Tests/Fixtures/CascadePlugin "$package"
sed "s|path: \"../../..\"|path: \"$root\"|" Tests/Fixtures/CascadePlugin/Package.swift \
  >"$package/Package.swift"

swift build --package-path "$package" --scratch-path "$work/build" >"$log" 2>&1 ||
  fail "the fixture with a good sheet did not build"
app="$(swift build --package-path "$package" --scratch-path "$work/build" --show-bin-path)/StyledApp"
output="$("$app")"
expected="colorBrandPrimary #FF2D55
dimensionRadiusCard 12.0
Card.css problems 0
Badge elevation raised"
[[ $output == "$expected" ]] || fail "the app printed
$output
instead of
$expected"
echo "ok: the fixture builds, and its generated tokens resolve to the file's values"

sheet="$package/Sources/StyledApp/Card.css"

# Writes $1 as the sheet, builds, and requires the build to fail printing the line $2.
fails_at() {
  printf '%b' "$1" >"$sheet"
  if swift build --package-path "$package" --scratch-path "$work/build" >"$log" 2>&1; then
    fail "the fixture built with this sheet: $1"
  fi
  grep -qF "$2" "$log" || fail "the failed build did not print: $2"
}

line="$sheet:2:3: error: unknown property \`colr\` [unknownProperty]"
fails_at 'Label.title {\n  colr: red;\n}\n' "$line"
echo "ok: a misspelt property fails the build with: $line"

# The app's own property, which cascade.json declares, is checked as the app reads it.
line="$sheet:2:14: error: invalid value for \`elevation\`: expected \`flat\` or \`raised\`, found \`raisd\` [invalidValue]"
fails_at 'Badge {\n  elevation: raisd;\n}\n' "$line"
echo "ok: a value of a property cascade.json declares is checked: $line"
