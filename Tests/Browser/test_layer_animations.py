"""Core Animation's basic animations in the live page (the Layer Animations example): a pulsing badge's opacity and
scale and a progress ring's strokeEnd run as CSS animations with the layers' durations, passes and directions; the
values sampled mid-pass lie between the ends; a redraw of the cell keeps them running where they were; people who ask
for reduced motion see no movement."""

import re

import browser_support as ocv

BADGE = ".ocv-node.ocv-animated[data-view=UILabel]"
RING = "path.ocv-stroke-animated"

ANIMATIONS = """(selector) => document.querySelector(selector).getAnimations().map((animation) => {
  const timing = animation.effect.getComputedTiming();
  return [animation.animationName, timing.duration, timing.iterations, timing.direction, animation.playState];
})"""

# The element's computed `property` with every animation of it paused at `time` ms.
SAMPLE = """([selector, property, time]) => {
  const element = document.querySelector(selector);
  for (const animation of element.getAnimations()) {
    animation.pause();
    animation.currentTime = time;
  }
  return getComputedStyle(element).getPropertyValue(property);
}"""


def dash(page, time):
    """The ring's dash and gap lengths with its animation paused at `time` ms ("calc(0.5px), 2px" reads [0.5, 2])."""
    value = page.evaluate(SAMPLE, [RING, "stroke-dasharray", time])
    return [round(float(re.sub(r"[^0-9.]", "", part)), 3) for part in value.split(",")]


def rgb(css):
    """[r, g, b] of an `rgb(…)` colour."""
    return [int(part) for part in re.findall(r"\d+", css)[:3]]


def hex_rgb(css):
    """[r, g, b] of a `#RRGGBB` colour."""
    css = css.strip().lstrip("#")
    return [int(css[index : index + 2], 16) for index in (0, 2, 4)]


def open_example(page):
    ocv.open(page, "/examples/layer-animations")
    page.wait_for_selector(BADGE)
    assert ocv.bar_title(page) == "Layer Animations"


def test_the_badge_pulses_and_the_ring_fills(page):
    open_example(page)
    assert page.evaluate(ANIMATIONS, BADGE) == [
        ["ocv-opacity", 800, float("inf"), "alternate", "running"],
        ["ocv-scale", 800, float("inf"), "alternate", "running"],
    ]
    assert page.evaluate(ANIMATIONS, RING) == [["ocv-stroke-end", 2000, float("inf"), "normal", "running"]]
    # Opacity 1 → 0.5 eased at both ends: 0.75 half-way, 0.5 at the end of a pass; the scale 1 → 1.2 with it.
    assert float(page.evaluate(SAMPLE, [BADGE, "opacity", 0])) == 1
    assert abs(float(page.evaluate(SAMPLE, [BADGE, "opacity", 400])) - 0.75) < 0.01
    assert abs(float(page.evaluate(SAMPLE, [BADGE, "opacity", 799.9])) - 0.5) < 0.01
    assert page.evaluate(SAMPLE, [BADGE, "scale", 400]) == "1.1"
    # The ring's dash over a path measured as 1: nothing at the start, half the path half-way (eased at both ends).
    assert dash(page, 0) == [0, 2]
    assert dash(page, 1000) == [0.5, 2]
    assert dash(page, 1999.9) == [1, 2]


def test_the_bar_slides_and_turns_yellow(page):
    open_example(page)
    bar = ".ocv-node.ocv-animated[data-view=UIView]"
    names = [name for name, *_ in page.evaluate(ANIMATIONS, bar)]
    assert names == ["ocv-translate-x", "ocv-background"]
    # From orange to yellow (as the page's appearance and contrast draw them), evenly paced: half-way between.
    start, end = (hex_rgb(page.evaluate(SAMPLE, [bar, f"--ocv-background-{end}", 0])) for end in ("from", "to"))
    assert start != end
    assert rgb(page.evaluate(SAMPLE, [bar, "background-color", 0])) == start
    middle = rgb(page.evaluate(SAMPLE, [bar, "background-color", 600]))
    assert len(middle) == len(start) == len(end) == 3, (middle, start, end)
    assert all(abs(m - (a + b) / 2) <= 1 for m, a, b in zip(middle, start, end)), (middle, start, end)
    # The bar 22 points left of its model place at the start (position.x 10 against its centre 32), 22 right at the end.
    assert page.evaluate(SAMPLE, [bar, "translate", 0]) == "-22px"
    assert abs(float(page.evaluate(SAMPLE, [bar, "translate", 1199.9]).removesuffix("px")) - 22) < 0.1


def test_a_redraw_keeps_the_animation_running(page):
    open_example(page)
    page.evaluate("(selector) => { window.__pulse = document.querySelector(selector).getAnimations()[0]; }", BADGE)
    # Started (its start time set, a frame after it began) and moved on from there: a restart would set another start
    # time and go back to the beginning.
    page.wait_for_function("() => window.__pulse.startTime !== null && window.__pulse.currentTime > 0")
    started, before = page.evaluate("() => [window.__pulse.startTime, window.__pulse.currentTime]")
    colour = page.evaluate("(selector) => getComputedStyle(document.querySelector(selector)).backgroundColor", BADGE)
    # Dark appearance redraws every cell (the badge's red changes) with the same animations.
    page.emulate_media(color_scheme="dark")
    page.wait_for_function(
        "([selector, colour]) => getComputedStyle(document.querySelector(selector)).backgroundColor !== colour",
        arg=[BADGE, colour],
    )
    assert page.evaluate(
        "(selector) => document.querySelector(selector).getAnimations().includes(window.__pulse)"
        " && window.__pulse.playState === 'running'",
        BADGE,
    )
    assert page.evaluate("() => window.__pulse.startTime") == started
    assert page.evaluate("() => window.__pulse.currentTime") > before


def test_reduced_motion_shows_no_movement(page):
    page.emulate_media(reduced_motion="reduce")
    open_example(page)
    assert page.evaluate("(selector) => getComputedStyle(document.querySelector(selector)).animationDuration", BADGE) == "0s"
    # The pulse is still declared, but lasts no time: it is over as soon as it starts, and no animation of the badge
    # is left (a finished one that holds no value is no longer the element's).
    assert page.evaluate(
        "(selector) => getComputedStyle(document.querySelector(selector)).animationName", BADGE) == "ocv-opacity, ocv-scale"
    assert page.evaluate(ANIMATIONS, BADGE) == []
    assert float(page.evaluate("(selector) => getComputedStyle(document.querySelector(selector)).opacity", BADGE)) == 1


# Morphs the badge (morph.js, as a patch does) into a copy of its HTML, with `strip` taking its animations out.
MORPH = """async ([selector, strip]) => {
  const { morph } = await import("/ocv/client/morph.js");
  const badge = document.querySelector(selector);
  const pulse = badge.getAnimations()[0];
  const template = document.createElement("template");
  let html = badge.outerHTML;
  if (strip) html = html.replace(/;--ocv-opacity-from[^"]*/, "").replace(" ocv-animated", "");
  template.innerHTML = html;
  morph(badge, template.content.firstElementChild, () => false);
  return [badge.getAnimations().includes(pulse), badge.getAnimations().length, pulse.playState];
}"""


def test_a_morph_keeps_an_unchanged_animation_and_stops_a_removed_one(page):
    open_example(page)
    assert page.evaluate(MORPH, [BADGE, False]) == [True, 2, "running"]
    assert page.evaluate(MORPH, [BADGE, True]) == [False, 0, "idle"]
