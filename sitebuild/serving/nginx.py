"""nginx's configuration for the built site, rendered from ``deploy/`` and ``sitebuild.serving.headers``.

    python -m sitebuild.serving.nginx --root /var/www/tapisvert --listen 80 --server-name example.org
    python -m sitebuild.serving.nginx --root site --listen 127.0.0.1:8080 --full --prefix /tmp/nginx

``deploy/site.conf`` is the server block a release server includes in its ``http`` context;
``deploy/nginx.conf`` wraps it into a whole configuration that an ordinary user runs in the
foreground (the tests do). Every placeholder of the templates is filled in here, from the same
policy as ``sitebuild/serving/serve.py``: security headers, cache classes, types, the request line limit.
"""

from __future__ import annotations

import argparse
import getpass
import os
import re
import sys
from pathlib import Path

from sitebuild.serving import headers

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
SITE_TEMPLATE = DEPLOY / "site.conf"
FULL_TEMPLATE = DEPLOY / "nginx.conf"
#: Where Debian's libnginx-mod-http-brotli-static installs the module.
BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
NGINX = "/usr/sbin/nginx"

_PLACEHOLDER = re.compile(r"@[A-Z_]+@")


class NginxConfigError(ValueError):
    pass


def _quote(value: str) -> str:
    """An nginx string: double-quoted, with its quotes and backslashes escaped."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _fill(template: str, values: dict[str, str]) -> str:
    for name, value in values.items():
        template = template.replace(f"@{name}@", value)
    left = sorted(set(_PLACEHOLDER.findall(template)))
    if left:
        raise NginxConfigError(f"unfilled placeholders in the nginx template: {', '.join(left)}")
    return template


def _types_block() -> str:
    by_type: dict[str, list[str]] = {}
    for suffix, ctype in headers.MIME_TYPES.items():
        by_type.setdefault(ctype, []).append(suffix.lstrip("."))
    return "\n".join(f"        {ctype} {' '.join(sorted(exts))};" for ctype, exts in sorted(by_type.items()))


def server_block(root: str | Path, listen: str = "80", server_name: str = "_") -> str:
    """The site's ``map`` and ``server`` block (deploy/site.conf filled in)."""
    if headers.MAX_REQUEST_LINE % 1024:
        raise NginxConfigError("MAX_REQUEST_LINE must be a whole number of KiB for nginx")
    cache_map = [
        f"    {_quote('~' + pattern)} {_quote(headers.CACHE_CONTROL[c])};"
        for pattern, c in headers.CACHE_RULES
    ]
    cache_map.append(f"    default {_quote(headers.CACHE_CONTROL[headers.SHORT])};")
    security = [f"    add_header {name} {_quote(value)} always;" for name, value in headers.SECURITY_HEADERS]
    return _fill(
        SITE_TEMPLATE.read_text(encoding="utf-8"),
        {
            "CACHE_MAP": "\n".join(cache_map),
            "ERROR_CACHE": headers.CACHE_CONTROL[headers.REVALIDATE],
            "LISTEN": listen,
            "SERVER_NAME": server_name,
            "ROOT": _quote(str(Path(root).resolve())),
            "MAX_REQUEST_LINE": f"{headers.MAX_REQUEST_LINE // 1024}k",
            "TYPES": _types_block(),
            "DEFAULT_TYPE": headers.DEFAULT_TYPE,
            # text/html is always one of them: nginx warns when it is named
            "CHARSET_TYPES": " ".join(sorted(headers.CHARSET_TYPES - {"text/html"})),
            "SECURITY_HEADERS": "\n".join(security),
        },
    )


def full_config(
    root: str | Path,
    prefix: str | Path,
    listen: str,
    server_name: str = "_",
    brotli_module: str = BROTLI_MODULE,
    user: str | None = None,
) -> str:
    """A whole configuration (deploy/nginx.conf) with its pid, logs and temporary files in ``prefix``.

    Run as root, nginx's workers would take the unprivileged ``nobody`` account, which may not read
    a tester's files: the workers run as the current user (``user`` is ignored by a non-root nginx)."""
    site = "\n".join(
        "    " + line if line else line for line in server_block(root, listen, server_name).splitlines()
    )
    return _fill(
        FULL_TEMPLATE.read_text(encoding="utf-8"),
        {
            "USER": f"user {user or getpass.getuser()};" if os.geteuid() == 0 else "",
            "PREFIX": str(Path(prefix).resolve()),
            "BROTLI_MODULE": brotli_module,
            "SITE": site,
        },
    )


def write_full_config(root: str | Path, prefix: str | Path, listen: str) -> Path:
    """Write ``prefix/nginx.conf`` (and its temporary directories); return the file's path."""
    prefix = Path(prefix)
    for sub in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
        (prefix / "temp" / sub).mkdir(parents=True, exist_ok=True)
    conf = prefix / "nginx.conf"
    conf.write_text(full_config(root, prefix, listen), encoding="utf-8")
    return conf


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Print nginx's configuration for the built Tapis vert site.")
    parser.add_argument("--root", default="site", help="the built site's directory (default: site)")
    parser.add_argument("--listen", default="80", help="nginx's listen parameter (default: 80)")
    parser.add_argument("--server-name", default="_", help="nginx's server_name (default: _)")
    parser.add_argument(
        "--full", action="store_true", help="a whole configuration, not only the server block"
    )
    parser.add_argument(
        "--prefix", default=".", help="with --full: where the pid, logs and temporary files go"
    )
    args = parser.parse_args(argv)
    if not (Path(args.root) / "index.html").is_file():
        print(f"error: {args.root}/index.html not found; build the site first (make site)", file=sys.stderr)
        return 1
    if args.full:
        print(full_config(args.root, args.prefix, args.listen, args.server_name), end="")
    else:
        print(server_block(args.root, args.listen, args.server_name), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
