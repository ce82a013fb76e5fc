#!/usr/bin/env bash
# Rebuilds app/fonts/inter-basic-latin-wght.woff2, the one web font of the site (committed; run after
# upgrading @fontsource-variable/inter). Needs Debian's fontTools: apt-get install python3-fonttools python3-brotli.
# Why a subset (48 KB → 25 KB): on a slow connection the font competes with the page's scripts
# (docs/decisions/038-front-end-budgets.md). Keep UNICODES in step with the unicode-range in app/app.css.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=app/fonts/inter-basic-latin-wght.woff2
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# The weights the site uses: normal (400) to extrabold (800).
/usr/bin/python3 -m fontTools.varLib.instancer "$SRC" wght=400:800 -q -o "$TMP/inter.ttf"
/usr/bin/python3 -m fontTools.subset "$TMP/inter.ttf" --unicodes="$UNICODES" \
  --layout-features="kern,liga,calt,ccmp,locl,mark,mkmk,tnum" --flavor=woff2 --output-file="$OUT"
ls -l "$OUT"
