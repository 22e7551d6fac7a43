#!/usr/bin/env bash
# libFuzzer runs of the parsers that read what the network, the terminal and the user hand us.
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#   scripts/fuzz.sh --build-only    (build the targets, run nothing: `make test` does it early)
# Builds Fuzz/ with --sanitize=fuzzer into .build-fuzz (never the normal build), seeds each target
# from Fuzz/Seeds and, when present, the shared API fixtures in ../shared/fixtures, runs each for
# SECONDS_PER_TARGET (default 60) and prints executions per target. A crash stops with its input
# saved under .build-fuzz/crashes/TARGET/ and a non-zero exit: turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=no
if [ "${1:-}" = --build-only ]; then build_only=yes; shift; fi
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzJSON FuzzJPEG FuzzKeys FuzzConfig FuzzLinkHeader FuzzFileNames)
scratch=.build-fuzz
mkdir -p "$scratch"
# libFuzzer, not the Swift runtime, must catch a crash so that it saves the input.
export SWIFT_BACKTRACE=enable=no
build() { swift build --package-path Fuzz --scratch-path "$scratch" --sanitize=fuzzer >"$scratch/build.log" 2>&1; }
# A path dependency's file list can go stale when files move in the main package: rebuild clean.
if ! build; then
  rm -rf "$scratch"/x86_64-unknown-linux-gnu "$scratch"/debug
  build || { grep -E "error" "$scratch/build.log" | head -20; echo "fuzz build failed"; exit 1; }
fi
[ "$build_only" = no ] || exit 0
fixtures=${PHOTO_TUI_FIXTURES:-../shared/fixtures}
status=0
for target in "${targets[@]}"; do
  corpus="$scratch/corpus/$target"
  crashes="$scratch/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  seeds=("Fuzz/Seeds/$target")
  case $target in
    FuzzJSON) [ -d "$fixtures" ] && seeds+=("$fixtures/unsplash" "$fixtures/openverse") ;;
    FuzzLinkHeader) [ -d "$fixtures" ] && seeds+=("$fixtures/unsplash") ;;
  esac
  [ -d "$fixtures" ] || echo "$target: ../shared/fixtures absent; seeding from Fuzz/Seeds only"
  log="$scratch/$target.log"
  if "$scratch/debug/$target" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$crashes/" >"$log" 2>&1; then
    result=ok
  else
    result="CRASH (input in $crashes/)"
    status=1
  fi
  runs=$(grep -aE "stat::number_of_executed_units" "$log" | awk '{print $2}' | tail -1 || true)
  echo "$target: ${runs:-?} executions in ${seconds}s, $result"
done
exit $status
