"""The catalog's messages as the tests compare them: per locale, each message's attributes and the
variables each uses."""

from __future__ import annotations

from fluent.syntax import FluentParser, ast, visitor

from bot.i18n import catalog


class Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(locale: str, *, pending: bool | None = None) -> dict[str, dict[str, set[str]]]:
    """id -> {attribute ("" for the value) -> the variables it uses}, from the locale's files."""
    out: dict[str, dict[str, set[str]]] = {}
    for source in catalog.sources(locale):
        if pending is not None and source.pending != pending:
            continue
        resource = FluentParser().parse(source.text)
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{locale}/{source.name}: cannot parse {(junk[0].content or '')[:80]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                parts: dict[str, set[str]] = {}
                for name, pattern in [("", entry.value), *((a.id.name, a.value) for a in entry.attributes)]:
                    if pattern is None:
                        continue
                    v = Variables()
                    v.visit(pattern)
                    parts[name] = v.names
                key = entry.id.name if isinstance(entry, ast.Message) else f"-{entry.id.name}"
                assert key not in out, f"{locale}: {key} is defined twice"
                out[key] = parts
    return out
