"""A shipped migration is never edited: a deployed database has run it already, so an edit would
leave it with another schema than a new one. Each is a numbered file of bot/migrations/<backend>/,
which the store runs as it is read."""

from __future__ import annotations

import hashlib

import pytest

from bot import migrations, store, store_pg

SHIPPED = {
    store: [
        "fc39ae9da912cd26",
        "173e8a609548adbd",
        "2390f2cf0e8b9477",
        "1daf2ae38e43ab97",
        "efb7f76125a72a1d",
        "3fa3384306e419ba",
        "cfa2a0d526e7f507",
        "95f050cbb4c1378f",
        "10342909cd6e0401",
        "a71cc5cdec61666e",
    ],
    store_pg: [
        "029c571be73ac978",
        "1cbd669179d3ae72",
        "190564cbe5f2f5ce",
        "50b817ab0a38596f",
        "a57a777e9f101c8d",
        "2ba26f33ed419c88",
        "654c74040bcc82fb",
        "eaccab516e97bad1",
        "10342909cd6e0401",
        "8b2a2a86554d18ea",
    ],
}


@pytest.mark.parametrize("module", SHIPPED, ids=lambda m: m.__name__)
def test_shipped_migrations_are_unchanged(module):
    digests = [hashlib.sha256(sql.encode()).hexdigest()[:16] for sql in module.MIGRATIONS]
    assert digests[: len(SHIPPED[module])] == SHIPPED[module]


@pytest.mark.parametrize("module", SHIPPED, ids=lambda m: m.__name__)
def test_the_stores_run_the_migration_files_in_their_order(module):
    backend = "sqlite" if module is store else "postgres"
    files = sorted((migrations.files(migrations.__name__) / backend).iterdir(), key=lambda f: f.name)
    assert [f.name[:5] for f in files] == [f"{n:04d}_" for n in range(1, len(files) + 1)]
    assert tuple(f.read_text(encoding="utf-8") for f in files) == module.MIGRATIONS
    assert len(files) == module.SCHEMA_VERSION


def test_the_migration_files_are_package_data():
    """An installed bot reads its migrations from the package: the build must ship them."""
    import fnmatch
    import tomllib
    from pathlib import Path

    pyproject = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["*"]
    for backend in migrations.BACKENDS:
        for file in (migrations.files(migrations.__name__) / backend).iterdir():
            assert any(fnmatch.fnmatch(file.name, p) for p in patterns), file.name
