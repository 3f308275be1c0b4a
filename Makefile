# Tapis vert — build, serve, test and benchmark the archive.
#
#   make serve   build everything (English at /, French at /fr/) and serve it on http://127.0.0.1:$(PORT)/
#   make check   lint, format check and types (ruff, mypy; config in ruff.toml and mypy.ini)
#   make test    bootstrap everything, make check, then run the whole pytest suite (engine, site, browser)
#   make test-stress  the browser tests while another process keeps one core busy (finds flakes)
#   make bench   run the benchmarks in bench/ (JSON results in bench/results/)
#   make lab     re-run the variant laboratory's studies (results committed in bench/lab/)
#
# Everything is bootstrapped here: .venv (pip), node_modules (npm ci), the engine wheel, and
# Debian's chromium for the browser tests, Debian's nginx (with its brotli_static module) for the
# deployment tests. Stamp files keep reruns fast.

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HOST := 127.0.0.1
PORT ?= 8000
SITE_URL ?= http://$(HOST):$(PORT)/
SITE_DIR ?= site
# Reproducible wheels: zip entries get this timestamp (same value as sitebuild/runtime/engine_wheel.py).
SOURCE_DATE_EPOCH := 1767225600
export NO_MKDOCS_2_WARNING := 1

ENGINE_SRC := $(shell find engine/src -type f -not -path '*__pycache__*' -not -path '*.egg-info*' 2>/dev/null) \
              $(wildcard engine/pyproject.toml engine/README.md)

.PHONY: help venv node_modules wheel site serve check test test-stress screenshots bench lab chromium clean

help:
	@sed -n '3,9p' Makefile

# --- bootstrap ------------------------------------------------------------------------------
venv: $(VENV)/.stamp
$(VENV)/.stamp: requirements-dev.txt engine/pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV) || { echo "error: '$(PYTHON) -m venv' failed (on Debian: apt-get install python3-venv)" >&2; exit 1; }
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	$(PY) -m pip install -q --disable-pip-version-check -e "engine[lab]"
	@touch $@

node_modules: node_modules/.stamp
node_modules/.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

wheel: dist/.stamp
dist/.stamp: $(ENGINE_SRC) | $(VENV)/.stamp
	@# python -m build --wheel on a clean copy of engine/, its file modes and the build's umask fixed
	@# (see sitebuild/runtime/engine_wheel.py: build_wheel): the same bytes from any checkout
	SOURCE_DATE_EPOCH=$(SOURCE_DATE_EPOCH) $(PY) -m sitebuild.runtime.runtime --build-wheel
	@touch $@

chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y chromium; \
	  else echo "error: /usr/bin/chromium is missing; install Debian's package: sudo apt-get install chromium" >&2; exit 1; fi; \
	fi

# nginx and its brotli_static module: tests/deploy and tests/browser/test_nginx.py serve the built
# site with them (deploy/site.conf). Never started as a service here: the tests run their own.
NGINX_PACKAGES := nginx libnginx-mod-http-brotli-static
.PHONY: nginx
nginx:
	@if [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    [ "$$(apt-cache policy $(NGINX_PACKAGES) | grep -c 'Candidate: [0-9]')" = 2 ] || apt-get update; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y $(NGINX_PACKAGES); \
	  else echo "error: nginx or its brotli_static module is missing; install Debian's packages: sudo apt-get install $(NGINX_PACKAGES)" >&2; exit 1; fi; \
	fi

# --- site -----------------------------------------------------------------------------------
# A release build names the public address that citations use: make site CANONICAL_URL=https://…/
# (it refuses a loopback address, and any citation that would name one). Without it, a local copy.
CANONICAL_URL ?=
site: $(VENV)/.stamp node_modules/.stamp dist/.stamp
	SITE_URL=$(SITE_URL) CANONICAL_URL=$(CANONICAL_URL) $(PY) -m mkdocs build --strict --clean --site-dir $(SITE_DIR)

serve: site
	@echo "Tapis vert is served at $(SITE_URL)"
	$(PY) -m sitebuild.serving.serve $(SITE_DIR) --host $(HOST) --port $(PORT)

# Rewrite the golden playthroughs (tests/golden/*.txt) after an intended change; read the diff.
.PHONY: golden
golden: $(VENV)/.stamp
	$(PY) -m tests.golden.playthrough --regenerate

# --- tests ----------------------------------------------------------------------------------
# Every file under playground/ (no vendored file lives there), the JS tests and the linter's own config.
JS_CHECKED := playground tests/js eslint.config.mjs

# The gate: ruff lint, ruff format (check only: `ruff format .` rewrites), mypy (strict on the core
# modules tapisvert/*.py, check_untyped_defs on games, lab, sitebuild, tests and bench).
check: $(VENV)/.stamp node_modules/.stamp
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	@# the JavaScript: types from JSDoc (tsconfig.json) and eslint (eslint.config.mjs), pinned in package.json
	node_modules/.bin/tsc -p tsconfig.json
	node_modules/.bin/tsc -p tsconfig.node.json
	node_modules/.bin/eslint $(JS_CHECKED)

# One test site per run (build/test-run-*), built in the background while the engine's tests run,
# one server, one primed browser context per worker reset before each test (tests/conftest.py,
# tests/testing.py, tests/browser/conftest.py). The gate (check) runs first, so CI (.ci/run:
# make test) enforces it.
test: check $(VENV)/.stamp node_modules/.stamp dist/.stamp chromium nginx
	node --test tests/js/
	@$(PY) -m pytest -n 2 --dist loadgroup; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "error: pytest collected no tests" >&2; exit 1; fi; exit $$rc

# The browser tests under load: a second process spins on one core meanwhile (tests/busy_core.py;
# `python tests/busy_core.py -- bash .ci/run` does the same for the whole CI run). A flake found
# here is a defect of the test, not bad luck. Like make test, it prints every rerun (a browser test is
# rerun once: tests/flake_report.py) at the end and writes them to build/flakes.txt.
test-stress: $(VENV)/.stamp node_modules/.stamp dist/.stamp chromium
	@$(PY) tests/busy_core.py -- $(PY) -m pytest -n 2 --dist loadgroup tests/browser

# The screenshots of every play page (tests/browser/test_screenshots.py, opt-in: skipped in make test),
# 1280x800 and 390x844, light and dark, after the first deal and at the end of the first hand; and of
# a newcomer's first contact (test_screenshots_first_contact.py: the home page, a search, a landed ¶).
screenshots: $(VENV)/.stamp node_modules/.stamp dist/.stamp chromium
	TAPISVERT_SCREENSHOTS=tests/browser/screenshots $(PY) -m pytest -p no:randomly -n 0 tests/browser/test_screenshots.py tests/browser/test_screenshots_first_contact.py

# engine throughput (bench/engine_bench.py), site build / in-browser boot (bench/site_bench.py), the first
# deal over the project's server and over nginx (bench/first_deal_servers.py), the warm-start snapshot's size and
# headroom (bench/snapshot_size.py),
# search strength on duplicate deals (bench/search_bench.py, 12 deals per game) and the search in
# Pyodide (bench/search_pyodide.py), the large soak (bench/soak_large.py: 10^5 fuzzed hands per game), the soak
# tests at their full size (bench/soak_tests.py; make test runs a third), the exact solver's figures in CPython
# and Pyodide and its soak against the engine (bench/solver_bench.py, solver_figures.py: every
# game and count, solver_soak.py: 10^5
# positions per game), what the exact solver adds to the Standard bot on duplicate deals, with Tarot against
# magmacrunch-tarot's computer players (bench/solver_strength.py: 24 deals per game and count, fixed worlds);
# other scripts in bench/ are longer studies (endgame_bench, tarot_vs_magmacrunch): run them by hand or with `make bench BENCH="..."`.
BENCH ?= bench/engine_bench.py bench/site_bench.py bench/first_deal_servers.py bench/snapshot_size.py bench/search_bench.py \
         bench/search_pyodide.py bench/soak_large.py bench/soak_tests.py \
         bench/solver_bench.py bench/solver_figures.py bench/solver_soak.py \
         bench/solver_strength.py
bench: $(VENV)/.stamp node_modules/.stamp dist/.stamp chromium nginx
	@mkdir -p bench/results
	@for script in $(BENCH); do echo "== $$script"; $(PY) $$script || exit 1; done

# The variant laboratory (issue 17): re-run every study on a local Dask cluster and rewrite the
# committed results in bench/lab/ (python -m tapisvert.lab check names the stale ones).
lab: $(VENV)/.stamp
	$(PY) -m tapisvert.lab run --all

clean:
	rm -rf site build dist .pytest_cache
