#!/usr/bin/env bash
# Measures the browser as a person uses it: the release binary on the offline library inside
# tmux, with the app's timing log (PHOTO_TUI_TIMING) for the in-process latencies.
#
#   scripts/bench-browser.sh            # builds the release binary, writes Benchmarks/results/browser.md
#   PHOTO_TUI_BIN=path scripts/bench-browser.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/tmux-bench-lib.sh
bench_setup bench
OUT="Benchmarks/results/browser.md"
loaded() { screen | sed -n 2p | grep -oE 'of [0-9]+ loaded' | grep -oE '[0-9]+' || echo 0; }

t -f /dev/null new-session -d -s bench -x 160 -y 48 \
    "exec env -u UNSPLASH_ACCESS_KEY -u PHOTO_TUI_API_URL PHOTO_TUI_SOURCE=offline HOME=$WORK XDG_CACHE_HOME=$WORK/cache XDG_STATE_HOME=$WORK/state \
     XDG_CONFIG_HOME=$WORK/config LANG=C.UTF-8 TERM=tmux-256color PHOTO_TUI_TIMING=$TIMING '$PHOTO_TUI_BIN'"
PID="$(t display-message -p -t bench '#{pane_pid}')"
START=$(date +%s%N)
wait_for ' loaded ' 60
STARTUP=$(( ($(date +%s%N) - START) / 1000000 ))

# 1. Last keystroke -> first result row (the debounce is 300 ms of it). The browser starts in
# the list: / enters the search box.
t send-keys -t bench /
for query in sea forest city night mountain 바다 lake desert; do
    t send-keys -t bench C-u
    sleep 0.5
    t send-keys -t bench -l "$query"
    wait_for "Search: $query .*photos" 10
    sleep 0.4
done
read -r TYPE_MED TYPE_P95 TYPE_N <<<"$(stats keystroke_to_rows)"

# 2. Enter -> detail pane with its image cached: open once to load, then measure reopening.
t send-keys -t bench Escape
sleep 0.3
FROM=$(( $(lines) + 1 ))
for i in 1 2 3 4 5 6; do
    t send-keys -t bench Enter; wait_for 'Esc to go back' 10; sleep 0.6
    t send-keys -t bench Escape; sleep 0.3
    t send-keys -t bench j; sleep 0.3
done
for i in 1 2 3 4 5 6; do
    t send-keys -t bench k; sleep 0.3
done
FROM=$(( $(lines) + 1 ))
for i in 1 2 3 4 5 6; do
    t send-keys -t bench Enter; wait_for 'Esc to go back' 10; sleep 0.4
    t send-keys -t bench Escape; sleep 0.3
    t send-keys -t bench j; sleep 0.3
done
read -r DETAIL_MED DETAIL_P95 DETAIL_N <<<"$(stats enter_to_detail "$FROM")"

# 3. Keypress -> frame while scrolling over cached thumbnails: one pass to load, one measured.
t send-keys -t bench g; sleep 0.3
for i in $(seq 1 29); do t send-keys -t bench j; sleep 0.05; done
sleep 1.5
t send-keys -t bench g; sleep 0.5
FROM=$(( $(lines) + 1 ))
for i in $(seq 1 25); do t send-keys -t bench j; sleep 0.1; done
for i in $(seq 1 25); do t send-keys -t bench k; sleep 0.1; done
read -r SCROLL_MED SCROLL_P95 SCROLL_N <<<"$(stats key_to_frame "$FROM")"

# 4. Idle CPU over 10 s.
sleep 2
TICKS=$(getconf CLK_TCK)
cpu() { awk '{ print $14 + $15 }' "/proc/$PID/stat"; }
C0=$(cpu); sleep 10; C1=$(cpu)
IDLE_CPU=$(awk -v a="$C0" -v b="$C1" -v hz="$TICKS" 'BEGIN { printf "%.2f", (b - a) / hz / 10 * 100 }')

# 5. Resident memory after scrolling through 1,000 results (home feed, then the widest search).
t send-keys -t bench /; sleep 0.2; t send-keys -t bench C-u; sleep 0.5
t send-keys -t bench -l "${BENCH_WIDE_QUERY:-a}"
wait_for "Search: ${BENCH_WIDE_QUERY:-a} .* photos" 10
sleep 0.5
t send-keys -t bench Escape; sleep 0.3
SCROLLED=0
deadline=$((SECONDS + 180))
while (( SECONDS < deadline )); do
    for i in $(seq 1 15); do t send-keys -t bench PageDown; sleep 0.03; done
    SCROLLED=$(loaded)
    (( SCROLLED >= 1000 )) && break
    sleep 0.2
done
t send-keys -t bench G; sleep 2
SCROLLED=$(loaded)
(( SCROLLED >= 1000 )) || { echo "only $SCROLLED results scrolled; screen:" >&2; screen | head -3 >&2; }
RSS_KB=$(awk '/VmRSS/ { print $2 }' "/proc/$PID/status")
RSS_MB=$(awk -v k="$RSS_KB" 'BEGIN { printf "%.0f", k / 1024 }')

t send-keys -t bench q
sleep 0.5

verdict() { awk -v v="$1" -v limit="$2" 'BEGIN { print (v != "n/a" && v + 0 < limit) ? "yes" : "no" }'; }
mkdir -p "$(dirname "$OUT")"
cat > "$OUT" <<MD
# Browser benchmarks

\`scripts/bench-browser.sh\` on $(date -u +%Y-%m-%d) ($(uname -m), $(nproc) cores shared with other builds):
the release binary on the offline library in tmux 160×48, timings from the app's own log
(\`PHOTO_TUI_TIMING\`), CPU and memory from /proc. Launch to the home feed on screen: ${STARTUP} ms.

| measure | target | median | p95 | samples | met |
| --- | --- | --- | --- | --- | --- |
| last keystroke → first result row on screen | 300 ms debounce + < 100 ms | ${TYPE_MED} ms | ${TYPE_P95} ms | ${TYPE_N} | $(verdict "$TYPE_MED" 400) |
| Enter → detail pane (image cached) | < 50 ms | ${DETAIL_MED} ms | ${DETAIL_P95} ms | ${DETAIL_N} | $(verdict "$DETAIL_MED" 50) |
| keypress → frame, scrolling cached thumbnails | < 5 ms | ${SCROLL_MED} ms | ${SCROLL_P95} ms | ${SCROLL_N} | $(verdict "$SCROLL_MED" 5) |
| idle CPU over 10 s | < 1 % | ${IDLE_CPU} % | | 1 | $(verdict "$IDLE_CPU" 1) |
| resident memory after scrolling ${SCROLLED} results | < 150 MB | ${RSS_MB} MB | | 1 | $(verdict "$RSS_MB" 150) |
MD
cat "$OUT"
