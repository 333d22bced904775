"""Makes src/web/assets/fonts/inter-spanish-wght.woff2 from Inter's variable Latin subset.

The characters are the unicode-range of src/web/styles.css; the weights, the ones the site sets
(400 to 800). Needs fontTools with Brotli (Debian: python3-fonttools python3-brotli).

    python3 scripts/subset-font.py inter-latin-wght-normal.woff2

The input used is in the repository's history:
`git show 1b00f9a:src/web/assets/fonts/inter-latin-wght-normal.woff2` (Inter 4, OFL).
"""

import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

OUTPUT = "src/web/assets/fonts/inter-spanish-wght.woff2"

# Basic Latin, Latin-1, Œœ, dashes, quotes, bullet, ellipsis, primes, angle quotes, euro, trade
# mark, arrows and the minus sign: Spanish copy and the signs the site's text uses.
RANGES = [
    (0x20, 0x7E), (0xA0, 0xFF), (0x152, 0x153), (0x2013, 0x2014), (0x2018, 0x201A),
    (0x201C, 0x201E), (0x2022, 0x2022), (0x2026, 0x2026), (0x2032, 0x2033), (0x2039, 0x203A),
    (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2190, 0x2193), (0x2212, 0x2212),
]
# Kerning, contextual alternates, composition and tabular figures (`tabular-nums`).
FEATURES = ["kern", "calt", "ccmp", "tnum"]
WEIGHTS = (400, 800)


def main(source: str) -> None:
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = FEATURES
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[code for first, last in RANGES for code in range(first, last + 1)])
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {"wght": WEIGHTS})
    font.flavor = "woff2"
    font.save(OUTPUT)


if __name__ == "__main__":
    main(sys.argv[1])
