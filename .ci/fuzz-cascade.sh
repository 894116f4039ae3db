#!/usr/bin/env bash
# Fuzzes the cascade: builds CascadeFuzz with libFuzzer and AddressSanitizer, then runs it
# for a bounded time. Every input is read as the choices of a random case (a world, sheets
# and mutations) that the engine and the reference model of Tests/CascadeReferenceModel
# must agree on after every application. Prints libFuzzer's figures.
#
# Exits non-zero on a crash, a hang or a disagreement: the harness prints the disagreement
# and the case, then aborts, and libFuzzer keeps the input in .build/fuzz/artifacts. Replay
# one with `swift run CascadeFuzz <file>`. The corpus stays in .build/fuzz/corpus, so each
# run goes on from the last.
#
# Usage: bash .ci/fuzz-cascade.sh [seconds, default 60] [all|simple, default all]
#   `simple` keeps to one sheet, without overlapping setters or adaptive blocks.
#   CASCADE_FUZZ_ASAN=0 builds without AddressSanitizer, for about three times the runs.
#   CASCADE_FUZZ_RUNS=N runs N inputs from libFuzzer's seed 1 instead of for a time, so that
#   a run on a fresh clone (as in CI) tries the same inputs every time.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
features="${2:-all}"
sanitizers=fuzzer,address
if [[ "${CASCADE_FUZZ_ASAN:-1}" == 0 ]]; then sanitizers=fuzzer; fi
# A build of its own for each set of sanitizers, apart from the plain build.
scratch=.build/fuzz
build=(swift build -c release --scratch-path "$scratch/build-${sanitizers/,/-}"
  --product CascadeFuzz -Xswiftc "-sanitize=$sanitizers" -Xswiftc -DCASCADE_FUZZING)

echo "== Building CascadeFuzz (-sanitize=$sanitizers)"
log="$(mktemp)"
if ! "${build[@]}" >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  exit 1
fi
rm -f "$log"
binary="$("${build[@]}" --show-bin-path)/CascadeFuzz"

corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
# Any bytes make a case; seeds of the length a whole case reads start the fuzzer off.
# They are pseudo-random from fixed seeds, so that a fresh clone starts from the same ones.
if [[ -z "$(ls -A "$corpus")" ]]; then
  for seed in 1 2 3 4 5 6 7 8; do
    python3 -c "import random, sys; random.seed($seed); sys.stdout.buffer.write(random.randbytes(512))" \
      >"$corpus/seed-$seed"
  done
fi
limit=(-max_total_time="$seconds")
if [[ -n "${CASCADE_FUZZ_RUNS:-}" ]]; then limit=(-runs="$CASCADE_FUZZ_RUNS" -seed=1); fi

echo "== Fuzzing for ${CASCADE_FUZZ_RUNS:+$CASCADE_FUZZ_RUNS runs, not }$seconds s ($features features)"
output="$(mktemp)"
status=0
# The Swift runtime's backtracer would take libFuzzer's signals, and its reads of the
# stack trip AddressSanitizer.
CASCADE_FUZZ_FEATURES="$features" SWIFT_BACKTRACE=enable=no "$binary" \
  "${limit[@]}" -max_len=4096 -timeout=10 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$corpus" >"$output" 2>&1 || status=$?
# Every line but those of each new input, which say only that coverage grew, and the
# dictionary libFuzzer recommends.
awk '/^###### Recommended dictionary/ { skip = 1 }
  !skip && !/^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)/ && !/^[[:space:]]+NEW_FUNC/
  /^###### End of recommended dictionary/ { skip = 0 }' "$output"
rm -f "$output"
if [[ $status -ne 0 ]]; then
  echo "FAIL libFuzzer exited with $status; the input is in $artifacts"
  exit "$status"
fi
echo "== No crash, hang or disagreement"
