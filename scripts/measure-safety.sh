#!/usr/bin/env bash
# The figures issue #11 asks for, measured on this machine:
#   1. peak RSS of the browser while a hostile server answers every image with 300 MB;
#   2. disk cache size after 60 searches with --disk-cache-mb 5;
#   3. image bytes downloaded by later runs of the same offline session (a slow debug build may
#      get further in a later run, so three runs are made).
# Usage: scripts/measure-safety.sh [path/to/photo-tui]   (needs tmux and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/release/photo-tui}")
work=$(mktemp -d /tmp/photo-tui-measure.XXXXXX)
trap 'tmux kill-session -t ptui-measure 2>/dev/null || true; kill $server_pid 2>/dev/null || true; rm -rf "$work"' EXIT
server_pid=

# 1. A server that speaks just enough of Unsplash's API; every image is 300 MB of zeros, sent
#    without a Content-Length (the worst case: only the streaming limit can stop it).
cat >"$work/hostile.py" <<'PY'
import json, sys, http.server, socketserver
port = int(sys.argv[1])
def photo(i):
    u = f"http://127.0.0.1:{port}/img/{i}"
    return {"id": f"p{i}", "width": 4000, "height": 3000, "urls": {k: u for k in ["raw","full","regular","small","thumb"]},
            "links": {"html": "https://unsplash.com/photos/x"}, "user": {"id": "u", "username": "u", "name": "U"}, "description": f"huge {i}"}
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"
    def log_message(self, *a): pass
    def do_GET(self):
        if self.path.startswith("/img/"):
            self.send_response(200); self.send_header("Content-Type", "image/jpeg"); self.end_headers()
            chunk = b"\xff" * 65536
            try:
                for _ in range(300 * 16): self.wfile.write(chunk)
            except Exception: pass
            return
        photos = [photo(i) for i in range(30)]
        body = {"total": 30, "total_pages": 1, "results": photos} if self.path.startswith("/search") else ([] if self.path.startswith("/topics") else photos)
        data = json.dumps(body).encode()
        self.send_response(200); self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(data))); self.end_headers()
        self.wfile.write(data)
class S(socketserver.ThreadingMixIn, http.server.HTTPServer): daemon_threads = True
S(("127.0.0.1", port), H).serve_forever()
PY
port=$((20000 + RANDOM % 20000))
python3 "$work/hostile.py" "$port" & server_pid=$!
for _ in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/topics" && break; sleep 0.2; done
export PHOTO_TUI_SOURCE=offline HOME="$work/home" XDG_CACHE_HOME="$work/cache1" XDG_STATE_HOME="$work/state" LANG=C.UTF-8
mkdir -p "$HOME"
tmux new-session -d -s ptui-measure -x 120 -y 40 "$bin --api-url http://127.0.0.1:$port"
sleep 2
pid=$(pgrep -n -f "$bin --api-url http://127.0.0.1:$port")
peak=0
for _ in $(seq 1 25); do
  sleep 1
  hwm=$(awk '/VmHWM/ {print $2}' /proc/$pid/status 2>/dev/null || echo 0)
  [ "$hwm" -gt "$peak" ] && peak=$hwm
  tmux send-keys -t ptui-measure j
done
echo "1. peak RSS with 300 MB image bodies: $((peak / 1024)) MB (target < 300 MB)"
tmux kill-session -t ptui-measure; kill $server_pid; server_pid=

# 2. 60 searches against the offline library served on loopback (API answers are cached on
#    disk for a server URL), 30 photos a page, with a 5 MB budget.
sport=$((20000 + RANDOM % 20000))
"$bin" serve --port "$sport" >/dev/null 2>&1 & server_pid=$!
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$sport/topics" -H 'Authorization: Client-ID x' && break; sleep 0.2; done
words=(sea mountain city forest night desert flower lake river snow)
for i in $(seq 0 59); do
  "$bin" search "${words[$((i % 10))]}" --page $((i / 10 + 1)) --per-page 30 --api-url "http://127.0.0.1:$sport" \
    --disk-cache-mb 5 --cache-dir "$work/cache2" >/dev/null
done
echo "2. cache after 60 searches with --disk-cache-mb 5: $(du -sb "$work/cache2" | cut -f1) bytes in $(find "$work/cache2" -type f | wc -l) files (target <= 5242880)"
# The same with a 1 MB budget, to see eviction at work.
for i in $(seq 0 59); do
  "$bin" search "${words[$((i % 10))]}" --page $((i / 10 + 1)) --per-page 30 --api-url "http://127.0.0.1:$sport" \
    --disk-cache-mb 1 --cache-dir "$work/cache2b" >/dev/null
done
echo "2b. the same with --disk-cache-mb 1: $(du -sb "$work/cache2b" | cut -f1) bytes in $(find "$work/cache2b" -type f | wc -l) files"
kill $server_pid; server_pid=

# 3. The same offline browsing twice (home feed, scroll, a search, the detail), same cache.
for run in 1 2 3; do
  export XDG_STATE_HOME="$work/state$run"
  tmux new-session -d -s ptui-measure -x 120 -y 40 "$bin --offline --log-level info --cache-dir $work/cache3"
  # Wait for the first rows (a debug build takes a while to build the catalog).
  for _ in $(seq 1 120); do tmux capture-pane -p -t ptui-measure | grep -q "♥" && break; sleep 0.5; done
  for key in j j j j j j j j; do tmux send-keys -t ptui-measure $key; sleep 0.3; done
  tmux send-keys -t ptui-measure / s e a Enter; sleep 3
  for key in j j j j Enter; do tmux send-keys -t ptui-measure $key; sleep 0.5; done
  sleep 3
  tmux send-keys -t ptui-measure q; sleep 1
  tmux kill-session -t ptui-measure 2>/dev/null || true
  line=$(grep -h "images:" -r "$work/state$run" | tail -1 | sed 's/.*images:/images:/')
  echo "3. offline run $run: $line"
done
