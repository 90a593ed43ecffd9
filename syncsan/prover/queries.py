"""The questions asked of Z3, one `Case` per rule and pair of op sites.

Each case is a formula that is satisfiable exactly when the concrete executor and
`syncsan/order.py` would report that rule for those sites at some parameter values: the same
retirement model (in order, or only a wait of 0 under `conservative`), the same happens-before
(retired before arriving at generation k, issued after leaving it; a wave that ended publishes
nothing after its last barrier), the same raw/war/waw classification and the same byte overlap.

Retirement needs no quantifier: counts only grow in program order and a wait site's value does
not change between its occurrences, so once an occurrence of a wait site retires an op, every later
occurrence of that site does too. "Not retired before B" is therefore, per wait site, "no
occurrence between the op and B, or the last one before B does not retire it". Only the
raw/war split of two groups' accesses in the same generation ("is some write ordered before the
read?") needs a universally quantified formula.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import z3

from syncsan.ir import If, Loop, Wait
from syncsan.prover.encode import (
    KIND_OF,
    LDS_KINDS,
    VM_KINDS,
    WRITE_KINDS,
    Encoder,
    Occ,
    Site,
    _const_int,
    overlap,
)


@dataclass
class Case:
    rule: str
    label: str
    formula: object  # a Z3 Bool, or a callable building it (expensive ones are built on demand)
    sites: tuple[Site, ...]  # the ops a replayed finding must name
    quantified: bool = False
    #: a weaker quantifier-free formula (unsatisfiable => the case is) for batched queries
    relaxed: object = None
    #: the site a finding of this case is reported at (its primary location), when it matters
    primary: Site | None = None

    def exact(self):
        if callable(self.formula):
            self.formula = self.formula()
        return self.formula

    def batch(self):
        return self.relaxed if self.relaxed is not None else self.exact()


class Forward(NamedTuple):
    """What follows an op site up to its dominating wait (see `Queries._forward`)."""

    waits: list  # wait sites on its counter that can run before the dominating wait
    dominated: bool  # some wait surely retires it
    reach: frozenset  # ids of the statements that can run after it before that wait
    straight: bool  # each of `waits` runs once after it, in its iteration, in textual order


def _merged(intervals) -> list[tuple[int, int]]:
    """Sorted intervals with overlapping or touching ones joined (same bytes)."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def _constant(intervals) -> bool:
    return all(z3.is_int_value(s) and z3.is_int_value(e) for s, e, _ in intervals)


def _queue(site: Site) -> str:
    if site.kind in VM_KINDS:
        return "vm"
    return "smem" if site.kind == "smem" else "lgkm"


class Queries:
    def __init__(self, enc: Encoder):
        self.enc = enc
        self.program = enc.program
        self.target = enc.program.target
        self._static_cache: dict = {}
        self._memo: dict = {}

    # -- retirement
    def _wait_value(self, w: Site, queue: str):
        t = self.enc.op_terms(w)
        if queue == "vm":
            n, lim = t["vmcnt"], self.target.vmcnt_max
        else:
            n, lim = t["lgkmcnt"], self.target.lgkmcnt_max
        if n is None:
            return None
        return z3.If(n < 0, 0, z3.If(n > lim, lim, n))

    def relevant_waits(self, x: Site) -> list[Site]:
        """Wait sites on x's counter that can matter for x: those that can run after x and
        before the first wait that retires x whatever the parameters (see `_forward`)."""
        return self._forward(x).waits

    def retired_before(self, x: Site, y: Site) -> bool:
        """Is every occurrence of y that follows an occurrence of x (same group) preceded by a
        wait that retires x, whatever the parameters? (y lies beyond x's dominating wait.)"""
        fw = self._forward(x)
        return fw.dominated and id(y.stmt) not in fw.reach

    def _forward(self, x: Site) -> Forward:
        """The waits, dominating wait, reach and straightness (`Forward`) for op site x.

        Walking forward from x through the statements that run after it, a wait written directly
        in one of those lists (not inside a nested loop or branch) runs on every path; if its value
        is a constant N and at least N units are issued after x on every path before it (ops
        directly in those lists with constant counts), it retires x: the dominating wait. Every
        later wait occurrence comes after it, and bounds are prefix-closed, so no later wait
        decides "retired within the bound" (it would be, by this one). `waits`: the wait sites
        on x's counter that can run after x before the dominating wait (all that can follow x
        when there is none); `reach`: ids of the statements that can run after x before it;
        `straight`: the dominating wait was found without leaving a loop around x and every wait
        in `waits` is written directly in the lists walked, so each runs exactly once after x, in
        x's iteration of the loops around it, in textual order."""
        key = ("fw", x.group, x.sid)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        q = _queue(x)
        name = "vmcnt" if q == "vm" else "lgkmcnt"
        sites = {id(w.stmt): w for w in self.enc.waits[x.group]}
        only_zero = q == "smem" or self.enc.retire == "conservative"
        lim = self.target.vmcnt_max if q == "vm" else self.target.lgkmcnt_max
        counted = VM_KINDS if q == "vm" else (("read", "write") if q == "lgkm" else ())
        found: dict[int, Site] = {}
        reach: set[int] = set()
        straight = True

        def visit(block):
            nonlocal straight
            for stmt in block:
                reach.add(id(stmt))
                if isinstance(stmt, Loop):
                    visit(stmt.body)
                elif isinstance(stmt, If):
                    visit(stmt.then)
                    visit(stmt.orelse)
                elif isinstance(stmt, Wait) and getattr(stmt, name) is not None:
                    found.setdefault(id(stmt), sites[id(stmt)])
                    straight = False

        def result(dominated: bool):
            out = Forward(list(found.values()), dominated, frozenset(reach), dominated and straight)
            self._memo[key] = out
            return out

        ops = self._sites_by_stmt(x.group)
        after = []  # unit counts of the ops on x's queue issued after x on every path so far
        path = x.path
        for depth in range(len(path) - 1, -1, -1):
            block, idx, _branch = path[depth]
            for stmt in block[idx + 1:]:
                reach.add(id(stmt))
                if isinstance(stmt, (Loop, If)):
                    visit([stmt])
                elif isinstance(stmt, Wait):
                    if getattr(stmt, name) is None:
                        continue
                    w = sites[id(stmt)]
                    found.setdefault(id(stmt), w)
                    if self._surely_retires(self.enc.op_terms(w)[name], after, only_zero, lim):
                        return result(True)
                elif KIND_OF.get(type(stmt)) in counted:
                    after.append(self.enc.op_terms(ops[id(stmt)])["count"])
            if depth > 0:
                parent, pidx, _ = path[depth - 1]
                if isinstance(parent[pidx], Loop):
                    straight = False
                    visit(parent[pidx].body)  # later iterations run the whole body again
        return result(False)

    def _sites_by_stmt(self, g: int) -> dict[int, Site]:
        key = ("by_stmt", g)
        if key not in self._memo:
            self._memo[key] = {id(s.stmt): s for s in self.enc.sites[g]}
        return self._memo[key]

    @staticmethod
    def _surely_retires(n, after: list, only_zero: bool, lim: int) -> bool:
        """Does a wait with value term n retire an op after which the units `after` were issued,
        for every parameter value? A value 0 (or below) retires everything; in order, a value N
        (clamped to the counter's range, so at most max(N, 0)) retires the op once N units were
        issued after it, so `sum(after) - N` a non-negative constant suffices."""
        v = _const_int(n)
        if v is not None and v <= 0:
            return True
        if only_zero:
            return False
        if v is not None:
            n = z3.IntVal(min(v, lim))
        d = _const_int(z3.Sum(after) - n if after else -n)
        return d is not None and d >= 0

    def retires(self, x: Occ, w: Occ):
        """Does wait occurrence w (after x, same group) retire x? In order, a wait with value N
        retires all but the N youngest units, so x is retired once N units or more were issued
        after it. Under `conservative` (and for SMEM) only N = 0 retires."""
        q = _queue(x.site)
        n = self._wait_value(w.site, q)
        if n is None:
            return z3.BoolVal(False)
        if q == "smem" or self.enc.retire == "conservative":
            return n == 0
        cq = "vm" if q == "vm" else "lgkm"
        return self.enc.cnt(w, cq) - self.enc.cnt(x, cq) - self.enc.units(x) >= n

    def not_retired(self, x: Occ, bound, tag: str):
        """No wait retires x at an occurrence W with bound(W); bound holds on a prefix of the
        program (W before some point). Retiring holds on a suffix of each wait site's occurrences
        (more units issued after x), so per site it suffices to look at the last occurrence inside
        the bound: either no occurrence after x lies inside it, or the last one does not retire x."""
        enc = self.enc
        parts = []
        fw = self._forward(x.site)
        if fw.straight:  # each wait runs once after x, in x's iteration: no occurrence to search for
            return z3.And(*[z3.Or(z3.Not(bound(w)), z3.Not(self.retires(x, w)))
                            for w in (self._same_iteration(x, ws) for ws in fw.waits)])
        for ws in fw.waits:
            q = ("site", ws.sid)
            total = enc.total(ws.group, q)
            before_x = enc.cnt(x, q)
            f = enc.occ(ws, tag + "f")  # first occurrence after x
            none_inside = z3.Or(total == before_x,
                                z3.And(f.valid, enc.pos(f) > enc.pos(x), enc.cnt(f, q) == before_x,
                                       z3.Not(bound(f))))
            w = enc.occ(ws, tag + "l")  # last occurrence inside the bound
            n = enc.occ(ws, tag + "n")  # the occurrence after it
            last = z3.Or(enc.cnt(w, q) + 1 == total,
                         z3.And(n.valid, enc.cnt(n, q) == enc.cnt(w, q) + 1, z3.Not(bound(n))))
            not_by_last = z3.And(w.valid, enc.pos(w) > enc.pos(x), bound(w), last,
                                 z3.Not(self.retires(x, w)))
            parts.append(z3.Or(none_inside, not_by_last))
        return z3.And(*parts) if parts else z3.BoolVal(True)

    def retired(self, x: Occ, bound, tag: str):
        """Some wait occurrence W with bound(W) retires x; returns (formula, its variables)."""
        enc = self.enc
        parts, ks = [], []
        fw = self._forward(x.site)
        if fw.straight:
            return z3.Or(*[z3.And(self.retires(x, w), bound(w))
                           for w in (self._same_iteration(x, ws) for ws in fw.waits)]), ks
        for ws in fw.waits:
            w = enc.occ(ws, tag)
            ks += w.ks
            parts.append(z3.And(w.valid, enc.pos(w) > enc.pos(x), self.retires(x, w), bound(w)))
        return (z3.Or(*parts) if parts else z3.BoolVal(False)), ks

    @staticmethod
    def _same_iteration(x: Occ, ws: Site) -> Occ:
        """The occurrence of wait site ws in x's iteration of the loops around both (ws is
        written in a list that encloses x's, so its loops are the outer ones of x's)."""
        n = len(ws.ks)
        assert tuple(ws.loops) == tuple(x.site.loops[:n])
        return Occ(ws, [], list(zip(ws.ks, x.ks[:n])), z3.BoolVal(True))

    def gen_bound(self, g: int, limit):
        """W is before the wave arrives at barrier number `limit` and before its group's last
        barrier (so effective_done_gen < limit)."""
        enc = self.enc
        total = enc.total(g, "bar")
        return lambda w: z3.And(enc.gen(w) < limit, enc.gen(w) < total)

    # -- overlap
    def _waves(self, site: Site):
        return self.program.groups[site.group].waves

    def _split(self, site: Site) -> str:
        return self.enc.op_terms(site)["ref"].split

    def _ovl(self, ia, a: Occ, ib, b: Occ):
        """overlap(ia, ib), without the constant intervals of one side that lie outside the
        region of the other: an occurrence whose indices are in range touches only its region's
        bytes (`input_cases` decide the rest), so they could never meet. Per-lane byte sets
        have hundreds of constant intervals and a stage-indexed access one symbolic interval."""
        ca, cb = _constant(ia), _constant(ib)
        if ca and not cb:
            ia = self._within(ia, b.site)
        elif cb and not ca:
            ib = self._within(ib, a.site)
        return overlap(ia, ib)

    def _within(self, intervals, site: Site):
        r = self.enc.op_terms(site)["ref"].region
        return [iv for iv in intervals if iv[0].as_long() < r.end and r.base < iv[1].as_long()]

    def _cover(self, o: Occ, split: str, waves) -> list:
        """The bytes the waves `waves` touch at occurrence o, as one interval list."""
        enc = self.enc
        if split == "none" or set(enc._members(o.site)) <= set(waves):
            return enc.intervals(o)
        return [iv for w in waves for iv in enc.wave_intervals(o, w)]

    def same_wave_overlap(self, a: Occ, b: Occ):
        enc = self.enc
        if self._split(a.site) == "none" and self._split(b.site) == "none":
            return self._ovl(enc.intervals(a), a, enc.intervals(b), b)
        return z3.Or(*[self._ovl(enc.wave_intervals(a, w), a, enc.wave_intervals(b, w), b) for w in self._waves(a.site)])

    def cross_overlap(self, a: Occ, b: Occ):
        enc = self.enc
        sa, sb = self._split(a.site), self._split(b.site)
        wa_all, wb_all = self._waves(a.site), self._waves(b.site)
        if sa == "none" and sb == "none":
            return self._ovl(enc.intervals(a), a, enc.intervals(b), b)
        if not set(wa_all) & set(wb_all):
            # every wave pair counts: some slice of a meets some slice of b exactly when the
            # union of a's slices meets the union of b's, and where a side's waves are all the
            # waves its op is split among, their slices partition the whole intervals (one term
            # per interval pair instead of one per wave pair)
            return self._ovl(self._cover(a, sa, wa_all), a, self._cover(b, sb, wb_all), b)
        terms = []
        if sa == "none":
            for wb in wb_all:
                if any(w != wb for w in wa_all):
                    terms.append(self._ovl(enc.intervals(a), a, enc.wave_intervals(b, wb), b))
        elif sb == "none":
            for wa in wa_all:
                if any(w != wa for w in wb_all):
                    terms.append(self._ovl(enc.wave_intervals(a, wa), a, enc.intervals(b), b))
        else:
            for wa in wa_all:
                ia = enc.wave_intervals(a, wa)
                for wb in wb_all:
                    if wa != wb:
                        terms.append(self._ovl(ia, a, enc.wave_intervals(b, wb), b))
        return z3.Or(*terms) if terms else z3.BoolVal(False)

    def may_alias(self, a: Site, b: Site) -> bool:
        ra, rb = self.enc.op_terms(a)["ref"].region, self.enc.op_terms(b)["ref"].region
        return ra.base < rb.end and rb.base < ra.end

    # -- static filters: sites whose bytes are constants are compared in Python, not by Z3
    def _static(self, site: Site):
        key = (site.group, site.sid)
        if key in self._static_cache:
            return self._static_cache[key]
        out = []
        for s, e, ne in self.enc.op_terms(site)["intervals"]:
            s, e, ne = z3.simplify(s), z3.simplify(e), z3.simplify(ne)
            if not (z3.is_int_value(s) and z3.is_int_value(e) and z3.is_true(ne) or z3.is_false(ne)):
                out = None
                break
            if z3.is_true(ne):
                out.append((s.as_long(), e.as_long()))
        self._static_cache[key] = out
        return out

    def _static_slices(self, site: Site, wave: int, whole):
        """The constant bytes `wave` touches (its slice of each interval where the op is split),
        sorted and merged."""
        ref = self.enc.op_terms(site)["ref"]
        key = ("slices", site.group, site.sid, wave if ref.split != "none" else None)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        if ref.split == "none":
            out = list(whole)
        else:
            members = self.program.groups[site.group].waves if ref.split == "group" else \
                tuple(range(self.program.waves))
            n, i = len(members), members.index(wave)
            out = []
            for s, e in whole:
                lo, hi = s + (e - s) * i // n, s + (e - s) * (i + 1) // n
                if hi > lo:
                    out.append((lo, hi))
        out = self._memo[key] = _merged(out)
        return out

    @staticmethod
    def _ov(a, b) -> bool:
        """Do two sorted, merged interval lists share a byte?"""
        i = j = 0
        while i < len(a) and j < len(b):
            s1, e1 = a[i]
            s2, e2 = b[j]
            if s1 < e2 and s2 < e1:
                return True
            if e1 <= e2:
                i += 1
            else:
                j += 1
        return False

    def may_overlap_same_wave(self, a: Site, b: Site) -> bool:
        if not self.may_alias(a, b):
            return False
        ia, ib = self._static(a), self._static(b)
        if ia is None or ib is None:
            return True
        return any(self._ov(self._static_slices(a, w, ia), self._static_slices(b, w, ib))
                   for w in self._waves(a))

    def _signature(self, site: Site):
        """Sites with equal signatures touch the same constant bytes from the same waves."""
        key = ("sig", site.group, site.sid)
        if key not in self._memo:
            ref = self.enc.op_terms(site)["ref"]
            st = self._static(site)
            self._memo[key] = None if st is None else (site.group, ref.split, tuple(st))
        return self._memo[key]

    def may_overlap_cross(self, a: Site, b: Site) -> bool:
        if not self.may_alias(a, b):
            return False
        ia, ib = self._static(a), self._static(b)
        if ia is None or ib is None:
            return True
        key = ("xov", self._signature(a), self._signature(b))
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = any(
                self._ov(self._static_slices(a, wa, ia), self._static_slices(b, wb, ib))
                for wa in self._waves(a) for wb in self._waves(b) if wa != wb)
        return hit

    # -- producers (order.py `_has_producer`)
    def _producer_body(self, y: Occ, xs: Site, tag: str):
        enc = self.enc
        x = enc.occ(xs, tag)
        ks = list(x.ks)
        ordered, k1 = self.retired(x, self.gen_bound(xs.group, enc.gen(y)), tag + "w")
        ks += k1
        options = [ordered]
        if xs.group == y.site.group:
            if xs.kind == "write":
                options.append(enc.pos(x) < enc.pos(y))
            else:
                done, k2 = self.retired(x, lambda w: enc.pos(w) < enc.pos(y), tag + "d")
                ks += k2
                options.append(z3.And(enc.pos(x) < enc.pos(y), done))
        body = z3.And(enc.exists(x), self._ovl(enc.intervals(x), x, enc.intervals(y), y), z3.Or(*options))
        return body, ks

    def _producer_sites(self, y: Site):
        out = []
        iy = self._static(y)
        for g in self.enc.sites:
            for s in g:
                if s.kind in WRITE_KINDS and self.may_alias(s, y):
                    ix = self._static(s)
                    if ix is None or iy is None or self._ov(_merged(ix), _merged(iy)):
                        out.append(s)
        return out

    def has_producer(self, y: Occ, tag: str):
        key = ("has", id(y))
        if key not in self._memo:
            self._memo[key] = z3.Or(*[self._producer_body(y, xs, f"{tag}p{i}")[0]
                                      for i, xs in enumerate(self._producer_sites(y.site))] or [z3.BoolVal(False)])
        return self._memo[key]

    def no_producer(self, y: Occ, tag: str):
        key = ("no", id(y))
        if key not in self._memo:
            parts = []
            for i, xs in enumerate(self._producer_sites(y.site)):
                body, ks = self._producer_body(y, xs, f"{tag}q{i}")
                parts.append(z3.ForAll(ks, z3.Not(body)) if ks else z3.Not(body))
            self._memo[key] = z3.And(*parts) if parts else z3.BoolVal(True)
        return self._memo[key]

    # -- per-site pieces, built once and shared by every case that names the site
    def occ_of(self, site: Site, role: str) -> Occ:
        key = ("occ", site.group, site.sid, role)
        if key not in self._memo:
            self._memo[key] = self.enc.occ(site, f"{role}{site.group}_{site.sid}_")
        return self._memo[key]

    def unpublished(self, site: Site, role: str):
        """(formula, G): the occurrence's effective done generation is >= G."""
        key = ("edg", site.group, site.sid, role)
        if key not in self._memo:
            x = self.occ_of(site, role)
            g = z3.Int(f"G.{role}{site.group}_{site.sid}")
            f = self.not_retired(x, self.gen_bound(site.group, g), f"{role}{site.group}_{site.sid}_w")
            self._memo[key] = (f, g)
        return self._memo[key]

    def pending_at(self, site: Site, role: str):
        """(formula, B): no wait at a position before B retires the occurrence."""
        key = ("pend", site.group, site.sid, role)
        if key not in self._memo:
            x = self.occ_of(site, role)
            b = z3.Int(f"B.{role}{site.group}_{site.sid}")
            f = self.not_retired(x, lambda w: self.enc.pos(w) < b, f"{role}{site.group}_{site.sid}_v")
            self._memo[key] = (f, b)
        return self._memo[key]

    def exists(self, o: Occ):
        key = ("ex", id(o))
        if key not in self._memo:
            self._memo[key] = self.enc.exists(o)
        return self._memo[key]

    def _overlap_term(self, a: Occ, b: Occ, same_wave: bool):
        """True when the bytes are constants (the static filter already decided), else Z3."""
        if self._static(a.site) is not None and self._static(b.site) is not None:
            return z3.BoolVal(True)
        return self.same_wave_overlap(a, b) if same_wave else self.cross_overlap(a, b)

    # -- the cases
    def race_cases(self, rules: set[str]):
        enc = self.enc
        out: list[Case] = []
        groups = self.program.groups
        for g, sites in enumerate(enc.sites):
            lds = [s for s in sites if s.kind in LDS_KINDS]
            # one wave against itself
            for p in lds:
                for e in lds:
                    if p is e or _queue(p) == _queue(e) or (p.kind == "read" and e.kind == "read"):
                        continue
                    if p.kind == "copy" and e.kind == "read":
                        rule, pair = "SS101", (p, e)
                    elif p.kind == "read" and e.kind == "copy":
                        # the read is issued first (program order): only the copy's latency
                        # keeps it ahead (SS106, see checks/races.py read_issued_first)
                        rule, pair = "SS106", (e, p)
                    else:
                        rule, pair = "SS105", (p, e)
                    if rule not in rules or not self.may_overlap_same_wave(p, e) or self.retired_before(p, e):
                        continue
                    P, E = self.occ_of(p, "P"), self.occ_of(e, "E")
                    pend, b = self.pending_at(p, "P")
                    f = z3.And(self.exists(P), self.exists(E), enc.pos(P) < enc.pos(E), b == enc.pos(E), pend,
                               self._overlap_term(P, E, True))
                    out.append(Case(rule, f"same wave: {p.describe()} then {e.describe()}", f, pair))
        for g in range(len(groups)):
            for h in range(len(groups)):
                if g == h and len(groups[g].waves) < 2:
                    continue
                writes = [s for s in enc.sites[g] if s.kind in WRITE_KINDS]
                for xs in writes:
                    for ys in enc.sites[h]:
                        if ys.kind not in ("read", "copy", "write") or not self.may_overlap_cross(xs, ys):
                            continue
                        out.extend(self._cross(g, h, xs, ys, rules))
        return out

    def _cross(self, g, h, xs: Site, ys: Site, rules):
        enc = self.enc
        X, Y = self.occ_of(xs, "X"), self.occ_of(ys, "Y")
        gx, gy = enc.gen(X), enc.gen(Y)
        ux, GX = self.unpublished(xs, "X")
        if ys.kind in WRITE_KINDS:
            if "SS105" not in rules:
                return []
            f = z3.And(self.exists(X), self.exists(Y), gx <= gy, GX == gy, ux, self._overlap_term(X, Y, False))
            # order.py reports the pair at the later of the two by (generation, group, position)
            if g < h:
                x_first = z3.Or(gx < gy, gx == gy)
            elif g > h:
                x_first = gx < gy
            else:
                x_first = z3.Or(gx < gy, z3.And(gx == gy, enc.pos(X) <= enc.pos(Y)))
            label = f"{xs.describe()} and {ys.describe()} across waves"
            return [Case("SS105", label, z3.And(f, x_first), (xs, ys), primary=ys),
                    Case("SS105", label + " (reported at the first)", z3.And(f, z3.Not(x_first)), (xs, ys),
                         primary=xs)]
        raw_rule = "SS101" if xs.kind == "copy" else "SS102"
        war_rule = "SS103" if xs.kind == "copy" else "SS104"
        # a copy over a read issued in an earlier generation is latency-protected (SS106)
        late_rule = "SS106" if xs.kind == "copy" else war_rule
        if raw_rule not in rules and war_rule not in rules and late_rule not in rules:
            return []
        uy, GY = self.unpublished(ys, "Y")
        base = z3.And(self.exists(X), self.exists(Y), GX == gy, ux, GY == gx, uy, self._overlap_term(X, Y, False))
        label = f"{xs.describe()} ({self.program.groups[g].name}) vs {ys.describe()} ({self.program.groups[h].name})"
        out = []
        if g == h:
            raw = z3.Or(gx < gy, z3.And(gx == gy, enc.pos(Y) > enc.pos(X)))
            if raw_rule in rules:
                out.append(Case(raw_rule, label, z3.And(base, raw), (xs, ys)))
            if late_rule == war_rule:
                if war_rule in rules:
                    war = z3.Or(gx > gy, z3.And(gx == gy, enc.pos(Y) < enc.pos(X)))
                    out.append(Case(war_rule, label, z3.And(base, war), (xs, ys)))
                return out
            if late_rule in rules:
                out.append(Case(late_rule, label, z3.And(base, gx > gy), (xs, ys)))
            if war_rule in rules:
                out.append(Case(war_rule, label + " (same generation)",
                                z3.And(base, gx == gy, enc.pos(Y) < enc.pos(X)), (xs, ys)))
            return out
        if raw_rule in rules:
            out.append(Case(raw_rule, label, z3.And(base, gx < gy), (xs, ys)))
            relaxed = z3.And(base, gx == gy)
            out.append(Case(raw_rule, label + " (same generation)",
                            lambda: z3.And(relaxed, self.no_producer(Y, "N")), (xs, ys),
                            quantified=True, relaxed=relaxed))
        if late_rule in rules:
            out.append(Case(late_rule, label, z3.And(base, gx > gy), (xs, ys)))
        if war_rule in rules:
            relaxed = z3.And(base, gx == gy)
            out.append(Case(war_rule, label + " (same generation)",
                            lambda: z3.And(relaxed, self.has_producer(Y, "H")), (xs, ys), relaxed=relaxed))
        return out

    def barrier_cases(self):
        """SS201, one case per barrier site: it is the first barrier of its group that pairs
        with nothing (the group runs more barriers than the group with fewest)."""
        enc = self.enc
        n = len(self.program.groups)
        if n < 2:
            return []
        totals = [enc.total(g, "bar") for g in range(n)]
        fewest = totals[0]
        for t in totals[1:]:
            fewest = z3.If(t < fewest, t, fewest)
        out = []
        for g, sites in enumerate(enc.sites):
            for bs in sites:
                if bs.kind != "barrier":
                    continue
                B = enc.occ(bs, "B")
                f = z3.And(B.valid, totals[g] > fewest, enc.gen(B) == fewest)
                out.append(Case("SS201", f"barrier at line {bs.line} ({self.program.groups[g].name}) "
                                         "left unpaired", f, (bs,)))
        return out

    def counter_cases(self):
        enc = self.enc
        out = []
        for sites in enc.sites:
            for s in sites:
                if s.kind == "wait":
                    W = enc.occ(s, "W")
                    t = enc.op_terms(s)
                    for name, lim in (("vmcnt", self.target.vmcnt_max), ("lgkmcnt", self.target.lgkmcnt_max)):
                        if t[name] is not None:
                            n = W.term(t[name])
                            out.append(Case("SS301", f"{name} value at line {s.line}",
                                            z3.And(W.valid, z3.Or(n < 0, n > lim)), (s,)))
                elif s.kind != "barrier" and not self.target.counters_hold_excess:
                    out.append(self._overflow(s))
        return out

    def _overflow(self, xs: Site) -> Case:
        enc = self.enc
        vm = xs.kind in VM_KINDS
        cq, lim, name = ("vm", self.target.vmcnt_max, "vmcnt") if vm else \
            ("lgkm_all", self.target.lgkmcnt_max, "lgkmcnt")
        X = enc.occ(xs, "X")
        out_after = enc.cnt(X, cq) + enc.units(X)
        parts = [enc.exists(X), out_after > lim]
        for ws in enc.waits[xs.group]:
            if getattr(ws.stmt, name) is None:
                continue
            q = ("site", ws.sid)
            W = enc.occ(ws, "L")
            n = self._wait_value(ws, "vm" if vm else "lgkm")
            last = z3.And(W.valid, enc.pos(W) < enc.pos(X), enc.cnt(W, q) + 1 == enc.cnt(X, q),
                          out_after - enc.cnt(W, cq) + n > lim)
            parts.append(z3.Or(enc.cnt(X, q) == 0, last))
        return Case("SS301", f"{name} overflow at {xs.describe()}", z3.And(*parts), (xs,))

    def input_cases(self):
        """Occurrences the executor rejects: negative counts, indices or bytes out of range."""
        enc = self.enc
        out = []
        for sites in enc.sites:
            for s in sites:
                if s.kind in ("wait", "barrier"):
                    continue
                X = enc.occ(s, "I")
                t = enc.op_terms(s)
                n = enc.units(X)
                bad = n < 0
                if "in_range" in t and t["in_range"]:
                    bad = z3.Or(bad, z3.And(n > 0, z3.Not(z3.And(*[X.term(c) for c in t["in_range"]]))))
                out.append(Case("input", f"{s.describe()} out of range", z3.And(X.valid, bad), (s,)))
        return out
