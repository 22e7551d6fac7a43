#!/usr/bin/env bash
# "Selection → full-screen pixels" (issue #25: ≤ 60 ms kitty/iTerm2, ≤ 100 ms sixel, with the
# neighbour prefetched; a pan step in kitty ≤ 200 B written), in real terminals on a private
# Xvfb: kitty (kitty graphics), xterm -ti vt340 (sixel) and mlterm with --graphics iterm2, each a
# window of about 1280×800 pixels running the release binary on the offline library (`-q sea`).
# xdotool types the keys; the figures come from the program itself: PHOTO_TUI_TIMING's
# `step_to_fullscreen_start_us` (the key read) and `--graphics-trace`'s `t_us` of the first
# placement of the full-screen image after it (its bytes handed to the terminal), one clock.
#   scripts/bench-fullscreen.sh [SAMPLES] [TERMINALS...]     (default 60; kitty xterm mlterm)
# `kitty-noshm` is kitty with PHOTO_TUI_KITTY_SHM=0: images through the terminal as PNG (`t=d`)
# instead of shared memory (`t=s`), to compare the two in one run: `... 16 kitty kitty-noshm`.
# After each terminal, the shared-memory objects photo-tui left in /dev/shm are counted (0).
# Rows: `n` and `p` in the full-screen view (the neighbour prefetched: 0.6 s between keys),
# `z` from the list and from the detail (not prefetched at full-screen size), and kitty's
# bytes per pan step at 2× zoom. Writes Benchmarks/results/fullscreen.md.
set -euo pipefail
cd "$(dirname "$0")/.."
samples=${1:-60}
shift || true
terminals=("${@:-kitty xterm mlterm}")
read -r -a terminals <<<"${terminals[*]}"
bin=$(realpath "${PHOTO_TUI_BIN:-.build-static/release/photo-tui}")
[[ -x "$bin" ]] || { echo "bench-fullscreen: build it first: make release" >&2; exit 1; }
for tool in Xvfb xdotool "${terminals[@]%-noshm}"; do
  command -v "$tool" >/dev/null || { echo "bench-fullscreen: $tool is not installed" >&2; exit 1; }
done
OUT=Benchmarks/results/fullscreen.md

# This script's displays are :80-:84 (the graphics suite has :95-:99): the first free one.
display=
for n in 80 81 82 83 84; do
  if [[ ! -e /tmp/.X$n-lock && ! -e /tmp/.X11-unix/X$n ]]; then display=:$n; break; fi
done
[[ -n "$display" ]] || { echo "bench-fullscreen: displays :80-:84 are all taken" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
  for pidfile in "$work"/*/photo-tui.pid; do [[ -s "$pidfile" ]] && kill "$(cat "$pidfile")" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 0.5
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  if [[ -n "${BENCH_KEEP:-}" ]]; then echo "kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

nice -n 5 Xvfb "$display" -screen 0 1320x840x24 -nolisten tcp -noreset >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 50); do [[ -e /tmp/.X11-unix/X${display#:} ]] && break; sleep 0.1; done
export DISPLAY=$display

# The suite's options (Tests/PhotoTUITests/GraphicsEndToEnd/GraphicsTerminal.swift), larger:
# sets the array `command` to the terminal's command line, ending where the script goes.
terminal_command() {
  case $1 in
    kitty) command=(kitty --config NONE -o initial_window_width=1280 -o initial_window_height=800 -o remember_window_size=no
             -o font_size=11 -o "font_family=DejaVu Sans Mono" -o placement_strategy=top-left -o cursor_blink_interval=0
             -o window_padding_width=0 -o enable_audio_bell=no sh) ;;
    xterm) command=(xterm -ti vt340 -xrm "XTerm*numColorRegisters: 1024" -xrm "XTerm*allowWindowOps: true"
             -xrm "XTerm*cursorBlink: false" -xrm "XTerm*termName: xterm-256color" -geometry 139x41+0+0
             -fa "DejaVu Sans Mono" -fs 11 -e sh) ;;
    mlterm) command=(mlterm --term=xterm-256color --restart=false --logmsg=false -g 125x42+0+0 --fontsize=15 --sb=false -e sh) ;;
  esac
}
graphics_flag() { [[ $1 == mlterm ]] && echo "--graphics iterm2" || echo "--graphics auto"; }
class_of() { case $1 in kitty) echo kitty ;; xterm) echo XTerm ;; mlterm) echo mlterm ;; esac; }

keys() { xdotool key --delay "${2:-30}" $1 >/dev/null 2>&1 || true; }
count() { local n; n=$(grep -c "^$1 " "$2" 2>/dev/null) || true; echo "${n:-0}"; }
wait_count() {  # NAME FILE COUNT TIMEOUT_S
  local deadline=$(( $(date +%s) + $4 ))
  while [[ $(count "$1" "$2") -lt $3 ]]; do [[ $(date +%s) -lt $deadline ]] || return 1; sleep 0.05; done
}

# key → pixels written for the step_to_fullscreen samples from line FROM of the timing log:
# prints "median_ms p95_ms samples".
key_to_pixels() {  # TIMING TRACE FROM_LINE
  { tail -n +"$3" "$1" | awk '$1 == "step_to_fullscreen_start_us" { print "k", $2 }'
    awk '/action=place/ && / slot=detail / { for (i = 1; i <= NF; i++) if ($i ~ /^t_us=/) print "p", substr($i, 6) }' "$2"
  } | sort -k2,2n | awk '
      $1 == "k" { if (pending) missed++; key = $2; pending = 1; next }
      $1 == "p" && pending { print ($2 - key) / 1000; pending = 0 }' | sort -n | awk '
      { v[NR] = $1 } END {
        if (NR == 0) { print "n/a n/a 0"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        p = v[int(NR * 0.95 + 0.999)]; if (p == "") p = v[NR]
        printf "%.1f %.1f %d\n", m, p, NR }'
}
# The program's own key → frame with the photo ready (before the graphics layer encodes/writes).
frame_stats() {  # TIMING FROM_LINE
  tail -n +"$2" "$1" | awk '$1 == "step_to_fullscreen" { print $2 / 1000 }' | sort -n | awk '
      { v[NR] = $1 } END {
        if (NR == 0) { print "n/a n/a"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        p = v[int(NR * 0.95 + 0.999)]; if (p == "") p = v[NR]
        printf "%.1f %.1f\n", m, p }'
}
# Bytes written per frame for the `detail` slot from trace line FROM: "median max frames".
# With MOVED_ONLY set (kitty), only the frames whose full-screen placement moved its source
# rectangle count: kitty's pan; the zoom's own placements before it are not pan steps.
pan_bytes() {  # TRACE FROM_LINE [MOVED_ONLY]
  tail -n +"$2" "$1" | awk -v moved="${3:-}" '/ slot=detail / && (moved == "" || / reason=moved /) {
      for (i = 1; i <= NF; i++) { if ($i ~ /^bytes=/) b = substr($i, 7); if ($i ~ /^frame=/) f = substr($i, 7) }
      sum[f] += b } END { for (f in sum) print sum[f] }' | sort -n | awk '
      { v[NR] = $1 } END { if (NR == 0) { print "n/a n/a 0"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%d %d %d\n", m, v[NR], NR }'
}
# The encode time the trace gives for the full-screen placements from line FROM (median ms).
encode_ms() {  # TRACE FROM_LINE
  tail -n +"$2" "$1" | awk '/action=place/ && / slot=detail / && / reason=new/ { for (i = 1; i <= NF; i++) if ($i ~ /^encode_ms=/) print substr($i, 11) }' \
    | sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else printf "%.1f\n", v[int((NR + 1) / 2)] }'
}

# Nanoseconds the loop (main) thread of PID has waited on a run queue, runnable but not running
# (schedstat's second field): how much of a key's latency is the CPU going to other threads.
run_wait_ns() { awk '{ print $2 }' "/proc/$1/task/$1/schedstat" 2>/dev/null || echo 0; }

rows=()
leftovers=()
waits=()
run_terminal() {
  local term=$1 dir=$work/$1 base=${1%-noshm} shm=1
  [[ $term == *-noshm ]] && shm=0
  mkdir -p "$dir/home/config" "$dir/home/cache" "$dir/home/state" "$dir/home/data"
  local timing=$dir/timing trace=$dir/trace
  cat >"$dir/run.sh" <<EOF
echo \$\$ > "$dir/photo-tui.pid"
exec env -u UNSPLASH_ACCESS_KEY -u PHOTO_TUI_API_URL PHOTO_TUI_SOURCE=offline HOME="$dir/home" \
  XDG_CONFIG_HOME="$dir/home/config" XDG_CACHE_HOME="$dir/home/cache" XDG_STATE_HOME="$dir/home/state" \
  XDG_DATA_HOME="$dir/home/data" LANG=C.UTF-8 LC_ALL=C.UTF-8 PHOTO_TUI_TIMING="$timing" PHOTO_TUI_KITTY_SHM=$shm \
  nice -n 5 "$bin" $(graphics_flag "$base") --graphics-trace "$trace" -q sea 2>"$dir/stderr"
EOF
  local command
  terminal_command "$base"
  LIBGL_ALWAYS_SOFTWARE=1 nice -n 5 "${command[@]}" "$dir/run.sh" >"$dir/terminal.log" 2>&1 &
  local tpid=$!
  pids+=("$tpid")
  for _ in $(seq 200); do [[ -s "$dir/photo-tui.pid" ]] && break; sleep 0.1; done
  local window
  window=$(xdotool search --sync --onlyvisible --class "$(class_of "$base")" | head -1)
  xdotool windowfocus --sync "$window" >/dev/null 2>&1 || true
  wait_count first_rows_on_screen "$timing" 1 60 || { echo "bench-fullscreen: $term: no rows: $(tail -c 300 "$dir/stderr")" >&2; return 1; }
  sleep 3

  # z from the list, then Esc and the next row: the list's preview is not the full-screen size.
  local from
  from=$(( $(wc -l <"$timing") + 1 ))
  for _ in $(seq 1 $(( samples / 3 ))); do
    keys z; sleep 1.2; keys Escape; sleep 0.3; keys j; sleep 0.6
  done
  read -r zmed zp95 zn <<<"$(key_to_pixels "$timing" "$trace" "$from")"
  read -r zfmed zfp95 <<<"$(frame_stats "$timing" "$from")"
  rows+=("| $term | \`z\` from the list (not prefetched) | $zmed | $zp95 | $zn | $zfmed | – | – |")

  # z on the detail (opened first with Enter): its preview is the detail pane's size.
  from=$(( $(wc -l <"$timing") + 1 ))
  for _ in $(seq 1 $(( samples / 3 ))); do
    keys Return; sleep 1.2; keys z; sleep 1.2; keys Escape; sleep 0.3; keys Escape; sleep 0.3; keys j; sleep 0.5
  done
  read -r emed ep95 en <<<"$(key_to_pixels "$timing" "$trace" "$from")"
  read -r efmed efp95 <<<"$(frame_stats "$timing" "$from")"
  rows+=("| $term | \`z\` on the detail (not prefetched) | $emed | $ep95 | $en | $efmed | – | – |")

  # n and p in the full-screen view, the neighbour prefetched (0.6 s apart).
  local target=60
  [[ $term == xterm ]] && target=100
  keys z; sleep 2
  local tfrom
  from=$(( $(wc -l <"$timing") + 1 )); tfrom=$(( $(wc -l <"$trace") + 1 ))
  local pid wait0 wait1
  pid=$(cat "$dir/photo-tui.pid")
  wait0=$(run_wait_ns "$pid")
  for _ in $(seq 1 "$samples"); do keys n; sleep 0.6; done
  wait1=$(run_wait_ns "$pid")
  read -r nmed np95 nn <<<"$(key_to_pixels "$timing" "$trace" "$from")"
  read -r nfmed nfp95 <<<"$(frame_stats "$timing" "$from")"
  local nenc; nenc=$(encode_ms "$trace" "$tfrom")
  rows+=("| $term | \`n\` in full-screen (prefetched) | $nmed | $np95 | $nn | $nfmed | ≤ $target | $(awk -v v="$nmed" -v t="$target" 'BEGIN { print (v != "n/a" && v + 0 <= t) ? "yes" : "no" }') (encode $nenc ms) |")
  from=$(( $(wc -l <"$timing") + 1 ))
  for _ in $(seq 1 $(( samples / 2 ))); do keys p; sleep 0.6; done
  local wait2
  wait2=$(run_wait_ns "$pid")
  waits+=("$term: \`n\` $(awk -v a="$wait0" -v b="$wait1" -v n="$samples" 'BEGIN { printf "%.1f", (b - a) / n / 1e6 }') ms, \`p\` $(awk -v a="$wait1" -v b="$wait2" -v n=$(( samples / 2 )) 'BEGIN { printf "%.1f", (b - a) / n / 1e6 }') ms")
  read -r pmed pp95 pn <<<"$(key_to_pixels "$timing" "$trace" "$from")"
  read -r pfmed pfp95 <<<"$(frame_stats "$timing" "$from")"
  rows+=("| $term | \`p\` in full-screen (prefetched) | $pmed | $pp95 | $pn | $pfmed | ≤ $target | $(awk -v v="$pmed" -v t="$target" 'BEGIN { print (v != "n/a" && v + 0 <= t) ? "yes" : "no" }') |")

  # Zoomed 2× (`+` twice from fit is 1.5×, 2×... whatever the steps give): pan around.
  keys "plus plus plus" 200; sleep 2.5
  tfrom=$(( $(wc -l <"$trace") + 1 ))
  # Right, down, left, up: a portrait photo zoomed may not be wider than the screen (no
  # sideways pan), a landscape one not taller; a key that cannot pan writes nothing and is no step.
  for _ in $(seq 1 $(( samples / 4 ))); do keys l; sleep 0.5; keys j; sleep 0.5; keys h; sleep 0.5; keys k; sleep 0.5; done
  read -r bmed bmax bn <<<"$(pan_bytes "$trace" "$tfrom" "$([[ $base == kitty ]] && echo 1)")"
  if [[ $base == kitty ]]; then
    rows+=("| $term | pan step, bytes written (median / max) | $bmed B | max $bmax B | $bn | – | ≤ 200 B | $(awk -v v="$bmax" 'BEGIN { print (v != "n/a" && v + 0 <= 200) ? "yes" : "no" }') |")
  else
    rows+=("| $term | pan step, bytes written (median / max) | $bmed B | max $bmax B | $bn | – | – | – |")
  fi
  keys "0 Escape q" 200
  for _ in $(seq 50); do kill -0 "$(cat "$dir/photo-tui.pid")" 2>/dev/null || break; sleep 0.1; done
  kill "$tpid" 2>/dev/null || true
  wait "$tpid" 2>/dev/null || true
  local left
  left=$(find /dev/shm -maxdepth 1 -name 'photo-tui-*' 2>/dev/null | wc -l)
  leftovers+=("$term: $left")
}

for term in "${terminals[@]}"; do run_terminal "$term"; done

load=$(cut -d' ' -f1-3 /proc/loadavg)
{
  echo "# Full-screen: selection → pixels written (issue #25)"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD), load average $load (2 cores, shared)."
  echo "\`scripts/bench-fullscreen.sh $samples ${terminals[*]}\`: release binary, \`-q sea\` on the offline library,"
  echo "windows of about 1280×800 pixels on Xvfb $display (kitty; xterm -ti vt340 for sixel; mlterm"
  echo "with \`--graphics iterm2\`). Key → pixels: from the key read (PHOTO_TUI_TIMING's"
  echo "\`step_to_fullscreen_start_us\`) to the first placement of the full-screen image in the"
  echo "graphics trace (\`t_us\`, its bytes handed to the terminal); \"frame\" is the program's own"
  echo "\`step_to_fullscreen\` (key → the frame with the photo ready, before the graphics write)."
  echo
  echo "| terminal | step | key → pixels median (ms) | p95 (ms) | samples | key → frame median (ms) | target | met |"
  echo "|---|---|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "Shared-memory objects left in /dev/shm after each terminal's run: ${leftovers[*]}."
  echo
  echo "The loop thread's time runnable but not running (schedstat), per key over each phase (keys 0.6 s apart): ${waits[*]}."
} >"$OUT"
cat "$OUT"
