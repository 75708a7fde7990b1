"""Writing a file so that a crash leaves the old one or the new one, never a mixture or a mess.

The new content goes to a temporary file beside the target (``.NAME.<pid>-<random>.tmp``),
which is flushed and fsynced, given the target's permission bits, and then ``os.replace``d
over the target; the folder is fsynced so the rename itself survives a power cut.

Two things a killed write must not cost the player:

* **Permissions.** Saving over a file keeps its permission bits (a 0644 save stays 0644, a
  private 0600 one stays private); a new file gets the usual default for the user's umask
  (0644 for the common umask 022), as any editor would create it.
* **Litter.** A process killed between creating the temporary file and the rename leaves it
  behind. The next write of the same target removes such leftovers: only files named like its
  own temporaries (``.NAME.*.tmp``), only regular files, and only those whose writer is gone
  (its process id, on POSIX, names no running process) or that are older than
  :data:`STALE_AFTER_SECONDS`, so a write in progress elsewhere is never disturbed.
"""
from __future__ import annotations

import os
import re
import secrets
import stat
import time
from pathlib import Path

from .save_file import SaveError

#: A temporary file this old belongs to no write in progress: a whole save takes milliseconds.
STALE_AFTER_SECONDS = 60
#: Permission bits for a new file, before the umask (as ``open(..., "w")`` uses).
NEW_FILE_MODE = 0o666


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, keeping the permission bits of a file it replaces.

    :raises SaveError: naming ``path`` if the folder or the file cannot be written; the old
        file is then untouched and no temporary file is left.
    """
    folder = path.parent if str(path.parent) else Path(".")
    tmp: Path | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        remove_stale_temporaries(path)
        mode = _mode_of(path)
        tmp = folder / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        fd = os.open(tmp, flags, NEW_FILE_MODE if mode is None else mode)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if mode is not None:
            os.chmod(tmp, mode)          # exactly the old bits, whatever the umask took away
        os.replace(tmp, path)
        tmp = None
        _fsync_folder(folder)
    except OSError as exc:
        raise SaveError(f"could not be written ({exc.strerror or exc})", path=path) from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove temporary files an earlier, killed write of ``path`` left beside it; returns them.

    Best effort: a file that cannot be examined or removed is left alone.
    """
    folder = path.parent if str(path.parent) else Path(".")
    pattern = re.compile(rf"\.{re.escape(path.name)}\.(?:(\d{{1,10}})-)?[A-Za-z0-9_]+\.tmp")
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            writer = int(match.group(1)) if match.group(1) else None
            if now - info.st_mtime > STALE_AFTER_SECONDS or (writer is not None and not _running(writer)):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _running(pid: int) -> bool:
    """Whether a process with this id runs here (assumed so where that cannot be asked)."""
    if os.name != "posix" or pid == os.getpid():
        return True                   # on Windows os.kill would end the process, not ask after it
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError, ValueError):
        return True                   # e.g. another user's process: alive, just not ours
    return True


def _mode_of(path: Path) -> int | None:
    """The permission bits of the regular file at ``path``, or None if there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable, where the system allows opening a folder."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
