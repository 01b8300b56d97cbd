"""A shipped migration is never edited: a deployed database has run it already, so an edit would
leave it with another schema than a new one. Both stores build some entries from shared SQL, so
an edit there would change both."""

from __future__ import annotations

import hashlib

import pytest

from bot import store, store_pg

SHIPPED = {
    store: [
        "fc39ae9da912cd26",
        "173e8a609548adbd",
        "2390f2cf0e8b9477",
        "1daf2ae38e43ab97",
        "efb7f76125a72a1d",
    ],
    store_pg: [
        "029c571be73ac978",
        "1cbd669179d3ae72",
        "190564cbe5f2f5ce",
        "50b817ab0a38596f",
        "a57a777e9f101c8d",
    ],
}


@pytest.mark.parametrize("module", SHIPPED, ids=lambda m: m.__name__)
def test_shipped_migrations_are_unchanged(module):
    digests = [hashlib.sha256(sql.encode()).hexdigest()[:16] for sql in module.MIGRATIONS]
    assert digests[: len(SHIPPED[module])] == SHIPPED[module]
