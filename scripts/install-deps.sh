#!/usr/bin/env bash
# Installs the Debian packages photo-tui needs, only those that are missing.
set -euo pipefail

packages=(
  pkg-config
  libncurses-dev      # the screen (ncursesw)
  ncurses-term        # terminal descriptions such as xterm-direct (truecolor)
  libcurl4-openssl-dev
  libturbojpeg0-dev
  libjpeg-dev         # libjpeg's own API: decoding only the part of a photo a crop keeps
  zlib1g-dev          # kitty graphics: images go zlib-compressed (o=z)
  libpng-dev          # PNG decode/encode (freedesktop thumbnails)
  valgrind            # make bench-check: instruction counts with cachegrind
  libexif-dev         # EXIF of local photos
  libsqlite3-dev      # the personal library (SQLite through GRDB)
  sqlite3             # its kill -9 test runs a second writer
  libchafa-dev
  libglib2.0-dev      # chafa's headers include glib's
  libsixel-dev        # sixel images (exact height, dithered 256-colour palette)
  tmux                # end-to-end tests
  xvfb                # graphics end-to-end tests: a headless X server,
  kitty               #   the terminals they run in (kitty graphics,
  xterm               #   sixel as a VT340,
  mlterm              #   sixel and iTerm2),
  libgl1-mesa-dri     #   software OpenGL for kitty,
  fonts-dejavu-core   #   the font they are set to,
  imagemagick         #   screenshots (import),
  xdotool             #   keys and window sizes
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
((${#missing[@]} == 0)) && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "photo-tui needs these packages, and this system has no apt-get to install them:" >&2
  echo "  ${missing[*]}" >&2
  echo "Install their equivalents with your package manager (ncursesw, libcurl, libturbojpeg, libjpeg, libpng, libexif, chafa, glib, libsixel, tmux; for the graphics end-to-end tests Xvfb, kitty, xterm, mlterm, ImageMagick, xdotool)." >&2
  exit 1
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "Installing ${missing[*]} needs root, and sudo is missing." >&2; exit 1; }
  sudo=(sudo)
fi

echo "Installing: ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
