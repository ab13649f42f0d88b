"""Running the real ``allfives`` in a child process, with its standard streams as a test needs them.

For the special files of issue 28: a named pipe fed from a thread, standard output into a
pipe that is closed early or a file opened for appending, a cap on the size of what the
child may write (a disk that fills), a signal sent while it works. Each child runs in a
session of its own, so that stopping it stops any workers it started. Its peak memory is
the most that it, or any worker of it, held (``VmHWM``, read from ``/proc`` while it runs):
not ``os.wait4``'s ``ru_maxrss``, which on Linux also counts the test process's own memory
at the fork (a child of a pytest worker that has grown to 200 MB reports 200 MB).
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

MiB = 1 << 20
LIMIT = 120.0  # seconds: a hang guard, generous for a slow shared machine, never a timing assertion


@dataclass(frozen=True)
class Ended:
    """How a child ended: its exit code (None if it had to be killed), what it wrote, its peak memory."""

    code: int | None
    out: bytes
    err: bytes
    peak_rss: int  # bytes

    @property
    def stderr(self) -> str:
        return self.err.decode("utf-8", "replace")

    @property
    def stdout(self) -> str:
        return self.out.decode("utf-8", "replace")

    def __str__(self) -> str:
        return f"exit {self.code}, peak {self.peak_rss / MiB:.0f} MB; stderr {self.stderr[:500]!r}"


def command(*args: object) -> list[str]:
    """The command line of ``allfives`` with ``args``, as the installed command runs it."""
    return [sys.executable, "-m", "allfives_notation", *(str(arg) for arg in args)]


def environment(**more: str) -> dict[str, str]:
    return {**os.environ, "NO_COLOR": "1", "PYTHONDONTWRITEBYTECODE": "1", **more}


def start(
    *args: object,
    stdin: Any = subprocess.DEVNULL,
    stdout: Any = subprocess.PIPE,
    stderr: Any = subprocess.PIPE,
    file_size: int | None = None,
    cwd: Path | None = None,
) -> subprocess.Popen[bytes]:
    """Start ``allfives`` with ``args``; ``file_size`` caps what it may write to a file (a full disk)."""

    def prepare() -> None:
        if file_size is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the cap fails (EFBIG), as if full
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))

    return subprocess.Popen(
        command(*args),
        stdin=stdin,
        stdout=stdout,
        stderr=stderr,
        env=environment(),
        cwd=cwd,
        start_new_session=True,
        preexec_fn=prepare,
    )


def finish(child: subprocess.Popen[bytes], limit: float = LIMIT) -> Ended:
    """Wait for the child (killing it and its workers at ``limit``): its exit code, output, peak memory."""
    out: list[bytes] = []
    err: list[bytes] = []
    streams = ((child.stdout, out), (child.stderr, err))
    readers = [_drain(stream, into) for stream, into in streams if stream is not None]
    deadline = time.monotonic() + limit
    peak = 0
    while True:
        peak = max(peak, high_water(child.pid))
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            code: int | None = os.waitstatus_to_exitcode(status)
            break
        if time.monotonic() > deadline:
            os.killpg(child.pid, signal.SIGKILL)
            _, status, usage = os.wait4(child.pid, 0)
            code = None
            break
        time.sleep(0.02)
    child.returncode = code if code is not None else -9
    for reader in readers:
        reader.join(10)
    return Ended(code, b"".join(out), b"".join(err), peak or usage.ru_maxrss * 1024)


def high_water(pid: int) -> int:
    """The most memory ``pid`` or any process it started has held so far, in bytes (0 where /proc is not).

    Each process's ``VmHWM``: the high-water mark of its own memory since it began its
    program, so a child is not charged with its parent's. Read while the processes run
    (every 20 ms in :func:`finish`), so growth in the very last moments may be missed.
    """
    most = 0
    pending = [pid]
    while pending:
        process = pending.pop()
        try:
            with open(f"/proc/{process}/status", encoding="ascii", errors="replace") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        most = max(most, int(line.split()[1]) * 1024)
            for task in os.listdir(f"/proc/{process}/task"):
                with open(f"/proc/{process}/task/{task}/children", encoding="ascii") as children:
                    pending.extend(int(child) for child in children.read().split())
        except (OSError, ValueError):
            continue  # gone already, or no /proc here
    return most


def _drain(stream: IO[bytes], into: list[bytes]) -> threading.Thread:
    def read() -> None:
        with stream:
            while piece := stream.read(65536):
                into.append(piece)

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def run(*args: object, limit: float = LIMIT, **options: Any) -> Ended:
    """Run ``allfives`` with ``args`` to its end (see :func:`start` for the options)."""
    return finish(start(*args, **options), limit)


def feed(pipe: Path, pieces: Iterator[bytes] | Sequence[bytes], pause: float = 0.0) -> threading.Thread:
    """Write ``pieces`` into the named pipe ``pipe`` from a thread, ``pause`` seconds apart."""

    def write() -> None:
        try:
            with open(pipe, "wb") as out:
                for piece in pieces:
                    out.write(piece)
                    out.flush()
                    if pause:
                        time.sleep(pause)
        except (BrokenPipeError, OSError):
            pass

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    return thread


def wait_for(condition: Callable[[], bool], limit: float = LIMIT) -> bool:
    """Whether ``condition`` comes true within ``limit`` seconds (polled)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False
