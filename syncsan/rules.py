"""Rule metadata: one TOML entry per rule id under the top-level `rules/` folder."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from syncsan import bytecache


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
    cache = _ParseCache()
    for entry in sorted(_rules_dir().iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".toml"):
            continue
        data = dict(cache.parse(entry.read_text(encoding="utf-8")))
        data["references"] = tuple(data.get("references", ()))
        info = RuleInfo(**data)
        out[info.code] = info
    cache.save()
    return out


class _ParseCache:
    """The parsed TOML of each rule file, keyed by its exact text, in a `bytecache` table:
    parsing the rule files (tomllib) took 6-8 ms of every command's start. A text not in the
    cache is parsed as before; the table is rewritten when one was (with this run's texts only,
    so a rule file's older texts are dropped). Parsing a text gives the same tables every time,
    so a cached one is what a parse would give."""

    def __init__(self) -> None:
        self.tables: dict[str, dict] = bytecache.load("rules")
        self.used: dict[str, dict] = {}
        self.added = False

    def parse(self, text: str) -> dict:
        data = self.tables.get(text)
        if not isinstance(data, dict):
            import tomllib

            data = tomllib.loads(text)
            self.added = True
        self.used[text] = data
        return data

    def save(self) -> None:
        if self.added:
            bytecache.save("rules", self.used)


def rule_info(code: str) -> RuleInfo:
    return all_rules()[code]


def active_rules(select) -> frozenset[str]:
    """The rule codes checked under `select` (None: every rule that is on by default)."""
    if select is not None:
        return frozenset(select)
    return frozenset(c for c, info in all_rules().items() if info.default)
