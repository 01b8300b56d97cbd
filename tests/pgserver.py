"""A throwaway PostgreSQL server for the tests and the store benchmark.

`initdb` a cluster in a fresh directory under the system temp dir, start it listening on a Unix
socket in that directory only (no TCP port, so several checkouts on one machine never collide), and
give back its URL. PostgreSQL refuses to run as root: when we are root (CI), the server runs as an
unprivileged OS user (`postgres` from Debian's package, or TABLEBOT_PG_USER) through `runuser`.

As a command, for CI scripts:
    python -m tests.pgserver start DIR [--durable]   prints the URL of a server kept in DIR
    python -m tests.pgserver stop DIR
"""

from __future__ import annotations

import argparse
import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

DATABASE = "tablebot"
SUPERUSER = "tablebot"


class Unavailable(Exception):
    """No PostgreSQL binaries here, or no way to run them."""


def bin_dir() -> Path:
    """The directory of `initdb` and `pg_ctl`: PATH first, then Debian's versioned directories."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]), reverse=True
    )
    if versions:
        return Path(versions[0]).parent
    raise Unavailable("no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql")


def _run_as() -> str | None:
    if os.geteuid() != 0:
        return None
    user = os.environ.get("TABLEBOT_PG_USER", "postgres")
    try:
        pwd.getpwnam(user)
    except KeyError as exc:
        raise Unavailable(
            f"running as root, and PostgreSQL will not: create an OS user {user!r} "
            "(or set TABLEBOT_PG_USER to an existing unprivileged one)"
        ) from exc
    return user


@dataclass
class Server:
    base: Path
    run_as: str | None

    @property
    def url(self) -> str:
        return f"postgresql://{SUPERUSER}@/{DATABASE}?host={self.base}"

    def _cmd(self, *args: str) -> list[str]:
        return ["runuser", "-u", self.run_as, "--", *args] if self.run_as else list(args)

    def _call(self, *args: str) -> None:
        done = subprocess.run(self._cmd(*args), capture_output=True, text=True)
        if done.returncode != 0:
            log = self.base / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise Unavailable(f"{' '.join(args[:2])} failed: {done.stderr.strip()}\n{tail}")

    def stop(self) -> None:
        if (self.base / "data" / "postmaster.pid").exists():
            pg_ctl = str(bin_dir() / "pg_ctl")
            subprocess.run(
                self._cmd(pg_ctl, "-D", str(self.base / "data"), "-m", "immediate", "-w", "stop"),
                capture_output=True,
            )
        shutil.rmtree(self.base, ignore_errors=True)


def start(base: Path | None = None, *, durable: bool = False, async_commit: bool = False) -> Server:
    """A new cluster with an empty `tablebot` database. `durable=False` trades crash safety for speed
    (tests); the benchmark keeps PostgreSQL's defaults, as a deployment would, or with
    `async_commit` does not wait for each commit's WAL flush (a crash may lose the last
    transactions but corrupts nothing: SQLite's WAL with synchronous=NORMAL promises the same)."""
    bindir = bin_dir()
    run_as = _run_as()
    if base is None:
        base = Path(tempfile.mkdtemp(prefix="tablebot-pg-"))
    base.mkdir(parents=True, exist_ok=True)
    if run_as:
        entry = pwd.getpwnam(run_as)
        os.chown(base, entry.pw_uid, entry.pw_gid)
    server = Server(base, run_as)
    data = str(base / "data")
    server._call(
        str(bindir / "initdb"),
        "-D",
        data,
        "-U",
        SUPERUSER,
        "--auth=trust",
        "-E",
        "UTF8",
        "--locale=C",
        "--no-sync",
    )
    options = f"-c listen_addresses='' -k {base} -c max_connections=100"
    if not durable:
        options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    elif async_commit:
        options += " -c synchronous_commit=off"
    try:
        server._call(
            str(bindir / "pg_ctl"), "-D", data, "-l", str(base / "server.log"), "-o", options, "-w", "start"
        )
        server._call(str(bindir / "createdb"), "-h", str(base), "-U", SUPERUSER, DATABASE)
    except Unavailable:
        server.stop()
        raise
    return server


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", choices=["start", "stop"])
    parser.add_argument("dir", type=Path)
    parser.add_argument("--durable", action="store_true")
    args = parser.parse_args()
    if args.command == "start":
        try:
            print(start(args.dir, durable=args.durable).url)
        except Unavailable as exc:
            sys.exit(f"cannot start PostgreSQL: {exc}")
    else:
        Server(args.dir, _run_as()).stop()


if __name__ == "__main__":
    main()
