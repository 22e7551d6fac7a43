#!/usr/bin/env bash
# Instruction-count gate for EventStream: runs each workload of Benchmarks/EventStreamWorkloads
# under cachegrind at two lengths and takes the difference, so start-up and one-time costs
# cancel and what remains is the instructions per operation. Fails if any workload rises more
# than 5 % above Benchmarks/baseline/instructions.json.
#
#   scripts/bench-check.sh            compare with the baseline (make bench-check)
#   scripts/bench-check.sh --update   write the baseline from this run
#   scripts/bench-check.sh --peer     also count OpenCombine's instructions (no gate)
#   WORKLOADS="1 2b" scripts/…        only some workloads
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=Benchmarks/baseline/instructions.json
tolerance=5
update=no
peer=no
for argument in "$@"; do
    case "$argument" in
        --update) update=yes ;;
        --peer) peer=yes ;;
        *) echo "usage: $0 [--update] [--peer]" >&2; exit 2 ;;
    esac
done

swift build -c release --package-path Benchmarks --product EventStreamWorkloads >&2
# Valgrind 3.19 cannot read the DWARF 5 the Swift compiler emits; the symbol table is enough.
binary=Benchmarks/.build/bench-check/EventStreamWorkloads
mkdir -p "$(dirname "$binary")"
strip --strip-debug -o "$binary" Benchmarks/.build/release/EventStreamWorkloads

# Operations added between the two runs of each workload; the short run does a fifth of it.
declare -A extra=([1]=20000 [2a]=5000 [2b]=5000 [2c]=20000 [3a]=5000 [3b]=5000 [4]=5000 [4t]=5000
                  [5.1]=20000 [5.10]=10000 [6]=5000)
order="1 2a 2b 2c 3a 3b 4 4t 5.1 5.10 6"
workloads=${WORKLOADS:-$order}

# Total instructions of one run.
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$binary" ops "$1" "$2" "$3" 2>&1 >/dev/null | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,
}

# Instructions per operation of workload $1 in library $2 (es or oc).
per_operation() {
    local added=${extra[$1]} short long
    short=$(instructions "$1" "$2" $((added / 5)))
    long=$(instructions "$1" "$2" $((added / 5 + added)))
    if [ -z "$short" ] || [ -z "$long" ]; then echo "cachegrind gave no count for $1 ($2)" >&2; exit 1; fi
    awk -v a="$short" -v b="$long" -v n="$added" 'BEGIN { printf "%.0f", (b - a) / n }'
}

stored() { [ -f "$baseline" ] && sed -n "s/^ *\"$1\": *\([0-9.]*\).*/\1/p" "$baseline" || true; }

declare -A measured
failed=no
printf '%-6s %12s %12s %8s' workload baseline Ir/op change
[ "$peer" = yes ] && printf ' %14s' OpenCombine
printf '\n'
for id in $workloads; do
    now=$(per_operation "$id" es)
    measured[$id]=$now
    before=$(stored "$id")
    change=""
    if [ -n "$before" ]; then
        change=$(awk -v a="$before" -v b="$now" 'BEGIN { printf "%+.1f%%", (b - a) * 100 / a }')
        if awk -v a="$before" -v b="$now" -v t="$tolerance" 'BEGIN { exit !(b > a * (1 + t / 100)) }'; then
            change="$change  FAIL (> +$tolerance %)"
            failed=yes
        fi
    fi
    printf '%-6s %12s %12s %8s' "$id" "${before:--}" "$now" "$change"
    [ "$peer" = yes ] && printf ' %14s' "$(per_operation "$id" oc)"
    printf '\n'
done

if [ "$update" = yes ]; then
    mkdir -p "$(dirname "$baseline")"
    # Built before the file is opened for writing: rows not measured now keep their stored value.
    content=$({
        echo "{"
        first=yes
        for id in $order; do
            value=${measured[$id]:-$(stored "$id")}
            [ -z "$value" ] && continue
            [ "$first" = yes ] || echo ","
            printf '  "%s": %s' "$id" "$value"
            first=no
        done
        echo ""
        echo "}"
    })
    printf '%s\n' "$content" > "$baseline"
    echo "baseline written to $baseline"
    exit 0
fi

if [ "$failed" = yes ]; then
    echo "bench-check: instructions per operation rose more than $tolerance % (see FAIL above)" >&2
    exit 1
fi
[ -f "$baseline" ] || { echo "bench-check: no baseline at $baseline (run with --update)" >&2; exit 1; }
echo "bench-check: every workload within $tolerance % of the baseline"
