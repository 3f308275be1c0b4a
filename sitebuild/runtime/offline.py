"""Offline reading and play: versioned playground URLs and the service worker.

Two jobs, both called from ``sitebuild/hooks.py``:

* **Versioned playground code.** The browser code in ``playground/`` is also published under
  ``playground/<version>/`` where ``<version>`` is a hash of all of it (:func:`playground_version`),
  and the pages load it from there (:func:`version_config` rewrites ``extra_javascript`` and
  ``extra_css``). Modules import each other relatively, so a page always runs the module graph it
  was built with: old page code can never meet a newer engine client (the unversioned copies stay
  for anything that links to them by name).
* **Service worker** (:func:`write_service_worker`): ``sitebuild/templates/sw.js`` filled in and
  given its precache list by workbox-build's ``injectManifest`` (``sitebuild/runtime/sw_build.mjs``), plus
  the prebuilt workbox runtime files it imports, copied from ``node_modules`` into
  ``workbox-v<version>/``. It precaches pages, styles, scripts, source texts and the engine
  manifest; the Pyodide runtime and the wheel are cached on first play in caches named after the
  Pyodide version and the wheel's hash.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLAYGROUND = ROOT / "playground"
PLAYGROUND_SUFFIXES = {".mjs", ".js", ".css"}
TEMPLATE = Path(__file__).resolve().parents[1] / "templates" / "sw.js"
SW_BUILD = Path(__file__).with_name("sw_build.mjs")
#: The workbox modules the service worker uses (workbox-sw loads them by name from WORKBOX_DIR).
WORKBOX_MODULES = ("core", "precaching", "routing", "strategies", "cacheable-response")

#: What the service worker precaches, relative to the site root.
PRECACHE_GLOBS = ["**/*.{html,css,js,mjs,json,svg,xml,txt,ico,png,webmanifest}"]
PRECACHE_IGNORES = [
    "sw.js",
    "workbox-v*/**",
    "pyodide/**",  # runtime cache, on first play (so is the wheel: *.whl is not matched)
    "playground/*.*",  # unversioned copies; pages use playground/<version>/ (and its folders: unversioned_ignores)
    "assets/javascripts/lunr/**",  # stemmers of other languages (the search is English)
    # the French edition's search needs two of them (lunr.fr and its support; issue 42)
    "fr/assets/javascripts/lunr/*.js",
    "fr/assets/javascripts/lunr/min/!(lunr.stemmer.support|lunr.fr).min.js",
    "sitemap.xml",
    "fr/sitemap.xml",
    "**/*.br",
    "**/*.gz",
]


class OfflineBuildError(RuntimeError):
    pass


def playground_files(playground: Path = PLAYGROUND) -> list[Path]:
    return sorted(
        p
        for p in playground.rglob("*")
        if p.is_file() and p.suffix in PLAYGROUND_SUFFIXES and p.relative_to(playground).parts[0] != "node"
    )


def playground_version(playground: Path = PLAYGROUND) -> str:
    """A short hash of every playground file (name and content)."""
    digest = hashlib.sha256()
    for path in playground_files(playground):
        digest.update(path.relative_to(playground).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:10]


def unversioned_ignores(playground: Path = PLAYGROUND) -> list[str]:
    """The unversioned copies of the playground's folders (``playground/table/**``...), not precached."""
    return sorted(
        {
            f"playground/{p.relative_to(playground).parts[0]}/**"
            for p in playground_files(playground)
            if p.parent != playground
        }
    )


def versioned(uri: str, version: str) -> str:
    """``playground/<path>`` -> ``playground/<version>/<path>``; other URIs unchanged."""
    if uri.startswith("playground/") and not uri.startswith(f"playground/{version}/"):
        return f"playground/{version}/{uri[len('playground/') :]}"
    return uri


def version_config(config, version: str) -> None:
    """Point the page's playground scripts and styles at their versioned copies (and tell the
    templates the version: ``config.extra.tv_playground_version``)."""
    config["extra"]["tv_playground_version"] = version
    for key in ("extra_javascript", "extra_css"):
        items = config.get(key) or []
        for i, item in enumerate(items):
            if isinstance(item, str):
                items[i] = versioned(item, version)
            elif hasattr(item, "path"):
                item.path = versioned(item.path, version)


def _node() -> str:
    node = shutil.which("node")
    if not node:
        raise OfflineBuildError("node is not on PATH: it is needed for workbox-build (install Node.js)")
    return node


def _workbox_version(root: Path) -> str:
    pkg = root / "node_modules" / "workbox-sw" / "package.json"
    if not pkg.is_file():
        raise OfflineBuildError(
            f"{pkg} is missing: run `npm ci` (or `make node_modules`) to install workbox-build"
        )
    return json.loads(pkg.read_text(encoding="utf-8"))["version"]


def copy_workbox(site: Path, root: Path = ROOT) -> str:
    """Copy workbox-sw and the prod builds of WORKBOX_MODULES into ``site/workbox-v<version>/``."""
    version = _workbox_version(root)
    dest = site / f"workbox-v{version}"
    dest.mkdir(parents=True, exist_ok=True)
    sources = [root / "node_modules" / "workbox-sw" / "build" / "workbox-sw.js"]
    sources += [
        root / "node_modules" / f"workbox-{m}" / "build" / f"workbox-{m}.prod.js" for m in WORKBOX_MODULES
    ]
    for src in sources:
        if not src.is_file():
            raise OfflineBuildError(f"{src} is missing from node_modules: run `npm ci`")
        shutil.copyfile(src, dest / src.name)
    return dest.name


def cache_names(manifest: dict) -> dict:
    """Runtime cache names: they change exactly when the Pyodide version or the wheel changes."""
    return {
        "pyodide": f"tv-pyodide-{manifest['pyodide']}",
        "engine": f"tv-engine-{manifest['sha256'][:12]}",
    }


def write_service_worker(site_dir, manifest: dict, version: str, root: Path = ROOT) -> dict:
    """Write ``sw.js`` (and the workbox files it imports) into the built site; return the counts."""
    site = Path(site_dir)
    workbox_dir = copy_workbox(site, root)
    names = cache_names(manifest)
    source = (
        TEMPLATE.read_text(encoding="utf-8")
        .replace("__WORKBOX_DIR__", workbox_dir)
        .replace("__PYODIDE_CACHE__", names["pyodide"])
        .replace("__ENGINE_CACHE__", names["engine"])
    )
    src = site / ".sw-src.js"
    src.write_text(source, encoding="utf-8")
    options = {
        "swSrc": str(src),
        "swDest": str(site / "sw.js"),
        "globDirectory": str(site),
        "globPatterns": PRECACHE_GLOBS,
        "globIgnores": PRECACHE_IGNORES + unversioned_ignores(root / "playground") + [".sw-src.js"],
        "hashedUrls": rf"^playground/{version}/|\.[0-9a-f]{{8}}\.min\.(js|css)$",
        "maxBytes": 5 * 1024 * 1024,
    }
    try:
        proc = subprocess.run(
            [_node(), str(SW_BUILD)], input=json.dumps(options), text=True, cwd=root, capture_output=True
        )
    finally:
        src.unlink(missing_ok=True)
    if proc.returncode != 0:
        raise OfflineBuildError(
            f"workbox-build injectManifest failed:\n{(proc.stderr or proc.stdout)[-3000:]}"
        )
    result = json.loads(proc.stdout)
    if result.get("warnings"):
        raise OfflineBuildError("workbox-build: " + "; ".join(result["warnings"]))
    return {"precached": result["count"], "precache_bytes": result["size"], **names, "workbox": workbox_dir}


def finish_site(site_dir, manifest: dict, version: str | None = None, root: Path = ROOT) -> dict:
    """The last build step (after ``runtime.install_runtime``): the service worker, then the
    precompressed ``.br``/``.gz`` variants of every file (the service worker's included)."""
    from sitebuild.runtime import precompress

    sw = write_service_worker(site_dir, manifest, version or playground_version(root / "playground"), root)
    try:
        packed = precompress.precompress(site_dir)
    except precompress.PrecompressError as exc:
        raise OfflineBuildError(str(exc)) from exc
    return {**sw, "precompressed": packed["files"]}
