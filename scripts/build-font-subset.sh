#!/usr/bin/env bash
# Rebuilds the site's two web fonts (committed; run after changing a source version or a character list).
# Needs Debian's fontTools: apt-get install python3-fonttools python3-brotli; and the npm registry.
# - app/fonts/inter-basic-latin-wght.woff2, every page (from @fontsource-variable/inter in node_modules).
#   Why a subset (48 KB → 25 KB): on a slow connection the font competes with the page's scripts
#   (docs/decisions/038-front-end-budgets.md).
# - app/fonts/noto-sans-devanagari-wght.woff2, Hindi pages only (docs/decisions/049-devanagari-font.md).
# Keep each UNICODES in step with its face's unicode-range in app/app.css.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
# The same input gives the same bytes: a fixed head.modified date and a fixed hash order inside fontTools.
export SOURCE_DATE_EPOCH=1704067200 PYTHONHASHSEED=0
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
WHICH=${1:-all} # inter | devanagari | all

if [[ $WHICH == inter || $WHICH == all ]]; then
SRC=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=app/fonts/inter-basic-latin-wght.woff2
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212"
# The weights the site uses: normal (400) to extrabold (800).
$PY -m fontTools.varLib.instancer "$SRC" wght=400:800 -q -o "$TMP/inter.ttf"
$PY -m fontTools.subset "$TMP/inter.ttf" --unicodes="$UNICODES" \
  --layout-features="kern,liga,calt,ccmp,locl,mark,mkmk,tnum" --flavor=woff2 --output-file="$OUT"
ls -l "$OUT"
fi

if [[ $WHICH == devanagari || $WHICH == all ]]; then
# Noto Sans Devanagari: the package's Devanagari file (Google Fonts' cut, which also carries Vedic signs,
# Devanagari Extended and North Indic numbers) is fetched at a pinned version rather than kept as a
# dependency, since only this script reads it. The pack is checked against the registry's integrity hash.
NOTO_PKG=@fontsource-variable/noto-sans-devanagari@5.3.0
npm pack --silent --pack-destination "$TMP" "$NOTO_PKG" >/dev/null
tar -xzf "$TMP"/fontsource-variable-noto-sans-devanagari-*.tgz -C "$TMP"
SRC="$TMP/package/files/noto-sans-devanagari-devanagari-wght-normal.woff2"
OUT=app/fonts/noto-sans-devanagari-wght.woff2
# The letters, signs, digits and punctuation of modern Devanagari text (Hindi, Marathi's ळ and ॲ, Nepali,
# Sanskrit's avagraha and om; danda and double danda), the joiners ZWNJ/ZWJ that select half forms, the
# rupee sign and the dotted circle the shaper draws under a stray vowel sign. Left to the system: the
# Vedic accents (U+0951-0954), the Kashmiri and Bihari vowels (U+093A-093B, U+094E-094F, U+0955-0957),
# short A (U+0904), the inverted candrabindu (U+0900) and the Sindhi and other letters at U+0973-097F:
# their marks reach a tenth of the file's glyphs and GPOS (docs/decisions/049-devanagari-font.md).
UNICODES="U+0901-0903,U+0905-0939,U+093C-094D,U+0950,U+0958-0972,U+200C-200D,U+20B9,U+25CC"
$PY -m fontTools.varLib.instancer "$SRC" wght=400:800 -q -o "$TMP/noto.ttf"
# Every layout feature is kept ('*'): conjuncts, half forms, reph, matra and nukta positioning are all
# GSUB/GPOS lookups (akhn, rphf, blwf, half, cjct, pres, abvs, blws, psts, rkrf, abvm, blwm, dist, …), and
# the subsetter keeps each glyph those lookups can reach from the characters above.
$PY -m fontTools.subset "$TMP/noto.ttf" --unicodes="$UNICODES" \
  --layout-features='*' --flavor=woff2 --output-file="$OUT"
ls -l "$OUT"
cp "$TMP/package/LICENSE" app/fonts/OFL-noto-sans-devanagari.txt
fi
