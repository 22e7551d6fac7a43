#!/usr/bin/env bash
# Installs the Debian packages one set of photo-tui's work needs, only those that are missing.
#   install-deps.sh run      building and running photo-tui (make run, make release, make install)
#   install-deps.sh package  that, and dpkg-shlibdeps for `make deb`
#   install-deps.sh test     that, and the tools the tests drive (make test and its parts)
# Each set includes the one before it. A person who only browses photos never gets the test tools.
set -euo pipefail

set_name=${1:-}
run_packages=(
  pkg-config
  libncurses-dev      # the screen (ncursesw)
  ncurses-term        # terminal descriptions such as xterm-direct (truecolor)
  libcurl4-openssl-dev
  libturbojpeg0-dev
  libjpeg-dev         # libjpeg's own API: decoding only the part of a photo a crop keeps
  zlib1g-dev          # kitty graphics: images go zlib-compressed (o=z)
  libpng-dev          # PNG decode/encode (freedesktop thumbnails)
  libexif-dev         # EXIF of local photos
  libsqlite3-dev      # the personal library (SQLite through GRDB)
  libchafa-dev
  libglib2.0-dev      # chafa's headers include glib's
  libsixel-dev        # sixel images (exact height, dithered 256-colour palette)
  libexempi-dev       # XMP sidecars: ratings merged into a folder photo's .xmp ([library] write_xmp)
)
package_packages=(
  dpkg-dev            # make deb: dpkg-shlibdeps turns the binary's libraries into Depends
)
test_packages=(
  valgrind            # make bench-check: instruction counts with cachegrind
  sqlite3             # the library's kill -9 test runs a second writer
  tmux                # end-to-end tests
  xvfb                # graphics end-to-end tests: a headless X server,
  kitty               #   the terminals they run in (kitty graphics,
  xterm               #   sixel as a VT340,
  mlterm              #   sixel and iTerm2),
  libgl1-mesa-dri     #   software OpenGL for kitty,
  fonts-dejavu-core   #   the font they are set to,
  imagemagick         #   screenshots (import),
  xdotool             #   keys and window sizes
  man-db              # the install test: man -l renders every page
  groff-base          #   (man's formatter),
  bash-completion     #   the completions load in bash,
  zsh                 #   zsh
  fish                #   and fish
)

case $set_name in
  run)
    packages=("${run_packages[@]}")
    why="to build and run photo-tui" ;;
  package)
    packages=("${run_packages[@]}" "${package_packages[@]}")
    why="to build photo-tui and its Debian package" ;;
  test)
    packages=("${run_packages[@]}" "${package_packages[@]}" "${test_packages[@]}")
    why="to build photo-tui and run its tests (tmux, X terminals, valgrind, shells, man)" ;;
  *)
    echo "usage: $0 run|package|test" >&2
    echo "  run      what building and running photo-tui needs" >&2
    echo "  package  run, and dpkg-dev for make deb" >&2
    echo "  test     package, and the tools make test drives" >&2
    exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
((${#missing[@]} == 0)) && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "photo-tui needs these packages $why, and this system has no apt-get to install them:" >&2
  echo "  ${missing[*]}" >&2
  echo "Install their equivalents with your package manager (to run: ncursesw, libcurl, libturbojpeg, libjpeg, libpng, libexif, SQLite, chafa, glib, libsixel, exempi; to test also tmux, Xvfb, kitty, xterm, mlterm, ImageMagick, xdotool, valgrind, zsh, fish, man)." >&2
  exit 1
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "Installing ${missing[*]} needs root, and sudo is missing." >&2; exit 1; }
  sudo=(sudo)
fi

echo "Installing the '$set_name' set, $why: ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
