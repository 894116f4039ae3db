#!/usr/bin/env bash
# Fuzzes the cascade: builds CascadeFuzz with libFuzzer and AddressSanitizer, then runs it
# for a bounded time. Every input is read as the choices of a random case (a world, sheets
# and mutations) that the engine and the reference model of Tests/Support/CascadeReferenceModel
# must agree on after every application. Prints libFuzzer's figures.
#
# Exits non-zero on a crash, a disagreement, or a case that takes over 2 s or 2 GB
# (.ci/fuzzing.sh): the harness prints a disagreement and the case, then aborts, and
# libFuzzer keeps the input in .build/fuzz/artifacts. Replay one with
# `swift run CascadeFuzz <file>` (with the run's CASCADE_FUZZ_FEATURES and
# CASCADE_FUZZ_LIMITS). The corpus stays in .build/fuzz/corpus, so each run goes on from
# the last.
#
# Usage: bash .ci/fuzz-cascade.sh [seconds, default 60] [all|simple, default all]
#                                 [standard|deep, default standard]
#   `simple` keeps to one sheet, without overlapping setters or adaptive blocks.
#   `deep` makes long selectors (up to 12 steps) and deep chains of objects (up to 64), as
#   Limits.deep in Tests/Support/CascadeReferenceModel says, where `standard` keeps to 4 steps and
#   a depth of 40 in one world in 16.
#   CASCADE_FUZZ_ASAN=0 builds without AddressSanitizer, for about three times the runs.
#   CASCADE_FUZZ_RUNS=N runs N inputs from libFuzzer's seed 1 instead of for a time, so that
#   a run on a fresh clone (as in CI) tries the same inputs every time.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
features="${2:-all}"
case_limits="${3:-standard}"
source .ci/fuzzing.sh
# The build folder all fuzzers share (.ci/fuzzing.sh); the corpus and artifacts are this
# fuzzer's own.
build_fuzzer CascadeFuzz
scratch=.build/fuzz

corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
# Any bytes make a case; seeds of the length a whole case reads start the fuzzer off: a
# case of the standard limits reads up to about 1,500 bytes, of the deep ones about 2,600,
# and libFuzzer's inputs grow from the seeds' length. They are pseudo-random from fixed
# seeds, so that a fresh clone starts from the same ones.
if [[ -z "$(ls -A "$corpus")" ]]; then
  for seed in 1 2 3 4 5 6 7 8; do
    python3 -c "import random, sys; random.seed($seed); sys.stdout.buffer.write(random.randbytes(2048))" \
      >"$corpus/seed-$seed"
  done
fi
limit=(-max_total_time="$seconds")
if [[ -n "${CASCADE_FUZZ_RUNS:-}" ]]; then limit=(-runs="$CASCADE_FUZZ_RUNS" -seed=1); fi

echo "== Fuzzing for ${CASCADE_FUZZ_RUNS:+$CASCADE_FUZZ_RUNS runs, not }$seconds s" \
  "($features features, $case_limits limits)"
CASCADE_FUZZ_FEATURES="$features" CASCADE_FUZZ_LIMITS="$case_limits" \
  run_fuzzer "$artifacts" "No crash, hang or disagreement" \
  "$binary" "${limit[@]}" -max_len=4096 "${fuzz_bounds[@]}" -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$corpus"
