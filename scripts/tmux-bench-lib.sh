# Shared by the scripts that measure the browser in tmux (bench-browser.sh, bench-rating.sh):
# source it after setting SOCKET (the private tmux server) and TIMING (the app's timing log).

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
