#!/usr/bin/env bash
# Fuzzes the text stylesheet loader and the design token reader: builds CascadeCSSFuzz
# with libFuzzer and AddressSanitizer, then runs it for a bounded time. An input that
# starts with `{` is read as a design token file (Tests/CascadeCSSFuzz/TokenFileCheck.swift:
# it fails on a diagnostic outside the text, a file that does not print back to equal
# tokens, or a theme that does not export and load back equal); any other is read as a
# text sheet and loaded through the substitutes' vocabulary, and fails on a crash, a hang,
# a diagnostic that points outside the text, or a loaded sheet whose printed text does not
# load back, cleanly, to an equal sheet (Tests/CascadeCSSFuzz/TextSheetCheck.swift).
#
# The seed corpus is Tests/CascadeCSSFuzz/Corpus; the working corpus stays in
# .build/fuzz-css/corpus, so each run goes on from the last. A failing input is kept in
# .build/fuzz-css/artifacts; replay it with `swift run CascadeCSSFuzz <file>`.
#
# Usage: bash .ci/fuzz-css.sh [seconds, default 60]
#   CASCADE_FUZZ_ASAN=0 builds without AddressSanitizer, for about three times the runs.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
sanitizers=fuzzer,address
if [[ "${CASCADE_FUZZ_ASAN:-1}" == 0 ]]; then sanitizers=fuzzer; fi
scratch=.build/fuzz-css
build=(swift build -c release --scratch-path "$scratch/build-${sanitizers/,/-}"
  --product CascadeCSSFuzz -Xswiftc "-sanitize=$sanitizers" -Xswiftc -DCASCADE_FUZZING)

echo "== Building CascadeCSSFuzz (-sanitize=$sanitizers)"
log="$(mktemp)"
if ! "${build[@]}" >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  exit 1
fi
rm -f "$log"
binary="$("${build[@]}" --show-bin-path)/CascadeCSSFuzz"

corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
cp -n Tests/CascadeCSSFuzz/Corpus/*.css Tests/CascadeCSSFuzz/Corpus/*.json "$corpus/"

# One dictionary for both readers: libFuzzer takes one.
dictionary="$scratch/fuzz.dict"
cat Tests/CascadeCSSFuzz/css.dict Tests/CascadeCSSFuzz/tokens.dict >"$dictionary"

echo "== Fuzzing for $seconds s"
output="$(mktemp)"
status=0
# The Swift runtime's backtracer would take libFuzzer's signals, and its reads of the
# stack trip AddressSanitizer.
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -dict="$dictionary" -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$corpus" >"$output" 2>&1 || status=$?
awk '/^###### Recommended dictionary/ { skip = 1 }
  !skip && !/^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)/ && !/^[[:space:]]+NEW_FUNC/
  /^###### End of recommended dictionary/ { skip = 0 }' "$output"
rm -f "$output"
if [[ $status -ne 0 ]]; then
  echo "FAIL libFuzzer exited with $status; the input is in $artifacts"
  exit "$status"
fi
echo "== No crash, hang or failed check"
