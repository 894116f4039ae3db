# Sourced by the fuzz scripts: building a libFuzzer target, and running it with its output
# filtered.
#
# Usage, from the package root:  source .ci/fuzzing.sh

# What each input is held to besides not crashing: 2 seconds and 2 GB. An input that runs
# longer, or takes the process's memory past 2,048 MB (or asks for as much in one
# allocation: libFuzzer's malloc limit follows the RSS limit), fails as a crash does,
# and libFuzzer keeps it in the artifacts folder as timeout-… or oom-…. The inputs here take a
# tenth of a second at most, so one that takes 2 s has met a cost that grows too fast with
# its size, as nested `@media` or long selectors on deep trees can.
fuzz_bounds=(-timeout=2 -rss_limit_mb=2048)

# Builds PRODUCT for fuzzing, apart from the plain build, with libFuzzer and
# AddressSanitizer (CASCADE_FUZZ_ASAN=0 leaves the latter out, for about three times the
# runs). Every fuzzer shares one build folder per set of sanitizers, so the library is
# compiled for fuzzing once; each keeps its corpus and artifacts under its own SCRATCH.
# Sets `binary`, or prints the build log and exits.
build_fuzzer() {
  local product=$1
  local sanitizers=fuzzer,address
  if [[ "${CASCADE_FUZZ_ASAN:-1}" == 0 ]]; then sanitizers=fuzzer; fi
  local build=(swift build -c release --scratch-path ".build/fuzz-build-${sanitizers/,/-}"
    --product "$product" -Xswiftc "-sanitize=$sanitizers" -Xswiftc -DCASCADE_FUZZING)
  echo "== Building $product (-sanitize=$sanitizers)"
  local log
  log="$(mktemp)"
  if ! "${build[@]}" >"$log" 2>&1; then
    cat "$log"
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
  binary="$("${build[@]}" --show-bin-path)/$product"
}

# Runs a fuzzer command (the arguments) and prints libFuzzer's output without the lines of
# each new input, which say only that coverage grew, and without the dictionary it
# recommends. Exits with libFuzzer's status if it failed (a crash, a failed check, or an
# input over the bounds above), naming ARTIFACTS, where it keeps the input; else prints
# PASSED.
run_fuzzer() {
  local artifacts=$1 passed=$2
  shift 2
  local output status=0
  output="$(mktemp)"
  # The Swift runtime's backtracer would take libFuzzer's signals, and its reads of the
  # stack trip AddressSanitizer.
  SWIFT_BACKTRACE=enable=no "$@" >"$output" 2>&1 || status=$?
  awk '/^###### Recommended dictionary/ { skip = 1 }
    !skip && !/^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)/ && !/^[[:space:]]+NEW_FUNC/
    /^###### End of recommended dictionary/ { skip = 0 }' "$output"
  rm -f "$output"
  if [[ $status -ne 0 ]]; then
    echo "FAIL libFuzzer exited with $status; the input is in $artifacts"
    exit "$status"
  fi
  echo "== $passed"
}
