# photo-tui: `make run` and `make test` are all a fresh Debian/Ubuntu machine needs.
SWIFT ?= swift
export LANG ?= C.UTF-8
export LC_ALL ?= C.UTF-8

# The release build links the Swift runtime and Foundation into the binary (--static-swift-stdlib;
# Debian's libraries stay shared), so what `make run` starts and `make test` drives is what
# `make install` and `make deb` ship, and it runs with no Swift toolchain. It has its own scratch
# folder: the flag changes every compile command, and sharing .build with a plain
# `swift build -c release` would rebuild everything each time one follows the other.
#
# libcurl is loaded on first use, not at exec (Sources/CCurl/curl_loader.c defines the functions
# the binary calls): FlyingFox's import of FoundationNetworking would autolink it, so that is
# turned off here. Linking it at exec put its 30 libraries (8 ms) before `main`.
RELEASE_SCRATCH := .build-static
LAZY_CURL := -Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc curl
SWIFT_RELEASE := $(SWIFT) build -c release --static-swift-stdlib $(LAZY_CURL) --scratch-path $(RELEASE_SCRATCH)
RELEASE_BIN := $(RELEASE_SCRATCH)/release/photo-tui

# make install PREFIX=/usr/local DESTDIR= (DESTDIR stages the tree elsewhere, as `make deb` does).
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
DOCDIR ?= $(DATADIR)/doc/photo-tui
BASH_COMPLETIONS := $(DATADIR)/bash-completion/completions
ZSH_COMPLETIONS := $(DATADIR)/zsh/site-functions
FISH_COMPLETIONS := $(DATADIR)/fish/vendor_completions.d

# Man pages and completion scripts, generated from the release binary's own definitions.
GENERATED := $(RELEASE_SCRATCH)/generated
# Man pages are dated by the last commit, so building the same commit twice gives the same pages.
MAN_DATE := $(shell git log -1 --format=%cs 2>/dev/null || date +%F)

.PHONY: all deps test-deps package-deps build release run test test-unit test-e2e test-graphics test-tsan test-install \
	fuzz fuzz-short bench bench-check generated install uninstall deb clean

all: build

# Building and running only; the test tools come with the targets that use them.
deps:
	@./scripts/install-deps.sh run

package-deps:
	@./scripts/install-deps.sh package

test-deps:
	@./scripts/install-deps.sh test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT_RELEASE) --product photo-tui
	$(SWIFT_RELEASE) --product terminal-demo
	touch $(RELEASE_STAMP)

# Stamps, so that `sudo make install` after `make generated` only copies (root needs no Swift).
RELEASE_STAMP := $(RELEASE_SCRATCH)/release.stamp
GENERATED_STAMP := $(GENERATED)/generated.stamp
$(RELEASE_STAMP): Package.swift $(wildcard Package.resolved) $(shell find Sources -type f 2>/dev/null)
	$(MAKE) --no-print-directory release

run: release
	$(RELEASE_BIN) $(ARGS)

# The whole suite (unit, loopback client, tmux end-to-end against the release binaries),
# then the unit tests of every target again under ThreadSanitizer (the end-to-end suites aside),
# the install tree and Debian package, a short fuzzing run, and EventStream's instruction-count gate.
# The ThreadSanitizer build, the longest step and all CPU, runs at the lowest priority while the
# end-to-end suites run: they mostly wait on terminals and tmux, so it takes the idle CPU and
# only that (a nice 19 process gets about 1.5 % of a core that a normal one wants). After it, in
# the same idle time, the fuzzers and the benchmark package are built for the steps at the end
# (their own failures show there, where the build runs again and is up to date).
test: release test-deps
	$(SWIFT) test --skip '$(E2E_SUITES)'
	@mkdir -p .build-tsan; nice -n 19 $(TSAN_BUILD) > .build-tsan/build.log 2>&1 & tsan=$$!; \
	  ( while kill -0 $$tsan 2>/dev/null; do sleep 5; done; \
	    nice -n 19 ./scripts/fuzz.sh --build-only >/dev/null 2>&1; \
	    nice -n 19 $(BENCH_CHECK_BUILD) >/dev/null 2>&1 ) & later=$$!; status=0; \
	  $(MAKE) --no-print-directory test-e2e test-graphics || status=$$?; \
	  if [ $$status != 0 ]; then kill $$tsan $$later 2>/dev/null; exit $$status; fi; \
	  wait $$tsan || { tail -n 60 .build-tsan/build.log; echo "the ThreadSanitizer build failed (.build-tsan/build.log)"; exit 1; }; \
	  wait $$later || true
	$(MAKE) --no-print-directory test-tsan test-install fuzz-short bench-check

# End-to-end suites drive real binaries in tmux; they run on their own, one at a time, so that
# the unit tests running in parallel on a two-core machine cannot starve them.
E2E_SUITES := EndToEndTests|TerminalDemoTests
BENCH_CHECK_BUILD := $(SWIFT) build -c release --package-path Benchmarks --product EventStreamWorkloads
E2E_ENV := PHOTO_TUI_BIN=$(CURDIR)/$(RELEASE_BIN) TERMINAL_DEMO_BIN=$(CURDIR)/$(RELEASE_SCRATCH)/release/terminal-demo

test-unit: test-deps
	$(SWIFT) test --skip '$(E2E_SUITES)'
	$(MAKE) --no-print-directory test-e2e test-graphics

test-e2e: release test-deps
	$(E2E_ENV) $(SWIFT) test --no-parallel --filter '$(E2E_SUITES)' --skip GraphicsEndToEndTests

# photo-tui in kitty, xterm (VT340) and mlterm on a private Xvfb (displays :95-:99), alone and in
# tmux, checked from screenshots (docs/GRAPHICS.md). Skips a terminal that is not installed.
test-graphics: release test-deps
	$(E2E_ENV) $(SWIFT) test --no-parallel --filter GraphicsEndToEndTests

TSAN_FLAGS := --sanitize=thread --scratch-path .build-tsan
TSAN_BUILD := $(SWIFT) build --build-tests $(TSAN_FLAGS)

# Suites whose clients ask a server on loopback (the offline library, a hostile server) and wait
# for its answer within the product's 15 s deadline. Under ThreadSanitizer everything runs several
# times slower, and with 1,600 tests sharing two cores a server's tasks can wait behind other
# suites' work past that deadline (a CI run and a rehearsal each lost one test so): they run on
# their own, after the rest.
LOOPBACK_SUITES := OpenverseClientTests|SearchViewModelLoopbackTests|OfflineLibrarySourceTests|OfflineServerTests|SourceConformanceTests|UnsplashClientTests|ImageRequestTests|OriginalDownloadTests|RequestEngineLoopbackTests|ProxyEnvironmentTests|CurlTransportTests|NetworkLimitsTests|CurlTransferTests|CurlTransferDeadlineTests
TSAN_TEST := TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan-suppressions.txt $$TSAN_OPTIONS" $(SWIFT) test $(TSAN_FLAGS)

test-tsan: test-deps
	$(TSAN_TEST) --filter 'EventStreamTests|ProcessSpawnTests|PhotoCoreTests|TerminalTests|PhotoTUITests' --skip '$(E2E_SUITES)|$(LOOPBACK_SUITES)'
	$(TSAN_TEST) --filter '$(LOOPBACK_SUITES)' --skip '$(E2E_SUITES)'

# make install into a temporary DESTDIR and make deb, checked: the tree, the binary with no
# toolchain, the man pages through man, the completions in bash, zsh and fish, the package's
# control file and contents, and the package installed into a throwaway dpkg root.
test-install: release test-deps
	./scripts/test-install.sh

bench: deps
	cd Benchmarks && for b in EventStreamBenchmarks TerminalBenchmarks ServiceBenchmarks ImageBenchmarks FolderBenchmarks; do $(SWIFT) run -c release $$b || exit 1; done

# libFuzzer over the JSON models, JPEG decoding, the key decoder, the config parser, the Link
# header parser and folder names as bytes, built with --sanitize=fuzzer in .build-fuzz (never the
# normal build). A crash fails with its input saved under .build-fuzz/crashes/.
fuzz: test-deps
	./scripts/fuzz.sh 60

fuzz-short: test-deps
	./scripts/fuzz.sh 10

# EventStream's instructions per operation (cachegrind) against Benchmarks/baseline; fails on a
# rise above 5 %. Part of `make test`: 29 s on a fresh clone (release build of the benchmark
# package with OpenCombine, then twenty-two cachegrind runs). Instruction counts, not times, so a
# busy machine does not make it fail.
bench-check: test-deps
	./scripts/bench-check.sh

# One man page per command (swift-argument-parser's generate-manual, built from the checkout the
# release build resolved, reading the binary's --experimental-dump-help) and the completion
# scripts the binary writes itself.
generated: $(GENERATED_STAMP)

$(GENERATED_STAMP): $(RELEASE_STAMP) Makefile
	rm -rf $(GENERATED) && mkdir -p $(GENERATED)/man1 $(GENERATED)/completions
	$(SWIFT) build --package-path $(RELEASE_SCRATCH)/checkouts/swift-argument-parser \
		--scratch-path $(RELEASE_SCRATCH)/tools --product generate-manual
	$(RELEASE_SCRATCH)/tools/debug/generate-manual $(RELEASE_BIN) --multi-page --date $(MAN_DATE) \
		--output-directory $(GENERATED)/man1
	sed -i 's/^$$/.Pp/' $(GENERATED)/man1/*.1  # a blank line in a discussion: a paragraph break to mdoc
	for shell in bash zsh fish; do \
		$(RELEASE_BIN) --generate-completion-script $$shell >$(GENERATED)/completions/$$shell || exit 1; \
	done
	touch $@

install: $(GENERATED_STAMP)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(DOCDIR) \
		$(DESTDIR)$(BASH_COMPLETIONS) $(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS)
	install -m 0755 -s $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/photo-tui
	install -m 0644 $(GENERATED)/man1/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 0644 $(GENERATED)/completions/bash $(DESTDIR)$(BASH_COMPLETIONS)/photo-tui
	install -m 0644 $(GENERATED)/completions/zsh $(DESTDIR)$(ZSH_COMPLETIONS)/_photo-tui
	install -m 0644 $(GENERATED)/completions/fish $(DESTDIR)$(FISH_COMPLETIONS)/photo-tui.fish
	install -m 0644 README.md $(DESTDIR)$(DOCDIR)/README.md

# Removes exactly what install wrote (the shared completion and man folders stay).
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/photo-tui $(DESTDIR)$(MANDIR)/man1/photo-tui.1 $(DESTDIR)$(MANDIR)/man1/photo-tui.*.1 \
		$(DESTDIR)$(BASH_COMPLETIONS)/photo-tui $(DESTDIR)$(ZSH_COMPLETIONS)/_photo-tui \
		$(DESTDIR)$(FISH_COMPLETIONS)/photo-tui.fish $(DESTDIR)$(DOCDIR)/README.md
	if [ -d $(DESTDIR)$(DOCDIR) ]; then rmdir --ignore-fail-on-non-empty $(DESTDIR)$(DOCDIR); fi

# dist/photo-tui_VERSION_ARCH.deb from the same install tree, staged with PREFIX=/usr.
DIST ?= dist
DEB_STAGE := $(RELEASE_SCRATCH)/deb
DEB_XZ_LEVEL ?= 6
deb: package-deps
	rm -rf $(DEB_STAGE)
	$(MAKE) --no-print-directory install PREFIX=/usr DESTDIR=$(CURDIR)/$(DEB_STAGE)/debian/photo-tui
	./scripts/build-deb.sh $(DEB_STAGE) $(DIST) $(DEB_XZ_LEVEL)

clean:
	rm -rf .build .build-static .build-tsan .build-fuzz Benchmarks/.build dist
