"""Deployment tests: the built site under nginx (deploy/, sitebuild/serving/nginx.py) and the project's own
server (sitebuild/serving/serve.py) answering the same requests alike.

Each module gets one sample site (read-only) and its servers on free loopback ports; nginx runs as a
foreground process of the tests (tests/deploy/nginx_server.py). They share one xdist group, so that
the nginx processes of a run are started one at a time.
"""

from __future__ import annotations

import pytest

from sitebuild.serving import serve
from tests.deploy import nginx_server
from tests.deploy.sample_site import make_sample_site


@pytest.fixture(scope="module")
def sample_site(tmp_path_factory):
    return make_sample_site(tmp_path_factory.mktemp("sample") / "site")


@pytest.fixture(scope="module")
def nginx(sample_site, tmp_path_factory):
    if not nginx_server.available():
        pytest.fail(nginx_server.MISSING)
    srv = nginx_server.NginxServer(sample_site, tmp_path_factory.mktemp("nginx"))
    yield srv
    srv.close()


@pytest.fixture(scope="module")
def python_server(sample_site):
    srv = serve.serve_in_thread(sample_site, 0, "127.0.0.1", idle_timeout=5)
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(params=["python", "nginx"])
def any_server(request):
    """(name, port) of each server in turn, serving the sample site."""
    if request.param == "nginx":
        return "nginx", request.getfixturevalue("nginx").port
    return "python", request.getfixturevalue("python_server").server_address[1]


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/deploy/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.xdist_group("nginx"))
