#!/usr/bin/env bash
# make install, make uninstall and make deb, checked the way a person installing photo-tui meets
# them: the tree; the installed binary with no Swift toolchain in reach; every man page through
# man; the completions loaded by bash (through bash-completion), zsh and fish from where they were
# installed; the package's control fields, Depends and contents; the package installed into, verified
# in and removed from a throwaway dpkg root. Every failed check is reported; any fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
started=$SECONDS

version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' Sources/PhotoModel/Support/PhotoTUIVersion.swift)
commands=(browse pick search show download library library.export duplicates serve doctor help)
expected_tree() { # $1: the prefix, without its leading slash
  {
    echo "$1/bin/photo-tui"
    echo "$1/share/bash-completion/completions/photo-tui"
    echo "$1/share/doc/photo-tui/README.md"
    echo "$1/share/fish/vendor_completions.d/photo-tui.fish"
    echo "$1/share/man/man1/photo-tui.1"
    for command in "${commands[@]}"; do echo "$1/share/man/man1/photo-tui.$command.1"; done
    echo "$1/share/zsh/site-functions/_photo-tui"
  } | sort
}
files_under() { (cd "$1" && find . -type f | sed 's|^\./||' | sort); }

# --- the dependency sets --------------------------------------------------------------------------
deps_set() { bash -c 'source <(sed -n "/^$1_packages=(/,/^)/p" scripts/install-deps.sh); eval "printf \"%s\n\" \"\${$1_packages[@]}\""' _ "$1"; }
run_set=$(deps_set run)
test_tools=$(deps_set test; deps_set package)
[[ -n $run_set && -n $test_tools ]] || fail "cannot read the package sets from scripts/install-deps.sh"
# make run asks for the run set only; every target that runs tests asks for the test set.
plan=$(make -n run 2>/dev/null)
grep -q 'install-deps.sh run$' <<<"$plan" || fail "make run does not install the run set"
if grep -qE 'install-deps.sh (test|package)' <<<"$plan"; then fail "make run installs test tools"; fi
for target in test test-unit test-graphics test-tsan test-install bench-check fuzz fuzz-short; do
  plan=$(make -n "$target" 2>/dev/null)
  grep -q 'install-deps.sh test$' <<<"$plan" || fail "make $target does not install the test set"
done
# On a fresh machine: nothing the run set pulls in, however deep (apt-get gets --no-install-recommends),
# is a test tool.
if closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
  --no-enhances $run_set 2>/dev/null | grep -v '^ ' | sort -u) && [[ -n $closure ]]; then
  pulled=$(grep -xF -f <(echo "$test_tools") <<<"$closure" || true)
  if [[ -z $pulled ]]; then
    pass "make run's set ($(wc -w <<<"$run_set") packages, $(wc -l <<<"$closure") with what they pull in) holds no test tool"
  else
    fail "the run set pulls in test tools: $(echo $pulled)"
  fi
else
  echo "note: apt-cache has no package lists, so the run set's closure is not checked"
fi

# --- make install -------------------------------------------------------------------------------
root=$work/root
make --no-print-directory install PREFIX=/usr/local DESTDIR="$root" >"$work/install.log" 2>&1 \
  || { cat "$work/install.log" >&2; fail "make install"; exit 1; }
if diff <(expected_tree usr/local) <(files_under "$root") >"$work/tree.diff"; then
  pass "make install wrote the tree ($(files_under "$root" | wc -l) files)"
else
  fail "make install's tree differs from the expected one (< expected, > installed):"; cat "$work/tree.diff" >&2
fi
bin=$root/usr/local/bin/photo-tui
# Once built, installing builds nothing: `sudo make install` needs no Swift in root's PATH.
if make --no-print-directory install SWIFT=/bin/false PREFIX=/usr/local DESTDIR="$work/again" >"$work/again.log" 2>&1 \
  && diff -r "$root" "$work/again" >/dev/null; then
  pass "a second make install copies the same tree without building"
else
  fail "a second make install wanted to build (or wrote another tree):"; tail -5 "$work/again.log" >&2
fi

# --- the binary needs no Swift toolchain --------------------------------------------------------
toolchain_lib=$(dirname "$(readlink -f "$(command -v swift)")")/../lib
toolchain_lib=$(readlink -f "$toolchain_lib")
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
resolved=$(ldd "$bin")
if grep -E '^(libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest|libTesting)' <<<"$needed"; then
  fail "the installed binary links Swift's runtime libraries (above) instead of carrying them"
else
  pass "no Swift runtime library among the binary's $(wc -l <<<"$needed") libraries"
fi
if readelf -d "$bin" | grep -E '\((RUNPATH|RPATH)\)' | grep -q "$toolchain_lib"; then
  fail "the installed binary's run path names the toolchain ($toolchain_lib)"
fi
if grep -E "not found|$toolchain_lib" <<<"$resolved"; then
  fail "ldd: a library is missing or comes from the toolchain (above)"
fi
for library in libncursesw.so.6 libchafa.so.0 libturbojpeg.so.0 libsqlite3.so.0; do
  grep -qx "$library" <<<"$needed" || fail "the binary does not link Debian's $library dynamically"
done

# Run with an empty environment and, where a mount namespace can be had, the toolchain's
# libraries hidden under an empty tmpfs.
mkdir -p "$work/home"
run_bare() { env -i HOME="$work/home" "$bin" "$@"; }
hide_toolchain=()
for attempt in "unshare -rm" "unshare -m"; do
  if $attempt sh -c "mount -t tmpfs none '$toolchain_lib'" 2>/dev/null; then
    read -r -a hide_toolchain <<<"$attempt"
    break
  fi
done
run_hidden() {
  if ((${#hide_toolchain[@]})); then
    "${hide_toolchain[@]}" sh -c 'mount -t tmpfs none "$1" && shift && exec env -i HOME="$0" "$@"' \
      "$work/home" "$toolchain_lib" "$bin" "$@"
  else
    run_bare "$@"
  fi
}
if ((${#hide_toolchain[@]} == 0)); then
  echo "note: no mount namespace here, so the toolchain stays in place (env -i and ldd are checked)"
fi
if [[ $(run_hidden --version 2>&1) == "$version" ]]; then
  pass "photo-tui --version says $version with env -i${hide_toolchain:+ and $toolchain_lib hidden}"
else
  fail "photo-tui --version with no toolchain: $(run_hidden --version 2>&1 | head -3)"
fi
# A real search on the built-in library (loopback only): Foundation, libcurl, the HTTP server,
# JSON and SQLite all working in the static binary.
if run_hidden --offline search sea --per-page 3 >"$work/search.out" 2>&1 && grep -qi "sea" "$work/search.out"; then
  pass "photo-tui --offline search sea answers with no toolchain"
else
  fail "photo-tui --offline search sea with no toolchain:"; head -20 "$work/search.out" >&2
fi

# --- man pages ------------------------------------------------------------------------------------
for page in "$root"/usr/local/share/man/man1/*.1; do
  name=$(basename "$page" .1)
  if ! MANWIDTH=100 man --warnings -l "$page" >"$work/man.out" 2>"$work/man.err"; then
    fail "man -l $name failed: $(head -3 "$work/man.err")"
  elif [[ -s $work/man.err ]]; then
    fail "man -l $name warned: $(head -3 "$work/man.err")"
  elif ! grep -q "^NAME" "$work/man.out" || ! grep -qF "${name//./ }" "$work/man.out"; then
    fail "man -l $name: no NAME section naming '${name//./ }'"
  fi
done
MANWIDTH=100 man -l "$root/usr/local/share/man/man1/photo-tui.1" >"$work/man.out" 2>/dev/null
for phrase in "Openverse, when it answers" "--source folder:PATH" "--offline" "before or after the subcommand"; do
  grep -qF -- "$phrase" "$work/man.out" || fail "photo-tui(1) does not say '$phrase'"
done
# photo-tui(1) leads to every subcommand's page, and every page it names is installed.
see_also=$(sed -n '/^SEE ALSO/,/^[A-Z]/p' "$work/man.out" | grep -o 'photo-tui\.[a-z.]*([0-9])' | sed 's/(1)$//' | sort)
installed_pages=$(ls "$root/usr/local/share/man/man1" | sed -n 's/\.1$//p' | grep -v '^photo-tui$' | grep -v '^photo-tui\.library\.' | sort)
[[ -n $see_also && $see_also == "$installed_pages" ]] \
  || fail "photo-tui(1)'s SEE ALSO ($(echo $see_also)) is not the installed subcommand pages ($(echo $installed_pages))"
MANWIDTH=100 man -l "$root/usr/local/share/man/man1/photo-tui.search.1" >"$work/man.out" 2>/dev/null
grep -qF "Openverse, when it answers" "$work/man.out" || fail "photo-tui.search(1) does not give the source order"
pass "man -l renders $(ls "$root"/usr/local/share/man/man1 | wc -l) pages"

# --- completions, loaded from where they were installed --------------------------------------------
share=$root/usr/local/share
export PATH="$root/usr/local/bin:$PATH"
bash_complete() { # $1: the command line to complete at its end
  XDG_DATA_DIRS=$share bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion
    __load_completion photo-tui || exit 3
    read -r -a COMP_WORDS <<<"$1"; [[ $1 == *" " ]] && COMP_WORDS+=("")
    COMP_LINE=$1 COMP_POINT=${#1} COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    "$(complete -p photo-tui | sed "s/.* -F \([^ ]*\) .*/\1/")" photo-tui "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
    printf "%s\n" "${COMPREPLY[@]}"' _ "$1"
}
if [[ $(bash_complete "photo-tui se") == $'search\nserve' ]] && bash_complete "photo-tui search --off" | grep -qx -- "--offline"; then
  pass "bash-completion loads the bash completions (photo-tui se → search serve)"
else
  fail "bash completion: got '$(bash_complete "photo-tui se" 2>&1 | tr '\n' ' ')'"
fi
zsh_loaded=$(zsh -fc 'fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -d "$2"; print -r -- ${_comps[photo-tui]}' \
  _ "$share/zsh/site-functions" "$work/zcompdump" 2>&1)
if [[ $zsh_loaded == _photo-tui ]] && zsh -n "$share/zsh/site-functions/_photo-tui"; then
  pass "zsh's compinit finds _photo-tui in site-functions"
else
  fail "zsh: compinit did not register _photo-tui: $zsh_loaded"
fi
fish_complete() { HOME=$work/home XDG_DATA_DIRS=$share fish -c 'complete -C "$argv[1]"' "$1" 2>&1 | cut -f1; }
if [[ $(fish_complete "photo-tui se") == $'search\nserve' ]] && fish_complete "photo-tui search --off" | grep -qx -- "--offline"; then
  pass "fish loads its completions from vendor_completions.d"
else
  fail "fish completion: got '$(fish_complete "photo-tui se" | tr '\n' ' ')'"
fi

# --- make uninstall -------------------------------------------------------------------------------
cp -a "$root/usr/local" "$work/installed"  # for comparing with the package's contents
make --no-print-directory uninstall PREFIX=/usr/local DESTDIR="$root" >"$work/uninstall.log" 2>&1 || fail "make uninstall"
if [[ -z $(files_under "$root") && ! -d $root/usr/local/share/doc/photo-tui ]]; then
  pass "make uninstall removed every file"
else
  fail "make uninstall left: $(files_under "$root" | tr '\n' ' ')"
fi

# --- make deb -------------------------------------------------------------------------------------
arch=$(dpkg --print-architecture)
deb=$work/dist/photo-tui_${version}_${arch}.deb
# Into the temporary folder, so dist/ keeps only packages someone asked for; and xz -1: 10 s of
# compression instead of the default level's 40 s, and nothing checked here differs.
make --no-print-directory deb DIST="$work/dist" DEB_XZ_LEVEL=1 >"$work/deb.log" 2>&1 || { cat "$work/deb.log" >&2; fail "make deb"; exit 1; }
[[ -f $deb ]] || { fail "make deb wrote no $deb"; exit 1; }
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == photo-tui ]] || fail "Package: $(field Package)"
[[ $(field Version) == "$version" ]] || fail "Version: $(field Version), the program says $version"
[[ $(field Architecture) == "$arch" ]] || fail "Architecture: $(field Architecture), dpkg says $arch"
[[ $(field Maintainer) =~ ^[^\<]+\ \<[^@\>]+@[^\>]+\>$ ]] || fail "Maintainer is not 'Name <address>': $(field Maintainer)"
for name in Section Priority Description Installed-Size; do [[ -n $(field "$name") ]] || fail "no $name field"; done
[[ $(field Installed-Size) =~ ^[0-9]+$ ]] || fail "Installed-Size is not a number of KiB: $(field Installed-Size)"
depends=$(field Depends)
depend_names=$(sed 's/([^)]*)//g; s/[,|]/\n/g; s/ //g' <<<"$depends")
# Every library the binary links is provided by a package Depends names, and every package named
# exists: read from the libraries themselves, not from a list kept here.
while read -r library; do
  # "libx.so.1 => /lib/…/libx.so.1 (…)", or for the dynamic loader "/lib64/ld-linux-x86-64.so.2 (…)".
  path=$(awk -v lib="$library" '$1 == lib { print $3 } $1 ~ "/" lib "$" { print $1 }' <<<"$resolved" | head -1)
  [[ -n $path ]] && path=$(readlink -f "$path") || { fail "ldd does not resolve $library"; continue; }
  # By the file's own name under its multiarch folder: /lib and /usr/lib are one folder (merged
  # /usr), and dpkg knows each file under whichever its package shipped it.
  provider=$(dpkg -S "*/$(basename "$(dirname "$path")")/$(basename "$path")" 2>/dev/null | head -1 | cut -d: -f1) || true
  [[ -n $provider ]] || { fail "no package provides $library ($path)"; continue; }
  grep -qxF "$provider" <<<"$depend_names" || fail "Depends lacks $provider (for $library): $depends"
done <<<"$needed"
# libcurl is loaded on first use, not at exec (no NEEDED entry): its package is in Depends too.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for library in libcurl.so.4; do
  provider=$(dpkg -S "*/$multiarch/$library" 2>/dev/null | head -1 | cut -d: -f1) || true
  [[ -n $provider ]] || { fail "no package provides $library"; continue; }
  grep -qxF "$provider" <<<"$depend_names" || fail "Depends lacks $provider (for $library, loaded on first use): $depends"
  if grep -qF "$library" <<<"$needed"; then fail "the binary links $library at exec; it is meant to load it on first use"; fi
done
for package in $depend_names; do
  dpkg-query -W "$package" >/dev/null 2>&1 || fail "Depends names $package, which is not a package here"
done
if grep -qi swift <<<"$depends"; then fail "Depends names a Swift package: $depends"; fi
pass "control: $(field Package) $(field Version) $(field Architecture), Depends: $depends"

# The package holds the install tree (with PREFIX=/usr), byte for byte.
dpkg-deb -x "$deb" "$work/extracted"
if diff <(expected_tree usr) <(dpkg-deb -c "$deb" | awk '$1 ~ /^-/ { sub(/^\.\//, "", $6); print $6 }' | sort) \
  && diff -r "$work/installed" "$work/extracted/usr" >&2; then
  pass "dpkg-deb -c lists the install tree and its files are the installed ones"
else
  fail "the package's contents differ from the install tree (above)"
fi
if dpkg-deb -c "$deb" | awk '{ print $2 }' | grep -vqx "root/root"; then fail "files in the package are not owned by root"; fi

# Installed into a throwaway dpkg root: registered, verified against its md5sums, runnable, removed.
dpkg_root=$work/dpkg-root
mkdir -p "$dpkg_root/var/lib/dpkg/info" "$dpkg_root/var/lib/dpkg/updates" "$dpkg_root/var/lib/dpkg/triggers"
touch "$dpkg_root/var/lib/dpkg/status" "$dpkg_root/var/lib/dpkg/available"
dpkg_in_root() { dpkg --root="$dpkg_root" --log=/dev/null --force-not-root --force-depends "$@"; }
if dpkg_in_root -i "$deb" >"$work/dpkg.log" 2>&1 \
  && [[ $(dpkg_in_root -s photo-tui 2>/dev/null | sed -n 's/^Status: //p') == "install ok installed" ]] \
  && dpkg_in_root --verify photo-tui >>"$work/dpkg.log" 2>&1 \
  && [[ $(env -i HOME="$work/home" "$dpkg_root/usr/bin/photo-tui" --version) == "$version" ]]; then
  pass "dpkg --root installs it, --verify passes, and the installed photo-tui runs"
else
  fail "installing into a dpkg root:"; cat "$work/dpkg.log" >&2
fi
dpkg_in_root -r photo-tui >>"$work/dpkg.log" 2>&1 || fail "dpkg --root -r photo-tui"
if [[ -n $(find "$dpkg_root/usr" -type f 2>/dev/null) ]]; then fail "dpkg -r left: $(find "$dpkg_root/usr" -type f)"; fi

echo "package: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB ($(field Installed-Size) KiB installed); $((SECONDS - started)) s"
if ((failures)); then
  echo "$failures install check(s) failed" >&2
  exit 1
fi
echo "install checks passed"
