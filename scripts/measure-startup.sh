#!/usr/bin/env bash
# Launch → first photo rows on screen, for the offline library and for an external server
# (`photo-tui serve` in its own process), measured side by side in one run.
#   scripts/measure-startup.sh [RUNS] [BINARY]
# The first two arms use the default --graphics auto, whose probe asks the terminal (here tmux,
# with allow-passthrough off as tmux starts); the third skips the probe, for comparison.
# Each launch starts the release binary in a fresh tmux session (160×48) with a timing log
# (PHOTO_TUI_TIMING); the app stamps the wall-clock time of the first frame that shows photo
# rows, and this script subtracts the time it asked tmux to start the process. Launches
# alternate between the two sources, so load on the machine hits both alike. Prints medians and
# min–max in milliseconds.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
bin=${2:-.build/release/photo-tui}
[ -x "$bin" ] || { echo "no $bin: run 'swift build -c release --product photo-tui' first" >&2; exit 1; }
bin=$(realpath "$bin")
work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

"$bin" serve --port 0 >"$work/serve.out" 2>/dev/null &
server_pid=$!
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.05; done
server_url=$(head -1 "$work/serve.out")
[ -n "$server_url" ] || { echo "photo-tui serve did not start" >&2; exit 1; }

launch() {  # launch SOURCE_ENV...: prints milliseconds from launch to the first rows
  local home
  home=$(mktemp -d "$work/launch.XXXXXX")
  # A tmux server of its own per launch: a new session on a server still shutting down fails.
  local socket
  socket="photo-tui-startup-$(basename "$home")"
  local timing="$home/timing.log"
  local start
  start=$(date +%s%6N)
  tmux -L "$socket" -f /dev/null new-session -d -x 160 -y 48 \
    "exec env -u UNSPLASH_ACCESS_KEY HOME=$home XDG_CACHE_HOME=$home/cache XDG_STATE_HOME=$home/state \
     XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 TERM=tmux-256color PHOTO_TUI_TIMING=$timing $* '$bin'"
  local stamp=
  for _ in $(seq 400); do
    stamp=$(awk '$1 == "first_rows_on_screen" { print $2 }' "$timing" 2>/dev/null || true)
    [ -n "$stamp" ] && break
    sleep 0.025
  done
  tmux -L "$socket" kill-server 2>/dev/null || true
  [ -n "$stamp" ] || { echo "no rows within 10 s ($*)" >&2; exit 1; }
  echo $(( (stamp - start) / 1000 ))
}

offline=() external=() symbols=()
for _ in $(seq "$runs"); do
  offline+=("$(launch PHOTO_TUI_SOURCE=offline)")
  external+=("$(launch PHOTO_TUI_SOURCE=unsplash PHOTO_TUI_API_URL="$server_url")")
  symbols+=("$(launch PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=symbols)")
done

summary() {  # summary NAME VALUES...: median and min–max
  local name=$1
  shift
  printf '%s\n' "$@" | sort -n | awk -v name="$name" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%-34s median %5.0f ms   min %4d   max %4d   (%d launches)\n", name, m, v[1], v[NR], NR }'
}
summary "offline library (in process)" "${offline[@]}"
summary "offline, --graphics symbols (no probe)" "${symbols[@]}"
summary "external server (photo-tui serve)" "${external[@]}"
