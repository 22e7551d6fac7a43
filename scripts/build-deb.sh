#!/usr/bin/env bash
# Builds dist/photo-tui_VERSION_ARCH.deb from an install tree staged by `make install PREFIX=/usr`.
#   build-deb.sh STAGE OUTDIR [XZ_LEVEL]
# STAGE holds the tree in STAGE/debian/photo-tui (dpkg-shlibdeps expects the binaries it reads in
# debian/PACKAGE, beside a debian/control, which is all it needs of a source package: this script
# writes a stub there). Depends comes from the libraries the binary links, through the shlibs
# files of the Debian packages that provide them.
set -euo pipefail

stage=$1
outdir=$2
xz_level=${3:-6}
root=$stage/debian/photo-tui
version_file=Sources/PhotoModel/Support/PhotoTUIVersion.swift

version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' "$version_file")
[[ $version =~ ^[0-9][0-9A-Za-z.+~-]*$ ]] || { echo "build-deb: no version found in $version_file" >&2; exit 1; }
arch=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-$(git log -1 --format='%an <%ae>' 2>/dev/null || true)}
[[ $maintainer == *"<"*">" ]] || maintainer="photo-tui maintainers <photo-tui@localhost>"
[[ -x $root/usr/bin/photo-tui ]] || { echo "build-deb: no $root/usr/bin/photo-tui; run make deb" >&2; exit 1; }
command -v dpkg-shlibdeps >/dev/null || { echo "build-deb: dpkg-shlibdeps is missing: ./scripts/install-deps.sh package" >&2; exit 1; }

printf 'Source: photo-tui\n\nPackage: photo-tui\nArchitecture: any\n' >"$stage/debian/control"
depends=$(cd "$stage" && dpkg-shlibdeps -O -e debian/photo-tui/usr/bin/photo-tui | sed -n 's/^shlibs:Depends=//p')
[[ -n $depends ]] || { echo "build-deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
# libcurl is loaded on first use (Sources/CCurl/curl_loader.c), so no NEEDED entry names it: its
# package comes from the shlibs file of the package that provides it here.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for library in libcurl.so.4; do
  provider=$(dpkg -S "*/$multiarch/$library" 2>/dev/null | head -1 | cut -d: -f1) || true
  [[ -n $provider ]] || { echo "build-deb: no package provides $library" >&2; exit 1; }
  shlibs=/var/lib/dpkg/info/$provider:$arch.shlibs
  [[ -f $shlibs ]] || shlibs=/var/lib/dpkg/info/$provider.shlibs
  name=${library%%.so.*} soversion=${library##*.so.}
  dependency=$(awk -v name="$name" -v version="$soversion" '$1 == name && $2 == version { $1 = $2 = ""; sub(/^ +/, ""); print; exit }' "$shlibs" 2>/dev/null) || true
  [[ -n $dependency ]] || dependency=$provider
  depends="$depends, $dependency"
done

find "$root" -type d -exec chmod 0755 {} +  # whatever the umask was when make install made them
mkdir -p "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)

cat >"$root/DEBIAN/control" <<EOF
Package: photo-tui
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $depends
Recommends: ncurses-term
Section: graphics
Priority: optional
Homepage: https://github.com/photo-tui/photo-tui
Description: terminal photo browser for Unsplash, Openverse and local folders
 photo-tui searches and browses photos from the keyboard in a full-screen
 terminal view: thumbnails in real pixels where the terminal can show them
 (kitty graphics, sixel, iTerm2 images) or in character cells, a detail pane
 with each photo's credit and licence, downloads, favourites, and a picker
 for scripts. Photos come from Unsplash (with an access key), Openverse, a
 local folder, or a built-in offline library.
EOF
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

mkdir -p "$outdir"
package=$outdir/photo-tui_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz -z"$xz_level" --build "$root" "$package" >/dev/null
echo "$package ($(du -k "$package" | cut -f1) KiB; Depends: $depends)"
