#!/usr/bin/env bash
# Fuzzes the text stylesheet loader and the design token reader: builds CascadeCSSFuzz
# with libFuzzer and AddressSanitizer, then runs it for a bounded time. An input that
# starts with `{` is read as a design token file (Tests/Fuzz/CascadeCSSFuzz/TokenFileCheck.swift:
# it fails on a diagnostic outside the text, a file that does not print back to equal
# tokens, or a theme that does not export and load back equal) and as the `cascade` tool's
# configuration, cascade.json (ConfigurationCheck.swift: it fails on a problem outside the
# text, or a message that names a declared type by its Swift name); any other is read as a
# text sheet and loaded through the substitutes' vocabulary, and fails on a crash, a
# diagnostic that points outside the text, or a loaded sheet whose printed text does not
# load back, without an error, to an equal sheet (Tests/Fuzz/CascadeCSSFuzz/TextSheetCheck.swift). Any
# input also fails if it takes over 2 s or 2 GB (.ci/fuzzing.sh): a slow or greedy input is
# a hang found early. Inputs grow up to 64 KiB, the most the check reads.
#
# The seed corpus is Tests/Fuzz/CascadeCSSFuzz/Corpus, each seed well under that length
# (libFuzzer cuts a longer one to it); the working corpus stays in .build/fuzz-css/corpus,
# so each run goes on from the last. A failing input is kept in .build/fuzz-css/artifacts;
# replay it with `swift run CascadeCSSFuzz <file>`.
#
# Usage: bash .ci/fuzz-css.sh [seconds, default 60]
#   CASCADE_FUZZ_ASAN=0 builds without AddressSanitizer, for about three times the runs.
#   CASCADE_FUZZ_RUNS=N runs N inputs from libFuzzer's seed 1 instead of for a time, so that
#   a run on a fresh clone (as in CI) tries the same inputs every time.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/fuzzing.sh

seconds="${1:-60}"
# The build folder all fuzzers share (.ci/fuzzing.sh); the corpus and artifacts are this
# fuzzer's own.
build_fuzzer CascadeCSSFuzz
scratch=.build/fuzz-css

corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
cp -n Tests/Fuzz/CascadeCSSFuzz/Corpus/*.css Tests/Fuzz/CascadeCSSFuzz/Corpus/*.json "$corpus/"

# One dictionary for both readers: libFuzzer takes one.
dictionary="$scratch/fuzz.dict"
cat Tests/Fuzz/CascadeCSSFuzz/css.dict Tests/Fuzz/CascadeCSSFuzz/tokens.dict >"$dictionary"

limit=(-max_total_time="$seconds")
run=("$binary")
if [[ -n "${CASCADE_FUZZ_RUNS:-}" ]]; then
  limit=(-runs="$CASCADE_FUZZ_RUNS" -seed=1)
  # Swift seeds its hashing per process, which changes the coverage libFuzzer sees and so
  # the inputs it makes next; fixed, the same seed makes the same inputs.
  run=(env SWIFT_DETERMINISTIC_HASHING=1 "$binary")
fi

echo "== Fuzzing for ${CASCADE_FUZZ_RUNS:+$CASCADE_FUZZ_RUNS runs, not }$seconds s"
run_fuzzer "$artifacts" "No crash, hang or failed check" \
  "${run[@]}" "${limit[@]}" -max_len=65536 "${fuzz_bounds[@]}" \
  -dict="$dictionary" -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus"
