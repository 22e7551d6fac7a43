#!/usr/bin/env bash
# Runs the graphics end-to-end suite (kitty, xterm -ti vt340, mlterm; alone and in tmux, on a
# private Xvfb) against the release binary and prints its measurements as a Markdown table:
# PSNR of the detail's photo against the source, seconds until the image is back after help and
# after a tmux window switch. Usage: scripts/graphics/measure.sh [screenshot folder]
# GRAPHICS_E2E_ARGS="--color 256" (for example) is passed to every photo-tui run.
set -euo pipefail
cd "$(dirname "$0")/../.."
results=$(mktemp)
trap 'rm -f "$results"' EXIT
swift build -c release --product photo-tui >/dev/null
export PHOTO_TUI_BIN=$PWD/.build/release/photo-tui GRAPHICS_E2E_RESULTS=$results
[[ $# -gt 0 ]] && export GRAPHICS_E2E_SHOTS=$1
start=$(date +%s)
swift test --no-parallel --filter GraphicsEndToEndTests >&2 || echo "(some checks failed; see above)" >&2
echo "suite time: $(( $(date +%s) - start )) s" >&2

awk -F'\t' '
  { key = $1 "\t" $2 "\t" $3; if (!(key in seen)) { seen[key] = 1; order[n++] = key } value[key, $4] = $5 }
  END {
    print "| terminal | tmux | mode | detail PSNR (dB) | SSIM | after resize (dB) | image back after help (s) | after tmux switch (s) | grid |"
    print "|---|---|---|---|---|---|---|---|---|"
    for (i = 0; i < n; i++) {
      k = order[i]; split(k, p, "\t")
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", p[1], p[2], p[3], value[k, "detail_psnr_db"], value[k, "detail_ssim"], value[k, "detail_psnr_resized_db"],
        value[k, "image_back_after_help_s"], (value[k, "image_back_after_tmux_switch_s"] == "" ? "–" : value[k, "image_back_after_tmux_switch_s"]), value[k, "grid"]
    }
  }' "$results"
grep -P '\tdoctor\t' "$results" | cut -f1,2,5 || true
