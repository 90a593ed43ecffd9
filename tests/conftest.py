"""Shared test fixtures; `--run-slow` enables the long sweeps and large random samples."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def pytest_addoption(parser):
    parser.addoption("--run-slow", action="store_true", default=False, help="run tests marked slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="long run: use --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def corpus_walk(tmp_path_factory):
    """One `syncsan check -j 2 --no-fix-suggestions` walk of a repository holding the corpus
    (gate_util.corpus_repo), run in this process and shared by the tests of each machine format:
    they render it (`.render(FMT)`) with `syncsan.command.render`, the function `check --format FMT`
    prints with, from the repository's folder as `check` would. Also holds the repository, its
    expected finding keys per case, the run and the exit status `check` would give."""
    import os
    from dataclasses import replace
    from types import SimpleNamespace

    from gate_util import corpus_repo

    from syncsan import walk
    from syncsan.config import CommandLine, resolve

    repo, expected = corpus_repo(tmp_path_factory.mktemp("repo"))
    here = Path.cwd()
    os.chdir(repo)  # the configuration, the walk and the reports' relative paths start here
    try:
        settings = replace(resolve(CommandLine(jobs=2)), fixes=False)
        run = walk.run(settings, walk.collect(settings), 2)
        status = run.status(settings.fail_on, settings.unknown)
    finally:
        os.chdir(here)

    def render_in_repo(fmt: str) -> str:
        from syncsan.command import OutputFormat, render

        os.chdir(repo)
        try:
            return render(OutputFormat(fmt), run, settings, status)
        finally:
            os.chdir(here)

    return SimpleNamespace(repo=repo, expected=expected, run=run, status=status, render=render_in_repo)
