"""The laboratory's charts read on a phone and on a desktop (issue 24, item 9): every text of every
chart is drawn at 12 px or more on screen (an SVG's text scales with its viewBox, so the size is the
font size times the chart's scale as drawn), no text runs out of its chart, both axes have a title,
and each chart keeps its data table after it.

The pages: the laboratory's own page and a rules page whose decisions carry "What this choice
changes" (the same charts, inside the rules page's layout)."""

import pytest

PAGES = ["/lab/", "/games/briscan/rules/"]
SIZES = [(1280, 800), (390, 844)]
MIN_PX = 12

MEASURE_JS = """() => {
  // a chart in a closed <details> is measured as the reader sees it once opened
  for (const d of document.querySelectorAll("details")) d.open = true;
  return [...document.querySelectorAll("svg.tv-lab-chart")].map((svg) => {
    const box = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll("text")].map((t) => {
        const ctm = t.getScreenCTM();
        const scale = Math.hypot(ctm.a, ctm.b);  // the rotated y title keeps its scale
        const r = t.getBoundingClientRect();
        const out = r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
        return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale, out };
    });
    const next = svg.closest("figure").nextElementSibling;
    return {
        id: svg.getAttribute("aria-labelledby"),
        width: Math.round(box.width),
        texts,
        axes: [...svg.querySelectorAll(".tv-lab-axis-title")].filter((t) => t.textContent.trim()).map((t) => t.dataset.axis),
        table: !!(next && next.querySelector("table[data-tv-lab-table]")),
    };
  });
}"""


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_lab_charts_are_readable(page, origin, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    faults = []
    for path in PAGES:
        page.goto(origin + path)
        charts = page.evaluate(MEASURE_JS)
        assert charts, f"no chart on {path}"
        for c in charts:
            where = f"{path} {size[0]}px chart {c['id']} ({c['width']} px wide)"
            small = sorted({round(t["px"], 1) for t in c["texts"] if t["px"] < MIN_PX - 0.01})
            if small:
                faults.append(f"{where}: text at {small} px")
            faults += [f"{where}: {t['text']!r} runs out of the chart" for t in c["texts"] if t["out"]]
            if sorted(c["axes"]) != ["x", "y"]:
                faults.append(f"{where}: axis titles {c['axes']}")
            if not c["table"]:
                faults.append(f"{where}: no data table after the chart")
    assert not faults, "\n".join(faults[:30])
