"""Precompress a built site: ``<file>.br`` and ``<file>.gz`` beside every text and wasm file.

    python -m sitebuild.runtime.precompress site/

``sitebuild/serving/serve.py`` sends them to browsers that accept them (``Content-Encoding`` + ``Vary``);
a static host can do the same (see deploy/README.md). Brotli comes from Node's zlib
(``sitebuild/runtime/brotli.mjs``), gzip from Python's.

Compression is cached by content hash in ``build/precompress-cache/`` (shared by every build on the
machine, guarded by a file lock): the Pyodide runtime is compressed once at the highest brotli
quality (about a minute for the 9.6 MB wasm), and the pages, which change with every build, at a
fast quality. A variant that would not be smaller than the file is not written.
"""

from __future__ import annotations

import argparse
import fcntl
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "build" / "precompress-cache"
BROTLI_SCRIPT = Path(__file__).with_name("brotli.mjs")

#: File types worth compressing (images are already compressed; python_stdlib.zip is added below).
SUFFIXES = {
    ".html",
    ".css",
    ".js",
    ".mjs",
    ".json",
    ".wasm",
    ".svg",
    ".xml",
    ".txt",
    ".map",
    ".webmanifest",
    ".whl",
}  # the engine wheel is written stored (uncompressed) by sitebuild.runtime.runtime
#: Below this size the headers cost more than compression saves.
MIN_BYTES = 1024
#: Runtime files never change between builds of one Pyodide version: worth the slowest, best brotli.
BEST_PREFIXES = ("pyodide/", "wheels/")
BEST_QUALITY, FAST_QUALITY = 11, 6


class PrecompressError(RuntimeError):
    pass


def _wanted(site: Path, path: Path) -> bool:
    rel = path.relative_to(site).as_posix()
    return path.suffix in SUFFIXES and path.stat().st_size >= MIN_BYTES and not rel.startswith(".")


def wanted_files(site: Path) -> list[Path]:
    extra = {
        "python_stdlib.zip"
    }  # stored (uncompressed) by sitebuild.runtime.runtime: compresses well as a whole
    return sorted(
        p
        for p in site.rglob("*")
        if p.is_file() and (_wanted(site, p) or (p.name in extra and p.stat().st_size >= MIN_BYTES))
    )


def _node() -> str:
    node = shutil.which("node")
    if not node:
        raise PrecompressError(
            "node is not on PATH: it is needed for brotli (install Node.js; `make` uses npm too)"
        )
    return node


def precompress(site_dir: str | os.PathLike, cache: Path = CACHE) -> dict:
    """Write the .br and .gz variants of every wanted file of ``site_dir``; return counts and bytes."""
    site = Path(site_dir)
    cache.mkdir(parents=True, exist_ok=True)
    files = wanted_files(site)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # two builds at once (pytest-xdist) share the cache safely
        jobs, plan = [], []
        for path in files:
            data = path.read_bytes()
            rel = path.relative_to(site).as_posix()
            quality = BEST_QUALITY if rel.startswith(BEST_PREFIXES) else FAST_QUALITY
            key = hashlib.sha256(data).hexdigest()
            br = cache / f"{key}.q{quality}.br"
            gz = cache / f"{key}.gz"
            if not gz.exists():
                tmp = gz.with_suffix(".tmp")
                tmp.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
                tmp.replace(gz)
            if not br.exists():
                jobs.append([str(path), str(br), quality])
            plan.append((path, len(data), br, gz))
        if jobs:
            proc = subprocess.run(
                [_node(), str(BROTLI_SCRIPT)],
                input=json.dumps(jobs),
                text=True,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
            )
            if proc.returncode != 0:
                raise PrecompressError(f"brotli compression failed:\n{proc.stdout[-2000:]}")
    stats = {"files": 0, "bytes": 0, "br": 0, "gz": 0}
    for path, size, br, gz in plan:
        stats["files"] += 1
        stats["bytes"] += size
        for variant, suffix in ((br, ".br"), (gz, ".gz")):
            target = path.with_name(path.name + suffix)
            if variant.stat().st_size < size:
                shutil.copyfile(variant, target)
                stats[suffix[1:]] += variant.stat().st_size
            elif target.exists():
                target.unlink()
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write .br and .gz beside the text and wasm files of a built site."
    )
    parser.add_argument("site_dir")
    args = parser.parse_args(argv)
    try:
        print(json.dumps(precompress(args.site_dir)))
    except PrecompressError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
