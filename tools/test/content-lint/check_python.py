"""Checks the Python code samples of the docs: each must parse, and use no name it never binds.

Reads a JSON list of units from standard input. A unit is one sample as a reader runs it: a list of
segments, each {"id": ..., "code": ...}; a block marked as continuing another is a later segment of
that block's unit. Prints a JSON list of problems, each {"id", "line", "message"}, where `line` counts
from 1 within the segment that has the problem.

The name check is deliberately flat: a name bound anywhere in the unit (any scope) counts as bound
everywhere in it. That keeps it simple and free of false alarms, and still catches the mistake that
matters to a reader: a sample that uses something it never defines or imports.
"""

import ast
import builtins
import json
import sys

BUILTINS = set(dir(builtins)) | {"__file__", "__name__", "__doc__", "__builtins__", "__spec__"}


def _target_names(node):
    """Names bound by an assignment target (a name, or names inside tuples, lists and starred)."""
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.Starred):
        return _target_names(node.value)
    if isinstance(node, (ast.Tuple, ast.List)):
        names = set()
        for element in node.elts:
            names |= _target_names(element)
        return names
    return set()


def bound_names(tree):
    """Every name the tree binds, in any scope."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    continue
                names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.NamedExpr):
            names |= _target_names(node.target)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            names |= _target_names(node.target)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            names |= _target_names(node.optional_vars)
    return names


def check_unit(unit):
    problems = []
    trees = []
    for segment in unit:
        try:
            trees.append((segment["id"], ast.parse(segment["code"])))
        except SyntaxError as error:
            problems.append({"id": segment["id"], "line": error.lineno or 1, "message": f"does not parse: {error.msg}"})
    if problems:
        return problems
    bound = set(BUILTINS)
    for _, tree in trees:
        bound |= bound_names(tree)
    for segment_id, tree in trees:
        seen = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound and node.id not in seen:
                seen.add(node.id)
                problems.append({"id": segment_id, "line": node.lineno, "message": f"uses `{node.id}`, which the sample never defines or imports"})
    return problems


def main():
    units = json.load(sys.stdin)
    problems = []
    for unit in units:
        problems.extend(check_unit(unit))
    json.dump(problems, sys.stdout)


if __name__ == "__main__":
    main()
