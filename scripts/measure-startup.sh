#!/usr/bin/env bash
# Launch → first photo rows on screen with the default --graphics auto, inside tmux and outside
# it, with and without a remembered probe answer, against --graphics symbols (no probe) in the
# same run; plus the external-server source in tmux, and a launch with no source chosen (no key:
# Openverse is asked first; on a machine with no network it does not answer and the offline
# library is used, as on this project's test machines).
#   scripts/measure-startup.sh [RUNS] [BINARY]
# Inside tmux: a fresh tmux server per launch, started with -f /dev/null, so allow-passthrough
# is off as tmux ships it (tmux answers the probe itself; the outer terminal is not asked).
# Outside tmux: a plain pseudo-terminal of its own (`script -qfc`, 160×48) that answers no query,
# like a terminal that never answers the probe: `auto` draws cells first and asks after the first
# frame. "remembered" seeds the probe cache ($XDG_CACHE_HOME/photo-tui/terminals) with kitty's
# recorded answer for this identity first, so the launch draws with kitty from its first frame.
# "--graphics kitty" still asks before the first frame (for the cell size) and waits out the
# 250 ms budget there: how every `auto` launch outside tmux started before (issue #29).
# Each launch has a home of its own and a timing log (PHOTO_TUI_TIMING); the app stamps the
# wall-clock time of the first frame that shows photo rows, and the script subtracts the moment
# the launcher exec'd the app (stamped right before the exec, as a shell launches it); in
# parentheses, the time from when the script began the launch (harness included). Arms alternate launch by launch, so load on the machine hits all alike.
# Prints medians and min–max in milliseconds.
#   scripts/measure-startup.sh RUNS BINARY BASELINE
# compares two builds instead, launch by launch in turn on the offline library: in tmux with
# --graphics symbols and outside tmux with auto (nothing remembered), BINARY then BASELINE.
# STARTUP_STAGES=1 also prints, for each arm, the median time after the exec of each stage the
# app stamps (main entered, configured, environment resolved, screen open, source ready, first
# frame, first rows).
# LAUNCH_PREFIX goes before each launched command: `LAUNCH_PREFIX="chrt -f 10"` (as root) runs
# the app at a real-time priority, so that other processes' builds on a busy machine do not
# preempt it (a few seconds of CPU in all; the figures are then close to an idle machine's).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
bin=${2:-.build/release/photo-tui}
[ -x "$bin" ] || { echo "no $bin: run 'swift build -c release --product photo-tui' first" >&2; exit 1; }
command -v script >/dev/null || { echo "needs script (util-linux)" >&2; exit 1; }
bin=$(realpath "$bin")
baseline=${3:-}
if [ -n "$baseline" ]; then
  [ -x "$baseline" ] || { echo "no baseline $baseline" >&2; exit 1; }
  baseline=$(realpath "$baseline")
fi
# The binary the launch functions start (the comparison switches it launch by launch).
target=$bin
work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  exec 3>&- 2>/dev/null || true
  rm -rf "$work" 2>/dev/null || true
}
trap cleanup EXIT

"$bin" serve --port 0 >"$work/serve.out" 2>/dev/null &
server_pid=$!
for _ in $(seq 100); do [ -s "$work/serve.out" ] && break; sleep 0.05; done
server_url=$(head -1 "$work/serve.out")
[ -n "$server_url" ] || { echo "photo-tui serve did not start" >&2; exit 1; }

# The pseudo-terminal's input: a pipe that stays open and silent (EOF would end the app).
mkfifo "$work/silence"
exec 3<>"$work/silence"

arm=unnamed
record_stages() {  # record_stages TIMING_FILE START_US: the stamps' offsets (ms) for this arm
  [ -n "${STARTUP_STAGES:-}" ] && [ "$arm" != unnamed ] || return 0
  awk -v start="$2" '$1 ~ /^(launch_|first_)/ && $2 > 1000000000000000 { printf "%s %.1f\n", $1, ($2 - start) / 1000 }' "$1" >>"$work/stages.$arm"
}

print_stages() {
  [ -n "${STARTUP_STAGES:-}" ] || return 0
  for file in "$work"/stages.*; do
    [ -e "$file" ] || continue
    echo "stages, ${file##*/stages.} (median ms after the exec):"
    sort -k1,1 -k2,2n "$file" | awk '{ v[$1] = v[$1] " " $2; n[$1]++ } END {
      for (k in v) { split(substr(v[k], 2), a, " "); m = (n[k] % 2) ? a[(n[k] + 1) / 2] : (a[n[k] / 2] + a[n[k] / 2 + 1]) / 2; printf "%7.1f  %s\n", m, k } }' | sort -n
  done
}

launcher() {  # launcher HOME COMMAND [SETUP]: HOME/launch.sh runs SETUP, stamps the moment of its exec, execs COMMAND
  {
    echo "${3:-}"
    echo "printf '%s\\n' \"\${EPOCHREALTIME/./}\" >'$1/exec_at'"
    echo "exec ${LAUNCH_PREFIX:-} $2"
  } >"$1/launch.sh"
}

report() {  # report HOME TIMING START_US ROWS_US: prints "EXEC_MS HARNESS_MS", rows after the exec and after the script began
  local exec_at
  exec_at=$(cat "$1/exec_at")
  record_stages "$2" "$exec_at"
  echo "$(( ($4 - exec_at) / 1000 ))/$(( ($4 - $3) / 1000 ))"
}

wait_for_rows() {  # wait_for_rows TIMING_FILE: prints the first-rows stamp (µs), or nothing
  local stamp=
  for _ in $(seq 400); do
    stamp=$(awk '$1 == "first_rows_on_screen" { print $2 }' "$1" 2>/dev/null || true)
    [ -n "$stamp" ] && break
    sleep 0.025
  done
  echo "$stamp"
}

launch_tmux() {  # launch_tmux SOURCE_ENV...: prints milliseconds from launch to the first rows
  local home socket timing start stamp
  home=$(mktemp -d "$work/launch.XXXXXX")
  # A tmux server of its own per launch: a new session on a server still shutting down fails.
  socket="photo-tui-startup-$(basename "$home")"
  timing="$home/timing.log"
  launcher "$home" "env -u UNSPLASH_ACCESS_KEY HOME=$home XDG_CACHE_HOME=$home/cache XDG_STATE_HOME=$home/state \
     XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 TERM=tmux-256color PHOTO_TUI_TIMING=$timing $* '$target'"
  start=$(date +%s%6N)
  tmux -L "$socket" -f /dev/null new-session -d -x 160 -y 48 "exec bash $home/launch.sh"
  stamp=$(wait_for_rows "$timing")
  tmux -L "$socket" kill-server 2>/dev/null || true
  [ -n "$stamp" ] || { echo "no rows within 10 s in tmux ($*)" >&2; exit 1; }
  report "$home" "$timing" "$start" "$stamp"
}

# kitty 0.26.5's answer (Tests/TerminalTests/Graphics/RecordedTerminal.swift) as the probe cache
# keeps it, for the identity of the pseudo-terminal's environment below (TERM only).
kitty_answer='{"capabilities":{"cellPixels":[9,18],"directColor":true,"gotAnswer":true,"insideTmux":false,"kittyGraphics":true,"sixel":false,"synchronizedOutput":true,"terminalName":"kitty","terminalVersion":"0.26.5"},"identity":{"TERM":"xterm-256color"},"version":1}'
# TerminalIdentity.key: FNV-1a (64 bits) over "NAME=VALUE\n" of each fact, sorted by name.
pty_key=$(python3 -c 'h=0xcbf29ce484222325
for b in b"TERM=xterm-256color\n": h=((h^b)*0x100000001b3)&0xFFFFFFFFFFFFFFFF
print("%016x"%h)')

launch_pty() {  # launch_pty remembered|fresh SOURCE_ENV...: milliseconds from launch to the first rows
  local home timing start stamp pid memory=$1
  shift
  home=$(mktemp -d "$work/launch.XXXXXX")
  timing="$home/timing.log"
  if [ "$memory" = remembered ]; then
    mkdir -p "$home/cache/photo-tui/terminals"
    printf '%s' "$kitty_answer" >"$home/cache/photo-tui/terminals/$pty_key.json"
  fi
  # No TMUX and none of the outer terminal's variables: a terminal of its own, outside tmux.
  launcher "$home" "env -i PATH=$PATH HOME=$home XDG_CACHE_HOME=$home/cache \
    XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config LANG=C.UTF-8 TERM=xterm-256color \
    PHOTO_TUI_TIMING=$timing $* '$target'" "stty rows 48 cols 160"
  start=$(date +%s%6N)
  setsid script -qfc "exec bash $home/launch.sh" /dev/null <&3 >/dev/null 2>&1 &
  pid=$!
  stamp=$(wait_for_rows "$timing")
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  [ -n "$stamp" ] || { echo "no rows within 10 s outside tmux ($memory $*)" >&2; exit 1; }
  report "$home" "$timing" "$start" "$stamp"
}

# Each launch's figure is "EXEC_MS/HARNESS_MS": the first rows after the exec of the app (what a
# person launching it from a shell waits), and after the script began the launch (that adds the
# start of tmux or script, stty and the launcher's bash: 7–10 ms here).
median() { printf '%s\n' "${@%%/*}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
summary() {  # summary NAME VALUES...: median and min–max
  local name=$1
  shift
  printf '%s\n' "${@%%/*}" | sort -n | awk -v name="$name" -v harness="$(median "${@##*/}")" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%-44s median %5.0f ms   min %4d   max %4d   (%d launches; %.0f ms from the harness)\n", name, m, v[1], v[NR], NR, harness }'
}

if [ -n "$baseline" ]; then
  new_tmux=() old_tmux=() new_pty=() old_pty=() new_default=() old_default=()
  for _ in $(seq "$runs"); do
    target=$bin arm="tmux, symbols, $(basename "$bin")"; new_tmux+=("$(launch_tmux PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=symbols)")
    target=$baseline arm="tmux, symbols, $(basename "$baseline")"; old_tmux+=("$(launch_tmux PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=symbols)")
    target=$bin arm="no tmux, auto, $(basename "$bin")"; new_pty+=("$(launch_pty fresh PHOTO_TUI_SOURCE=offline)")
    target=$baseline arm="no tmux, auto, $(basename "$baseline")"; old_pty+=("$(launch_pty fresh PHOTO_TUI_SOURCE=offline)")
    target=$bin arm="no source chosen, $(basename "$bin")"; new_default+=("$(launch_pty fresh)")
    target=$baseline arm="no source chosen, $(basename "$baseline")"; old_default+=("$(launch_pty fresh)")
  done
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  summary "tmux, symbols, offline: $(basename "$bin")" "${new_tmux[@]}"
  summary "tmux, symbols, offline: $(basename "$baseline") (baseline)" "${old_tmux[@]}"
  summary "no tmux, auto, offline: $(basename "$bin")" "${new_pty[@]}"
  summary "no tmux, auto, offline: $(basename "$baseline") (baseline)" "${old_pty[@]}"
  summary "no tmux, no source chosen: $(basename "$bin")" "${new_default[@]}"
  summary "no tmux, no source chosen: $(basename "$baseline") (baseline)" "${old_default[@]}"
  print_stages
  exit 0
fi

tmux_auto=() tmux_symbols=() tmux_external=() pty_fresh=() pty_remembered=() pty_symbols=() pty_waiting=() pty_default=()
for _ in $(seq "$runs"); do
  arm="tmux, auto"; tmux_auto+=("$(launch_tmux PHOTO_TUI_SOURCE=offline)")
  arm="no tmux, auto"; pty_fresh+=("$(launch_pty fresh PHOTO_TUI_SOURCE=offline)")
  arm=unnamed
  tmux_symbols+=("$(launch_tmux PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=symbols)")
  pty_remembered+=("$(launch_pty remembered PHOTO_TUI_SOURCE=offline)")
  pty_symbols+=("$(launch_pty fresh PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=symbols)")
  pty_waiting+=("$(launch_pty fresh PHOTO_TUI_SOURCE=offline PHOTO_TUI_GRAPHICS=kitty)")
  tmux_external+=("$(launch_tmux PHOTO_TUI_SOURCE=unsplash PHOTO_TUI_API_URL="$server_url")")
  arm="no tmux, no source chosen"; pty_default+=("$(launch_pty fresh)")
  arm=unnamed
done

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
summary "tmux, auto (offline library)" "${tmux_auto[@]}"
summary "tmux, symbols (no probe)" "${tmux_symbols[@]}"
summary "tmux, auto, external server" "${tmux_external[@]}"
summary "no tmux, auto, nothing remembered" "${pty_fresh[@]}"
summary "no tmux, auto, answer remembered (kitty)" "${pty_remembered[@]}"
summary "no tmux, symbols (no probe)" "${pty_symbols[@]}"
summary "no tmux, kitty (waits for the probe)" "${pty_waiting[@]}"
summary "no tmux, no source chosen (Openverse asked)" "${pty_default[@]}"
awk -v a="$(median "${tmux_auto[@]}")" -v s="$(median "${tmux_symbols[@]}")" 'BEGIN { printf "tmux auto ÷ symbols: %.2f×\n", a / s }'
awk -v a="$(median "${pty_fresh[@]}")" -v r="$(median "${pty_remembered[@]}")" -v s="$(median "${pty_symbols[@]}")" \
  'BEGIN { printf "no tmux auto ÷ symbols: %.2f× (nothing remembered), %.2f× (remembered)\n", a / s, r / s }'
print_stages
