# photo-tui: `make run` and `make test` are all a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
RELEASE_BIN := .build/release/photo-tui
export LANG ?= C.UTF-8
export LC_ALL ?= C.UTF-8

.PHONY: all deps build release run test test-unit test-graphics test-tsan fuzz fuzz-short bench bench-check clean

all: build

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product photo-tui
	$(SWIFT) build -c release --product terminal-demo

run: release
	$(RELEASE_BIN) $(ARGS)

# The whole suite (unit, loopback client, tmux end-to-end against the release binaries),
# then the unit tests of every target again under ThreadSanitizer (the end-to-end suites aside),
# a short fuzzing run, and EventStream's instruction-count gate.
test: release test-unit test-tsan fuzz-short bench-check

# End-to-end suites drive real binaries in tmux; they run on their own, one at a time, so that
# the unit tests running in parallel on a two-core machine cannot starve them.
E2E_SUITES := EndToEndTests|TerminalDemoTests
E2E_ENV := PHOTO_TUI_BIN=$(CURDIR)/.build/release/photo-tui TERMINAL_DEMO_BIN=$(CURDIR)/.build/release/terminal-demo

test-unit: deps
	$(SWIFT) test --skip '$(E2E_SUITES)'
	$(E2E_ENV) $(SWIFT) test --no-parallel --filter '$(E2E_SUITES)' --skip GraphicsEndToEndTests
	$(MAKE) test-graphics

# photo-tui in kitty, xterm (VT340) and mlterm on a private Xvfb (displays :95-:99), alone and in
# tmux, checked from screenshots (docs/GRAPHICS.md). Skips a terminal that is not installed.
test-graphics: release
	$(E2E_ENV) $(SWIFT) test --no-parallel --filter GraphicsEndToEndTests

test-tsan: deps
	TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan-suppressions.txt $$TSAN_OPTIONS" $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter 'EventStreamTests|PhotoCoreTests|TerminalTests|PhotoTUITests' --skip '$(E2E_SUITES)'

bench: deps
	cd Benchmarks && for b in EventStreamBenchmarks TerminalBenchmarks ServiceBenchmarks ImageBenchmarks FolderBenchmarks; do $(SWIFT) run -c release $$b || exit 1; done

# libFuzzer over the JSON models, JPEG decoding, the key decoder, the config parser, the Link
# header parser and folder names as bytes, built with --sanitize=fuzzer in .build-fuzz (never the
# normal build). A crash fails with its input saved under .build-fuzz/crashes/.
fuzz: deps
	./scripts/fuzz.sh 60

fuzz-short: deps
	./scripts/fuzz.sh 10

# EventStream's instructions per operation (cachegrind) against Benchmarks/baseline; fails on a
# rise above 5 %. Part of `make test`: 29 s on a fresh clone (release build of the benchmark
# package with OpenCombine, then twenty cachegrind runs). Instruction counts, not times, so a
# busy machine does not make it fail.
bench-check: deps
	./scripts/bench-check.sh

clean:
	rm -rf .build .build-tsan .build-fuzz Benchmarks/.build
