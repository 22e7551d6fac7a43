# Shared by the scripts that measure the browser in tmux (bench-browser.sh, bench-rating.sh):
# source it from the project root, then `bench_setup NAME`.

# bench_setup NAME: PHOTO_TUI_BIN (the release binary, built when not given), WORK (a temporary
# folder, removed on exit with the private tmux server SOCKET) and TIMING (the app's timing log).
bench_setup() {
    if [[ -z "${PHOTO_TUI_BIN:-}" ]]; then
        swift build -c release --product photo-tui >/dev/null
        PHOTO_TUI_BIN="$(swift build -c release --show-bin-path)/photo-tui"
    fi
    command -v tmux >/dev/null || { echo "tmux is needed" >&2; exit 1; }
    WORK="$(mktemp -d "/tmp/photo-tui-$1.XXXXXX")"
    SOCKET="photo-tui-$1-$$"
    TIMING="$WORK/timing.log"
    trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$WORK"' EXIT
}

t() { tmux -L "$SOCKET" "$@"; }
screen() { t capture-pane -p -t bench; }
# wait_for REGEX [seconds]: polls the screen until a line matches.
wait_for() {
    local deadline=$((SECONDS + ${2:-30}))
    until screen | grep -qE "$1"; do
        (( SECONDS < deadline )) || { echo "timed out waiting for /$1/" >&2; screen >&2; exit 1; }
        sleep 0.05
    done
}
# median and p95 of the microsecond values named $1 in the timing log (from line $2 on), in ms.
stats() {
    tail -n +"${2:-1}" "$TIMING" | awk -v name="$1" '$1 == name { print $2 }' | sort -n | awk '
        { v[NR] = $1 } END {
            if (NR == 0) { print "n/a n/a 0"; exit }
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            p = v[int(NR * 0.95 + 0.999)]; if (p == "") p = v[NR]
            printf "%.2f %.2f %d\n", m / 1000, p / 1000, NR }'
}
# Lines in the timing log so far (0 before it exists).
lines() { [[ -f "$TIMING" ]] && wc -l < "$TIMING" || echo 0; }
