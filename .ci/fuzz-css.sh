#!/usr/bin/env bash
# Fuzzes the text stylesheet loader: builds CascadeCSSFuzz with libFuzzer and
# AddressSanitizer, then runs it for a bounded time. Every input is read as a text sheet
# and loaded through the substitutes' vocabulary; the harness fails on a crash, a hang, a
# diagnostic that points outside the text, or a loaded sheet whose printed text does not
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
cp -n Tests/CascadeCSSFuzz/Corpus/*.css "$corpus/"

echo "== Fuzzing for $seconds s"
output="$(mktemp)"
status=0
# The Swift runtime's backtracer would take libFuzzer's signals, and its reads of the
# stack trip AddressSanitizer.
SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -max_len=8192 -timeout=10 \
  -dict=Tests/CascadeCSSFuzz/css.dict -print_final_stats=1 \
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
