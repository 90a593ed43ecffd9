"""Every rule's documented bad schedule triggers exactly that rule; its good schedule is clean.

The examples run through the whole per-file pipeline (`walk.check_file`), so rules that are off
unless selected (SS4xx, severity info) are checked with themselves selected, and a run with the
default selection must not report them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from syncsan import walk
from syncsan.checks import ALL_CHECKS
from syncsan.config import Settings
from syncsan.rules import active_rules, all_rules

RULES = sorted(all_rules())
OFF_BY_DEFAULT = sorted(c for c, info in all_rules().items() if not info.default)
#: rules computed by editing the program and checking it again, not by a trace check
ANALYSES = ("SS401", "SS402")


def run_example(tmp_path: Path, code: str, which: str, select) -> list:
    info = all_rules()[code]
    path = tmp_path / f"{code}_{which}.sched"
    path.write_text(getattr(info, which))
    settings = Settings(root=tmp_path, paths=(str(path),), select=None if select is None else frozenset(select))
    result = walk.check_file(str(path), settings)
    assert result.error is None, result.error
    return list(result.findings)


def test_every_check_has_a_documented_rule_and_back():
    assert sorted([c.code for c in ALL_CHECKS] + list(ANALYSES)) == RULES
    for info in all_rules().values():
        assert info.severity in ("error", "warning", "info")
        assert info.title and info.meaning.strip() and info.fix.strip()


def test_the_over_synchronisation_rules_are_info_and_off_by_default():
    assert OFF_BY_DEFAULT == ["SS401", "SS402"]
    assert all(all_rules()[c].severity == "info" for c in OFF_BY_DEFAULT)
    assert not set(OFF_BY_DEFAULT) & active_rules(None)


@pytest.mark.parametrize("code", RULES)
def test_bad_example_fires_only_its_rule(tmp_path, code):
    info = all_rules()[code]
    findings = run_example(tmp_path, code, "bad", active_rules(None) | {code})
    assert {f.rule for f in findings} == {code}
    assert all(f.severity == info.severity for f in findings)


@pytest.mark.parametrize("code", RULES)
def test_good_example_is_clean(tmp_path, code):
    assert run_example(tmp_path, code, "good", active_rules(None) | {code}) == []


@pytest.mark.parametrize("code", RULES)
def test_bad_example_is_clean_when_its_rule_is_not_selected(tmp_path, code):
    # the other rules of its kind: the default ones, and for an off-by-default rule the others too
    others = (active_rules(None) | (set(OFF_BY_DEFAULT) if code in OFF_BY_DEFAULT else set())) - {code}
    assert run_example(tmp_path, code, "bad", others) == []


@pytest.mark.parametrize("code", OFF_BY_DEFAULT)
def test_off_by_default_rule_is_not_checked_unless_selected(tmp_path, code):
    assert run_example(tmp_path, code, "bad", None) == []


def test_the_rule_file_cache_gives_what_parsing_gives(tmp_path, monkeypatch):
    """syncsan/rules.py keeps each rule file's parsed tables in a cache keyed by its text: read
    back, it gives the rules a fresh parse gives; a changed text is parsed again, and no cache is
    written when Python writes no bytecode."""
    import tomllib

    from syncsan import rules

    def fresh():
        out = {}
        for f in sorted(rules._rules_dir().iterdir(), key=lambda p: p.name):
            if f.name.endswith(".toml"):
                data = tomllib.loads(f.read_text(encoding="utf-8"))
                data["references"] = tuple(data.get("references", ()))
                out[data["code"]] = rules.RuleInfo(**data)
        return out

    from syncsan import bytecache

    cache_file = tmp_path / "rules.marshal"
    monkeypatch.setattr(bytecache, "path", lambda name: tmp_path / f"{name}.marshal")
    monkeypatch.setattr("sys.dont_write_bytecode", True)
    rules.all_rules.cache_clear()
    try:
        assert rules.all_rules() == fresh() and not cache_file.exists()
        monkeypatch.setattr("sys.dont_write_bytecode", False)
        rules.all_rules.cache_clear()
        first = rules.all_rules()
        assert cache_file.exists() and first == fresh()
        parsed = []
        monkeypatch.setattr(tomllib, "loads", lambda text: parsed.append(text) or {})
        rules.all_rules.cache_clear()
        assert rules.all_rules() == first and list(rules.all_rules()) == list(first) and not parsed
        # a rule file whose text changed is parsed, not taken from the cache
        cache = rules._ParseCache()
        assert cache.tables and cache.parse("code = 'X'\n") == {} and parsed == ["code = 'X'\n"]
    finally:
        rules.all_rules.cache_clear()
