"""Editing Python-syntax kernels (`.sched` schedules and FlyDSL files): IR edits as source lines.

The two languages differ only in how a wait and a barrier are written (`wait(vmcnt=...)` /
`rocdl.s_waitcnt(vmcnt=...)`, `barrier()` / `rocdl.s_barrier()`) and in how they are read back,
so one editor serves both. Values are written in the kernel's own names where the source gives
them: an IR expression over parameters as it is, a constant as a sum of the names that counted
the ops it covers (`half_ldg_b_iters + half_ldg_a_iters`); a guard as a kernel-level `if` test the
walk saw decide exactly those waves.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

from syncsan.edits import Delete, Edit, Insert, NewBarrier, NewWait, SetWait
from syncsan.errors import InputError, Loc
from syncsan.findings import TextEdit
from syncsan.frontends.edit import Editor, Rendering, SourceFacts, ValueHint, python_expr
from syncsan.ir import Const, Expr, Program, Stmt

_FLIP = {ast.Eq: "!=", ast.NotEq: "==", ast.Lt: ">=", ast.GtE: "<", ast.Gt: "<=", ast.LtE: ">"}


@lru_cache(maxsize=32)
def _parsed(file: str, stamp: float) -> tuple[ast.Module, tuple[str, ...], dict]:
    text = Path(file).read_text(encoding="utf-8")
    tree = ast.parse(text, filename=file)
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    return tree, tuple(text.splitlines()), parents


class PythonEditor(Editor):
    writes = True
    wait_call = "wait"
    barrier_call = "barrier()"

    # ------------------------------------------------------------ source access
    def _source(self, file: str):
        p = Path(file)
        try:
            return _parsed(str(p), p.stat().st_mtime)
        except (OSError, SyntaxError, UnicodeDecodeError):
            return None

    def _call_at(self, loc: Loc) -> ast.Call | None:
        src = self._source(loc.file)
        if src is None:
            return None
        tree = src[0]
        best = None
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.lineno == loc.line:
                if node.col_offset + 1 == loc.column:
                    return node
                best = best or node
        return best

    def _statement_at(self, line: int) -> ast.stmt | None:
        """The outermost statement of the edited file that starts at `line`."""
        src = self._source(self.path)
        if src is None:
            return None
        found = None
        for node in ast.walk(src[0]):
            if isinstance(node, ast.stmt) and node.lineno == line and not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                if found is None or node.col_offset < found.col_offset:
                    found = node
        return found

    def _same_file(self, file: str) -> bool:
        try:
            return Path(file).resolve() == Path(self.path).resolve()
        except OSError:
            return file == self.path

    # ------------------------------------------------------------ where values are written
    def _value_source(self, stmt: Stmt, counter: str):
        """(index into the chain, expression node or None, call node) of the text that gives
        `counter` of a wait: its keyword at the wait call, followed through helper parameters to
        the call site that passes it. The node is None when the wait call has no such keyword."""
        ch = stmt.stack + (stmt.loc,)
        i = len(ch) - 1
        call = self._call_at(ch[i])
        if call is None or ast.unparse(call.func) != self.wait_call:
            return None  # not a wait the source writes (a compiler or profile wait, say)
        kw = next((k for k in call.keywords if k.arg == counter), None)
        if kw is None:
            return (i, None, call)
        expr = kw.value
        while isinstance(expr, ast.Name) and i > 0:
            src = self._source(ch[i].file)
            func = _enclosing_function(src[2], call) if src else None
            if func is None:
                break
            params = [a.arg for a in func.args.args] + [a.arg for a in func.args.kwonlyargs]
            if expr.id not in params:
                break
            caller = self._call_at(ch[i - 1])
            if caller is None:
                return None
            arg = next((k.value for k in caller.keywords if k.arg == expr.id), None)
            if arg is None:
                pos = [a.arg for a in func.args.args].index(expr.id) if expr.id in [a.arg for a in func.args.args] else None
                if pos is not None and pos < len(caller.args) and not any(isinstance(a, ast.Starred) for a in caller.args[:pos + 1]):
                    arg = caller.args[pos]
            if arg is None:
                return None  # the default is used: an edit there reaches every call without it
            i -= 1
            expr, call = arg, caller
        return (i, expr, call)

    def value_through(self, program: Program, wait: Stmt, counter: str):
        found = self._value_source(wait, counter)
        if found is None:
            return None
        i, expr, call = found
        ch = wait.stack + (wait.loc,)
        if not self._same_file(ch[i].file):
            return None
        if expr is None and i != len(ch) - 1:
            return None
        return wait.stack[i:]

    def delete_through(self, program: Program, stmt: Stmt):
        if not self._same_file(stmt.loc.file):
            return None
        call = self._call_at(stmt.loc)
        stmt_node = self._statement_at(stmt.loc.line)
        if call is None or stmt_node is None or not isinstance(stmt_node, ast.Expr) or stmt_node.value is not call:
            return None  # only a statement that is the barrier call alone is deleted
        if ast.unparse(call) != self.barrier_call:
            return None
        return ()

    # ------------------------------------------------------------ rendering
    def facts(self, program: Program) -> SourceFacts:
        data = program.frontend_data
        return data if isinstance(data, SourceFacts) else SourceFacts()

    def wait_text(self, values: dict[str, str]) -> str:
        args = ", ".join(f"{c}={v}" for c, v in values.items())
        return f"{self.wait_call}({args})"

    def render(self, edit: Edit, per_program) -> list[Rendering]:
        if isinstance(edit, Insert):
            return self._render_insert(edit, per_program)
        if isinstance(edit, SetWait):
            return self._render_set(edit, per_program)
        if isinstance(edit, Delete):
            return self._render_delete(edit)
        return []

    def _value_texts(self, counter: str, per_program) -> list[str]:
        """Candidate source texts for a counter value given per program, best first."""
        values = []
        hints: list[ValueHint | None] = []
        for program, e, h in per_program:
            v = _edit_value(e, counter)
            values.append(v)
            hints.append(h.get(counter))
        out: list[str] = []
        if all(isinstance(v, Expr) and not isinstance(v, Const) for v in values):
            texts = {python_expr(v) for v in values}
            if len(texts) == 1:
                out.append(texts.pop())
        ints = [v.value if isinstance(v, Const) else v for v in values]
        if all(type(v) is int for v in ints):
            named = self._named_sum(ints, hints, per_program)
            if named:
                out.append(named)
            if len(set(ints)) == 1:
                out.append(str(ints[0]))
            else:  # a value that differs between constexpr combinations: a name that follows it
                out.extend(self._names_equal(ints, per_program))
        return list(dict.fromkeys(out))

    def _names_equal(self, ints, per_program) -> list[str]:
        common = None
        for (program, _, _), v in zip(per_program, ints):
            names = {n for n, x in self.facts(program).names if x == v}
            common = names if common is None else common & names
        return sorted(common or ())

    def _named_sum(self, ints, hints, per_program) -> str | None:
        """The value as a sum of the names that count the ops it covers: for each kernel-level
        statement those ops come from, a name the statement's source (or the helper it calls)
        mentions whose value is that statement's unit count, in every program."""
        if any(h is None or not h.terms for h in hints):
            return None
        per_site: list[dict[tuple, int]] = []
        order: list[tuple] = []
        for h in hints:
            counts: dict[tuple, int] = {}
            for ch, units in h.terms:
                if not isinstance(units, int) or isinstance(units, bool):
                    units = units.value if isinstance(units, Const) else None
                if units is None:
                    return None
                key = (ch[0].file, ch[0].line)
                if key not in counts and key not in order:
                    order.append(key)
                counts[key] = counts.get(key, 0) + units
            per_site.append(counts)
        parts: list[str] = []
        coeff: dict[str, int] = {}
        for key in order:
            mentioned = self._mentioned_names(key)
            pick = None
            for name in mentioned:
                ok = True
                for (program, _, _), counts in zip(per_program, per_site):
                    value = dict(self.facts(program).names).get(name)
                    if value is None or value != counts.get(key, 0):
                        ok = False
                        break
                if ok:
                    pick = name
                    break
            if pick is None:
                return None
            if pick not in coeff:
                parts.append(pick)
            coeff[pick] = coeff.get(pick, 0) + 1
        for (program, _, _), v in zip(per_program, ints):
            names = dict(self.facts(program).names)
            if sum(names[n] * c for n, c in coeff.items()) != v:
                return None
        return " + ".join(n if coeff[n] == 1 else f"{coeff[n]} * {n}" for n in parts)

    def _mentioned_names(self, key: tuple) -> list[str]:
        """Names in the statement at file:line and in the body of a function it calls (defined in
        that file), in order of appearance."""
        file, line = key
        src = self._source(file)
        if src is None:
            return []
        tree = src[0]
        stmt = None
        for node in ast.walk(tree):
            if isinstance(node, ast.stmt) and node.lineno == line and not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                stmt = node if stmt is None or node.col_offset < stmt.col_offset else stmt
        if stmt is None:
            return []
        names: list[str] = []
        called = set()
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name):
                names.append(node.id)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                called.add(node.func.id)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name in called:
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Name):
                        names.append(sub.id)
        return list(dict.fromkeys(names))

    def _guards(self, waves: frozenset[int], per_program) -> list[str]:
        """`if` tests that hold for exactly these waves in every program."""
        cands: list[str] | None = None
        for program, _, _ in per_program:
            here = []
            for b in self.facts(program).branches:
                if not self._same_file(b.loc.file):
                    continue
                if b.waves == waves:
                    here.append(self._test_text(b, False))
                elif b.waves == frozenset(range(program.waves)) - waves:
                    here.append(self._test_text(b, True))
            cands = here if cands is None else [c for c in cands if c in here]
        out = list(dict.fromkeys(cands or ()))
        out.extend(self.fallback_guards(waves, per_program))
        return list(dict.fromkeys(out))

    def fallback_guards(self, waves, per_program) -> list[str]:
        return []

    def _test_text(self, branch, negate: bool) -> str:
        """An `if` test as the source spells it (negated: the comparison flipped)."""
        src = self._source(branch.loc.file)
        node = None
        if src is not None:
            node = next((n for n in ast.walk(src[0]) if isinstance(n, ast.If) and n.lineno == branch.loc.line
                         and n.col_offset + 1 == branch.loc.column), None)
        if node is None:
            return _negate(branch.test) if negate else branch.test
        text = "\n".join(src[1])
        seg = lambda n: ast.get_source_segment(text, n) or ast.unparse(n)  # noqa: E731
        test = node.test
        if not negate:
            return seg(test)
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _FLIP:
            return f"{seg(test.left)} {_FLIP[type(test.ops[0])]} {seg(test.comparators[0])}"
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            return seg(test.operand)
        return f"not ({seg(test)})"

    def _indent_unit(self) -> str:
        src = self._source(self.path)
        if src is not None:
            for ln in src[1]:
                stripped = ln.lstrip(" ")
                if stripped and len(ln) > len(stripped) and not ln.startswith("\t"):
                    return " " * (len(ln) - len(stripped))
        return "    "

    def _render_insert(self, edit: Insert, per_program) -> list[Rendering]:
        if not self._same_file(edit.file):
            return []
        stmt = self._statement_at(edit.line)
        src = self._source(self.path)
        if stmt is None or src is None:
            return []
        lines = src[1]
        # the statement, then each `if` it ends (after) or starts (before) that the program may
        # not have as a branch (a per-lane test is a mask there): the text must sit outside it;
        # the reload check keeps only the text that builds the edited program
        targets = [stmt]
        while True:
            parent = src[2].get(targets[-1])
            if not (isinstance(parent, ast.If) and not parent.orelse and
                    (parent.body[-1] if edit.where == "after" else parent.body[0]) is targets[-1]):
                break
            targets.append(parent)
        # one text per op; waits may have several candidate value texts
        op_texts: list[list[str]] = []
        for op in edit.ops:
            if isinstance(op, NewBarrier):
                op_texts.append([self.barrier_call])
                continue
            per_counter = {}
            for c in ("vmcnt", "lgkmcnt"):
                if op.value(c) is not None:
                    per_counter[c] = self._value_texts(c, per_program)
                    if not per_counter[c]:
                        return []
            combos = [{}]
            for c, texts in per_counter.items():
                combos = [dict(d, **{c: t}) for d in combos for t in texts]
            op_texts.append([self.wait_text(d) for d in combos])
        guards = [None] if edit.waves is None else self._guards(edit.waves, per_program)
        if not guards:
            return []
        out = []
        for stmt, guard in ((st, g) for st in targets for g in guards):
            indent = lines[stmt.lineno - 1][:stmt.col_offset]
            for variant in _product(op_texts):
                body = list(variant)
                if guard is None:
                    new = [indent + t for t in body]
                    said = "; ".join(body)
                else:
                    unit = self._indent_unit()
                    new = [indent + f"if {guard}:"] + [indent + unit + t for t in body]
                    said = f"if {guard}: " + "; ".join(body)
                at = stmt.lineno if edit.where == "before" else (stmt.end_lineno or stmt.lineno) + 1
                text = "".join(n + "\n" for n in new)
                context = lines[stmt.lineno - 1] if edit.where == "before" else lines[(stmt.end_lineno or stmt.lineno) - 1]
                shown = tuple([("+", n) for n in new] + [(" ", context)]) if edit.where == "before" else \
                    tuple([(" ", context)] + [("+", n) for n in new])
                where = f"before line {stmt.lineno}" if edit.where == "before" else f"after line {stmt.end_lineno or stmt.lineno}"
                out.append(Rendering(f"insert `{said}` {where}", stmt.lineno, shown,
                                     (TextEdit(self.path, at, 1, at, 1, text),), ((at, len(new)),)))
        return out

    @staticmethod
    def _call_change(lines, call, expr, new) -> str:
        old, changed = _call_text(lines, call, expr, new)
        return f"`{old}` to `{changed}`"

    def _render_set(self, edit: SetWait, per_program) -> list[Rendering]:
        program0, e0, _ = per_program[0]
        wait = _find_wait(program0, edit)
        if wait is None:
            return []
        found = self._value_source(wait, edit.counter)
        if found is None:
            return []
        i, expr, call = found
        src = self._source(self.path)
        if src is None:
            return []
        lines = src[1]
        if edit.value is None:
            texts = [None]
        else:
            texts = self._value_texts(edit.counter, per_program)
        out = []
        for t in texts:
            if expr is not None:
                if t is None:
                    continue  # removing a counter is only written where the keyword is the wait's own
                seg_start = (expr.lineno, expr.col_offset + 1)
                seg_end = (expr.end_lineno, expr.end_col_offset + 1)
                old_line = lines[expr.lineno - 1]
                if expr.lineno == expr.end_lineno:
                    new_line = old_line[:expr.col_offset] + t + old_line[expr.end_col_offset:]
                else:
                    new_line = old_line[:expr.col_offset] + t + " ..."
                edits = (TextEdit(self.path, *seg_start, *seg_end, t),)
                what = self._call_change(lines, call, expr, t)
            else:
                if t is None:
                    return []
                # the wait call has no keyword for the counter: add it before the closing parenthesis
                end = (call.end_lineno, call.end_col_offset)  # one past ')'
                old_line = lines[call.end_lineno - 1]
                sep = ", " if (call.args or call.keywords) else ""
                ins = f"{sep}{edit.counter}={t}"
                new_line = old_line[:end[1] - 1] + ins + old_line[end[1] - 1:]
                edits = (TextEdit(self.path, end[0], end[1], end[0], end[1], ins),)
                what = self._call_change(lines, call, None, ins)
            line = edits[0].start_line
            out.append(Rendering(f"change {what} at line {line}", line, (("-", old_line), ("+", new_line)), edits, ()))
        return out

    def _render_delete(self, edit: Delete) -> list[Rendering]:
        if not self._same_file(edit.file):
            return []
        stmt = self._statement_at(edit.line)
        src = self._source(self.path)
        if stmt is None or src is None or stmt.end_lineno != stmt.lineno:
            return []
        lines = src[1]
        parent = src[2].get(stmt)
        siblings = None
        for name in ("body", "orelse", "finalbody"):
            block = getattr(parent, name, None)
            if isinstance(block, list) and stmt in block:
                siblings = block
        old = lines[stmt.lineno - 1]
        if siblings is not None and len(siblings) == 1:
            new = old[:stmt.col_offset] + "pass"
            edit_t = TextEdit(self.path, stmt.lineno, stmt.col_offset + 1, stmt.lineno, stmt.end_col_offset + 1, "pass")
            return [Rendering(f"replace line {stmt.lineno} by `pass`", stmt.lineno, (("-", old), ("+", new)),
                              (edit_t,), ())]
        edit_t = TextEdit(self.path, stmt.lineno, 1, stmt.lineno + 1, 1, "")
        return [Rendering(f"delete line {stmt.lineno}", stmt.lineno, (("-", old),), (edit_t,), ((stmt.lineno, -1),))]


def _call_text(lines, call, expr, new) -> tuple[str, str]:
    """The call's source, before and after `expr` in it is replaced by `new` (expr None: `new`
    added before the closing parenthesis)."""
    text = "\n".join(lines)
    old = ast.get_source_segment(text, call) or ast.unparse(call)
    if expr is None:
        return old, old[:-1] + new + ")"
    if call.lineno == expr.lineno == call.end_lineno:
        a, b = expr.col_offset - call.col_offset, expr.end_col_offset - call.col_offset
        return old, old[:a] + new + old[b:]
    return old, f"{ast.unparse(call.func)}(...{new}...)"


def _product(lists):
    out = [[]]
    for options in lists:
        out = [o + [t] for o in out for t in options]
    return out


def _edit_value(edit, counter):
    if isinstance(edit, SetWait):
        return edit.value
    for op in edit.ops:
        if isinstance(op, NewWait) and op.value(counter) is not None:
            return op.value(counter)
    return None


def _find_wait(program: Program, edit: SetWait):
    from syncsan.edits import _through
    from syncsan.ir import If, Loop, Wait

    def walk(block):
        for s in block:
            if isinstance(s, Loop):
                r = walk(s.body)
            elif isinstance(s, If):
                r = walk(s.then) or walk(s.orelse)
            elif isinstance(s, Wait) and _through(s, edit.file, edit.line, edit.through):
                r = s
            else:
                r = None
            if r is not None:
                return r
        return None

    for g in program.groups:
        w = walk(g.body)
        if w is not None:
            return w
    return None


def _enclosing_function(parents: dict, node) -> ast.FunctionDef | None:
    cur = parents.get(node)
    while cur is not None and not isinstance(cur, ast.FunctionDef):
        cur = parents.get(cur)
    return cur


def _negate(test: str) -> str:
    try:
        node = ast.parse(test, mode="eval").body
    except SyntaxError:
        return f"not ({test})"
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _FLIP:
        return f"{ast.unparse(node.left)} {_FLIP[type(node.ops[0])]} {ast.unparse(node.comparators[0])}"
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return ast.unparse(node.operand)
    return f"not ({test})"


class ScheduleEditor(PythonEditor):
    """`.sched` files: `wait(vmcnt=...)`, `barrier()`; guards may fall back to `wid`."""

    def fallback_guards(self, waves, per_program) -> list[str]:
        src = self._source(self.path)
        if src is None:
            return []
        kernel = next((n for n in src[0].body if isinstance(n, ast.FunctionDef) and n.name == "kernel"), None)
        if kernel is None or "wid" not in [a.arg for a in kernel.args.args]:
            return []
        w = sorted(waves)
        if w == list(range(w[0], w[-1] + 1)):
            total = per_program[0][0].waves
            if w[0] == 0:
                return [f"wid < {w[-1] + 1}"]
            if w[-1] == total - 1:
                return [f"wid >= {w[0]}"]
            return [f"{w[0]} <= wid <= {w[-1]}"]
        return [f"wid in ({', '.join(map(str, w))})"]

    def reload(self, text: str):
        from syncsan.frontends.schedule import load_schedule

        try:
            return [load_schedule(self.path, text)]
        except InputError:
            return None


class FlydslEditor(PythonEditor):
    """FlyDSL kernels: `rocdl.s_waitcnt(vmcnt=...)`, `rocdl.s_barrier()` (with the module name the
    file uses for rocdl)."""

    def __init__(self, path: str, options=None):
        super().__init__(path, options)
        src = self._source(path)
        rocdl = _rocdl_name(src[0]) if src is not None else "rocdl"
        self.wait_call = f"{rocdl}.s_waitcnt"
        self.barrier_call = f"{rocdl}.s_barrier()"

    def reload(self, text: str):
        from syncsan.frontends.flydsl import load_flydsl

        try:
            return load_flydsl(self.path, self.options, source=text)
        except InputError:
            return None


def _rocdl_name(tree: ast.Module) -> str:
    """How the file reaches FlyDSL's rocdl module: the receiver of its own `s_barrier` /
    `s_waitcnt` calls; else through its imports (`from flydsl.expr import rocdl as r` -> `r`,
    `import flydsl.expr as fx` -> `fx.rocdl`); else `rocdl`."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("s_barrier", "s_waitcnt") and isinstance(node.func.value, (ast.Name, ast.Attribute)):
            return ast.unparse(node.func.value)
    via_expr = None
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "flydsl.expr" and node.level == 0:
            for a in node.names:
                if a.name == "rocdl":
                    return a.asname or a.name
        if isinstance(node, ast.ImportFrom) and node.module == "flydsl" and node.level == 0:
            for a in node.names:
                if a.name == "expr":
                    via_expr = via_expr or f"{a.asname or a.name}.rocdl"
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "flydsl.expr.rocdl" and a.asname:
                    return a.asname
                if a.name == "flydsl.expr" and a.asname:
                    via_expr = via_expr or f"{a.asname}.rocdl"
    return via_expr or "rocdl"


def make_schedule_editor(path: str, options=None) -> Editor:
    return ScheduleEditor(path, options)


def make_flydsl_editor(path: str, options=None) -> Editor:
    return FlydslEditor(path, options)


__all__ = ["FlydslEditor", "PythonEditor", "ScheduleEditor", "make_flydsl_editor", "make_schedule_editor"]
