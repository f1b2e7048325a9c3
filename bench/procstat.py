"""CPU time and resident memory of a process tree, read from /proc (Linux only).

The gateway may fork workers (``--workers N``), so figures cover the process and every live descendant.
CPU comes from per-thread schedstat (ns); utime+stime ticks are kept as a cross-check.
"""

from __future__ import annotations

import os
from pathlib import Path

_TICK = os.sysconf("SC_CLK_TCK")


def tree(pid: int) -> list[int]:
    """The pid and all its live descendants (via /proc/<pid>/task/<tid>/children)."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            for task in Path(f"/proc/{current}/task").iterdir():
                todo += [int(c) for c in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
    return found


def cpu_seconds(pid: int) -> float:
    """On-CPU time of every thread of the whole tree, in seconds (nanosecond resolution).

    Reads ``/proc/<pid>/task/<tid>/schedstat`` (first field: ns on CPU) rather than utime+stime, whose
    10 ms ticks would swamp a 1 s measurement of a process spending ~0.3 ms per request. Threads that
    exited during the measurement are lost: the processes under test keep theirs (event loop, pools).
    """
    total = 0
    for p in tree(pid):
        try:
            tasks = list(Path(f"/proc/{p}/task").iterdir())
        except (FileNotFoundError, ProcessLookupError):
            continue
        for task in tasks:
            try:
                total += int((task / "schedstat").read_text().split()[0])
            except (FileNotFoundError, ProcessLookupError, IndexError, ValueError):
                continue
    return total / 1e9


def cpu_seconds_ticks(pid: int) -> float:
    """utime+stime of the tree in seconds (10 ms ticks, includes exited threads): a cross-check."""
    total = 0
    for p in tree(pid):
        try:
            stat = Path(f"/proc/{p}/stat").read_text()
        except (FileNotFoundError, ProcessLookupError):
            continue
        fields = stat.rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # fields 14 and 15 of proc(5), after pid and comm
    return total / _TICK


def rss_mb(pid: int) -> float:
    """Sum of VmRSS over the tree, in MB (shared pages of forked workers are counted per process)."""
    total_kb = 0
    for p in tree(pid):
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
                    break
        except (FileNotFoundError, ProcessLookupError):
            continue
    return round(total_kb / 1024, 1)


def machine_ticks() -> tuple[int, int]:
    """(busy, total) jiffies of all cores since boot, from /proc/stat: how loaded the whole machine is."""
    fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    total = sum(fields[:8])  # user nice system idle iowait irq softirq steal (guest time is inside user)
    return total - idle, total


def listener_pid(port: int) -> int | None:
    """The pid of the local process listening on TCP ``port`` (the Redis the gateway's quotas use), or None.

    Matches the LISTEN socket's inode in /proc/net/tcp{,6} with the process holding it; None when the
    listener is not visible here (another host, another user's process)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) > 9 and fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:
                inodes.add(f"socket:[{fields[9]}]")
    if not inodes:
        return None
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            for fd in (proc / "fd").iterdir():
                if os.readlink(fd) in inodes:
                    return int(proc.name)
        except OSError:
            continue
    return None
