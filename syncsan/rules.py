"""Rule metadata: one TOML entry per rule id under the top-level `rules/` folder."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


@dataclass(frozen=True)
class RuleInfo:
    code: str
    name: str  # kebab-case short name, e.g. read-before-async-copy-visible
    title: str
    severity: str  # error | warning | info
    summary: str
    meaning: str
    bad: str  # a minimal schedule that triggers the rule
    good: str  # the same schedule, fixed
    fix: str
    references: tuple[str, ...] = ()
    #: False: checked only when selected (`--select SS4`), e.g. the over-synchronisation rules
    default: bool = True


def _rules_dir():
    source = Path(__file__).resolve().parent.parent / "rules"
    if source.is_dir():
        return source
    from importlib import resources  # an installed package: its data files

    return resources.files("syncsan") / "rules_docs"


@lru_cache(maxsize=None)
def all_rules() -> dict[str, RuleInfo]:
    out = {}
    for entry in sorted(_rules_dir().iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".toml"):
            continue
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
        data["references"] = tuple(data.get("references", ()))
        info = RuleInfo(**data)
        out[info.code] = info
    return out


def rule_info(code: str) -> RuleInfo:
    return all_rules()[code]


def active_rules(select) -> frozenset[str]:
    """The rule codes checked under `select` (None: every rule that is on by default)."""
    if select is not None:
        return frozenset(select)
    return frozenset(c for c, info in all_rules().items() if info.default)
