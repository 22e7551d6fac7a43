#!/usr/bin/env bash
# "Rating key → frame" (issue #25, target ≤ 5 ms): the release binary on the offline library in
# tmux 160×48 with its library on disk, `4` pressed 200 times 80 ms apart (rating and clearing
# the selected photo, each a SQLite write off the loop), then with three photos marked (a batch
# of three per key), with j/k moves in the same session as the control. The figures are the app's own `key_to_frame` (PHOTO_TUI_TIMING): from the
# key read to the frame written. Writes Benchmarks/results/rating.md.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/tmux-bench-lib.sh
bench_setup bench-rating
OUT="Benchmarks/results/rating.md"

t -f /dev/null new-session -d -s bench -x 160 -y 48 \
    "exec env -u UNSPLASH_ACCESS_KEY -u PHOTO_TUI_API_URL PHOTO_TUI_SOURCE=offline HOME=$WORK XDG_CACHE_HOME=$WORK/cache XDG_STATE_HOME=$WORK/state \
     XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data LANG=C.UTF-8 TERM=tmux-256color PHOTO_TUI_TIMING=$TIMING '$PHOTO_TUI_BIN' -q sea"
wait_for ' loaded ' 60
sleep 1

# The control, in the same session and load: moving the selection (j, k) with cached thumbnails.
FROM=$(( $(lines) + 1 ))
for i in $(seq 1 100); do t send-keys -t bench j; sleep 0.08; t send-keys -t bench k; sleep 0.08; done
sleep 0.5
read -r MOVE_MED MOVE_P95 MOVE_N <<<"$(stats key_to_frame "$FROM")"

FROM=$(( $(lines) + 1 ))
for i in $(seq 1 200); do t send-keys -t bench 4; sleep 0.08; done
sleep 0.5
read -r ONE_MED ONE_P95 ONE_N <<<"$(stats key_to_frame "$FROM")"

t send-keys -t bench Tab; sleep 0.1; t send-keys -t bench Tab; sleep 0.1; t send-keys -t bench Tab; sleep 0.3
FROM=$(( $(lines) + 1 ))
for i in $(seq 1 200); do t send-keys -t bench 4; sleep 0.08; done
sleep 0.5
read -r BATCH_MED BATCH_P95 BATCH_N <<<"$(stats key_to_frame "$FROM")"
t send-keys -t bench q
sleep 0.5

verdict() { awk -v v="$1" -v limit="$2" 'BEGIN { print (v != "n/a" && v + 0 <= limit) ? "yes" : "no" }'; }
cat > "$OUT" <<MD
# Rating key → frame

\`scripts/bench-rating.sh\` on $(date -u +%Y-%m-%d) ($(uname -m), $(nproc) cores shared with other builds): the
release binary on the offline library (\`-q sea\`) in tmux 160×48 with its library on disk,
\`4\` pressed 200 times 80 ms apart (rating, then clearing, the selected photo), then with three
photos marked; \`key_to_frame\` from the app's own log (\`PHOTO_TUI_TIMING\`).

| measure | target | median | p95 | samples | met |
| --- | --- | --- | --- | --- | --- |
| rating key → frame, one photo | ≤ 5 ms | ${ONE_MED} ms | ${ONE_P95} ms | ${ONE_N} | $(verdict "$ONE_MED" 5) |
| rating key → frame, three marked photos | ≤ 5 ms | ${BATCH_MED} ms | ${BATCH_P95} ms | ${BATCH_N} | $(verdict "$BATCH_MED" 5) |
| control: j/k key → frame, same session | (< 5 ms) | ${MOVE_MED} ms | ${MOVE_P95} ms | ${MOVE_N} | |

Load average while measuring: $(cut -d' ' -f1-3 /proc/loadavg).
MD
cat "$OUT"
