"""The pages a built site lists in its ``sitemap.xml`` (the nav and the generated source pages):
the pages test_axe checks, and those test_csp checks beside the ones the sitemap leaves out."""

import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urlsplit


def site_paths(site_dir: Path) -> list[str]:
    """Paths of every page the site lists in its sitemap."""
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    locs = [e.text or "" for e in ET.parse(site_dir / "sitemap.xml").getroot().findall("sm:url/sm:loc", ns)]
    return [urlsplit(u).path for u in locs]
