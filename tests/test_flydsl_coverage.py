"""Opt-in: `syncsan check` on every kernel of a ROCm/FlyDSL checkout, as `bench/flydsl_coverage.py`
runs it (one process per kernel and configuration, with a time limit).

Set FLYDSL_DIR to the checkout (the folder holding `kernels/`) to run these; they are skipped
otherwise. FLYDSL_COVERAGE_JOBS (default 2) runs that many checks at once; FLYDSL_COVERAGE_TIMEOUT
(default 300) is the limit per run in seconds. Nothing of the checkout is copied or imported.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = os.environ.get("FLYDSL_DIR")
pytestmark = pytest.mark.skipif(not ROOT or not (Path(ROOT) / "kernels").is_dir(),
                                reason="set FLYDSL_DIR to a ROCm/FlyDSL checkout")
BENCH = Path(__file__).resolve().parent.parent / "bench" / "flydsl_coverage.py"


def _bench():
    spec = importlib.util.spec_from_file_location("flydsl_coverage", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while they are built
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def coverage():
    cov = _bench()
    root = Path(ROOT).resolve()
    kernels = cov.discover(root)
    jobs = [(rel, name, cfg) for rel, name, _ in kernels for cfg in cov.CONFIGS.get((rel, name), [])]
    timeout = float(os.environ.get("FLYDSL_COVERAGE_TIMEOUT", "300"))
    with ThreadPoolExecutor(max_workers=int(os.environ.get("FLYDSL_COVERAGE_JOBS", "2"))) as pool:
        runs = list(pool.map(lambda j: cov.run_one(root, j[0], j[1], j[2], timeout), jobs))
    return cov, kernels, runs


def _by_kernel(runs):
    out: dict = {}
    for r in runs:
        out.setdefault((r.file, r.kernel), []).append(r)
    return out


def test_every_kernel_of_the_checkout_has_a_configuration():
    cov = _bench()
    missing = [(rel, name) for rel, name, _ in cov.discover(Path(ROOT).resolve()) if (rel, name) not in cov.CONFIGS]
    assert missing == []


def test_at_least_90_percent_of_the_kernels_get_a_verdict(coverage):
    """Of the kernels built for a target syncsan models (gfx942/gfx950); the others are refused as
    unsupported, which the last test checks."""
    cov, _, runs = coverage
    by = _by_kernel([r for r in runs if r.config.target in cov.MODELLED])
    got = [k for k, rs in by.items() if all(r.verdict in ("clean", "findings") for r in rs)]
    assert by and len(got) >= 0.9 * len(by), sorted(set(by) - set(got))


def test_every_refusal_names_file_line_and_column(coverage):
    _, _, runs = coverage
    assert [(r.kernel, r.reason) for r in runs if r.verdict == "refused" and not r.located] == []
    assert [(r.kernel, r.reason) for r in runs if r.verdict in ("crashed", "timeout")] == []


def test_kernels_for_targets_syncsan_does_not_model_are_refused_as_unsupported(coverage):
    cov, _, runs = coverage
    for r in runs:
        if r.config.target not in cov.MODELLED:
            assert r.verdict == "refused" and f"target {r.config.target} is not supported" in r.reason, r.reason
