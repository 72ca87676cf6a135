"""axe-core on the menu and on every example page: no violation of "serious" or "critical" impact."""

import pytest
from axe_playwright_python.sync_playwright import Axe

import browser_support as ocv

AXE = Axe()
BLOCKING = ("serious", "critical")


def describe(violations):
    lines = []
    for violation in violations:
        targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:3]]
        summary = violation["nodes"][0].get("failureSummary", "").replace("\n", " ")[:240] if violation["nodes"] else ""
        lines.append(f"{violation['id']} ({violation['impact']}, {len(violation['nodes'])} nodes): {targets} — {summary}")
    return "\n".join(lines)


@pytest.mark.parametrize("path", ["/"] + [f"/examples/{slug}" for slug in ocv.EXAMPLE_SLUGS])
def test_no_serious_accessibility_violations(page, path):
    ocv.open(page, path)
    results = AXE.run(page)
    violations = [violation for violation in results.response["violations"] if violation["impact"] in BLOCKING]
    if violations:
        pytest.fail(f"axe-core on {path}:\n{describe(violations)}", pytrace=False)
