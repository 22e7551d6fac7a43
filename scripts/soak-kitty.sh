#!/usr/bin/env bash
# A long browsing session in kitty (real pixels) against a failing server, sampling photo-tui's
# resident memory, open files and threads: does memory level off within the budget?
#   scripts/soak-kitty.sh [MINUTES] [MEMORY_MB] [BINARY]
# kitty runs on a private Xvfb (display :80) with Mesa's software GL; photo-tui browses
# `photo-tui serve --error-rate 0.1` (one request in ten fails) with `[cache] memory_mb` set to
# MEMORY_MB; xdotool types a person's session over and over: moves with j held, the detail,
# the full-screen detail, the grid, new searches, paging far down. Every 10 s a line
# "seconds rss_mib fds threads"; at the end the peak and the last minute's median RSS and their
# ratio to MEMORY_MB (issue #29's target: at most 1.3).
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
memory_mb=${2:-256}
bin=$(realpath "${3:-.build-static/release/photo-tui}")
display=:80
for tool in Xvfb kitty xdotool; do
  command -v "$tool" >/dev/null || { echo "soak-kitty: $tool is not installed" >&2; exit 1; }
done
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 0.5
  rm -rf "$work"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
sleep 1
"$bin" serve --port 0 --error-rate 0.1 >"$work/serve.out" 2>/dev/null &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.05; done
url=$(head -1 "$work/serve.out")
[ -n "$url" ] || { echo "soak-kitty: photo-tui serve did not start" >&2; exit 1; }

mkdir -p "$work/config/photo-tui"
printf '[cache]\nmemory_mb = %d\ndirectory = "%s"\n' "$memory_mb" "$work/cache" >"$work/config/photo-tui/config.toml"
cat >"$work/run.sh" <<EOF
echo \$\$ > "$work/photo-tui.pid"
exec env PHOTO_TUI_SOURCE=unsplash PHOTO_TUI_API_URL="$url" XDG_CONFIG_HOME="$work/config" \
  XDG_STATE_HOME="$work/state" HOME="$work" LANG=C.UTF-8 "$bin" 2>"$work/stderr"
EOF
DISPLAY=$display LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o initial_window_width=1200 -o initial_window_height=760 \
  -o font_size=11 -o remember_window_size=no -o enable_audio_bell=no sh "$work/run.sh" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 200); do [ -s "$work/photo-tui.pid" ] && break; sleep 0.1; done
pid=$(cat "$work/photo-tui.pid")
sleep 3
window=$(DISPLAY=$display xdotool search --sync --class kitty | head -1)
DISPLAY=$display xdotool windowfocus --sync "$window"

# Real key events to the focused window (kitty ignores synthetic ones sent to a window id).
keys() { DISPLAY=$display xdotool key --delay "${2:-40}" $1 >/dev/null 2>&1 || true; }
type_text() { DISPLAY=$display xdotool type --delay 30 "$1" >/dev/null 2>&1 || true; }
session() {  # one round of a person's browsing
  local query=$1
  keys "slash ctrl+u"; type_text "$query"; keys Return; sleep 1.5
  for _ in $(seq 30); do keys j 25; done; sleep 1
  keys Return; sleep 1; keys Return; sleep 1.5; keys Escape; sleep 0.5
  for _ in $(seq 8); do keys "l" 60; keys "j" 60; done
  keys Escape; keys v; sleep 1.5
  for _ in $(seq 20); do keys "l j" 40; done; sleep 1; keys v
  keys G; sleep 2; keys g; sleep 1
}

queries=(sea mountain city forest night 바다 desert snow river street)
start=$(date +%s)
end=$((start + minutes * 60))
samples=()
next_sample=$start
round=0
echo "seconds rss_mib fds threads"
while [ "$(date +%s)" -lt "$end" ]; do
  kill -0 "$pid" 2>/dev/null || { echo "soak-kitty: photo-tui exited: $(tail -c 400 "$work/stderr")" >&2; exit 1; }
  session "${queries[$((round % ${#queries[@]}))]}"
  round=$((round + 1))
  now=$(date +%s)
  if [ "$now" -ge "$next_sample" ]; then
    rss=$(awk '/^VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$pid/status")
    fds=$(ls "/proc/$pid/fd" | wc -l)
    threads=$(awk '/^Threads/ { print $2 }' "/proc/$pid/status")
    echo "$((now - start)) $rss $fds $threads"
    samples+=("$((now - start)) $rss")
    next_sample=$((now + 10))
  fi
done
hwm=$(awk '/^VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$pid/status")
last=$(printf '%s\n' "${samples[@]}" | awk -v t=$((minutes * 60 - 60)) '$1 >= t { print $2 }' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
awk -v hwm="$hwm" -v last="$last" -v mb="$memory_mb" -v rounds="$round" 'BEGIN {
  printf "peak RSS %d MiB, last minute median %d MiB: %.2f× memory_mb (%d MiB), %d rounds\n", hwm, last, last / mb, mb, rounds }'
