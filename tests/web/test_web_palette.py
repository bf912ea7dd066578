"""The card colours of the web table stay apart for colour-blind players, in both themes.

Each theme's six card colours are read from the style sheet, passed through a simulation of deuteranopia,
protanopia and tritanopia (Machado et al. 2009, full severity, as ``colorspacious`` implements it), and every
pair must stay at least :data:`MIN_DISTANCE` apart in CAM02-UCS. The value printed on each card must read on it.
"""

from __future__ import annotations

import itertools
import re
from importlib import resources

import numpy as np
import pytest
from colorspacious import cspace_convert

COLOURS = "RYGBOV"
DEFICIENCIES = ("deuteranomaly", "protanomaly", "tritanomaly")  # at severity 100: -anopia
MIN_DISTANCE = 20.0  # CAM02-UCS ΔE': the old palette's worst pair was 7.3 (red and green, deuteranopia)
MIN_CONTRAST = 4.5  # WCAG AA for the value on its card
CSS = (resources.files("bot.web") / "static" / "table.css").read_text()


def declarations(block: str) -> dict[str, str]:
    return dict(re.findall(r"--([\w-]+):\s*([^;]+);", block))


def themes() -> dict[str, dict[str, str]]:
    """The custom properties of the default (dark) theme and of the light one, which inherits the rest."""
    dark = declarations(re.search(r"^:root \{(.*?)^\}", CSS, re.S | re.M).group(1))  # type: ignore[union-attr]
    light_block = re.search(r"@media \(prefers-color-scheme: light\) \{\s*:root \{(.*?)\}", CSS, re.S)
    assert light_block, "no light theme"
    return {"dark": dark, "light": {**dark, **declarations(light_block.group(1))}}


def resolve(props: dict[str, str], name: str) -> np.ndarray:
    value = props[name].strip()
    while value.startswith("var(--"):
        value = props[value[6:-1]].strip()
    if re.fullmatch(r"#[0-9a-fA-F]{3}", value):
        value = "#" + "".join(c * 2 for c in value[1:])
    assert re.fullmatch(r"#[0-9a-fA-F]{6}", value), f"--{name} is not a colour: {value}"
    return np.array([int(value[i : i + 2], 16) for i in (1, 3, 5)]) / 255


def luminance(rgb: np.ndarray) -> float:
    linear = np.where(rgb <= 0.03928, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    return float(linear @ [0.2126, 0.7152, 0.0722])


def contrast(a: np.ndarray, b: np.ndarray) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def closest_pair(colours: np.ndarray, deficiency: str | None) -> tuple[float, str]:
    seen = colours
    if deficiency is not None:
        simulation = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
        seen = np.clip(cspace_convert(colours, simulation, "sRGB1"), 0, 1)
    ucs = cspace_convert(seen, "sRGB1", "CAM02-UCS")
    return min(
        (float(np.linalg.norm(ucs[i] - ucs[j])), COLOURS[i] + COLOURS[j])
        for i, j in itertools.combinations(range(len(COLOURS)), 2)
    )


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("deficiency", [None, *DEFICIENCIES])
def test_every_pair_of_card_colours_stays_apart(theme: str, deficiency: str | None) -> None:
    props = themes()[theme]
    colours = np.array([resolve(props, c) for c in COLOURS])
    distance, pair = closest_pair(colours, deficiency)
    assert distance >= MIN_DISTANCE, f"{theme}, {deficiency or 'normal vision'}: {pair} only {distance:.1f} apart"


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_value_reads_on_every_card(theme: str) -> None:
    props = themes()[theme]
    for c in COLOURS:
        ratio = contrast(resolve(props, c), resolve(props, f"on-{c}"))
        assert ratio >= MIN_CONTRAST, f"{theme}: the value on a {c} card has contrast {ratio:.1f}"


def test_the_old_palette_would_fail() -> None:
    """The check can fail: the palette before this one loses red and green to deuteranopia."""
    old = {"R": "#c62828", "Y": "#e0a800", "G": "#2e7d32", "B": "#1565c0", "O": "#ef6c00", "V": "#6a1b9a"}
    colours = np.array([resolve(old, c) for c in COLOURS])
    assert closest_pair(colours, "deuteranomaly")[0] < MIN_DISTANCE
