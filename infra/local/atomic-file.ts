/**
 * Whole-file writes that a crash (kill -9, power loss) cannot tear: the new content goes to a
 * temp file in the same folder, is flushed to disk, and replaces the old file with one rename
 * (atomic on POSIX file systems); the folder is flushed too so the rename itself survives. A
 * reader therefore sees the old file or the new one, never a mix or a truncated file.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const tempOf = (path: string) => join(dirname(path), `.${basename(path)}.tmp`);

function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function writeFileAtomicSync(path: string, data: string, mode = 0o644): void {
  const temp = tempOf(path);
  const fd = openSync(temp, 'w', mode);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  syncDir(dirname(path));
}

/** The async form; callers must not write one path twice at once (see AtomicJsonFile). */
export async function writeFileAtomic(path: string, data: string, mode = 0o644): Promise<void> {
  const temp = tempOf(path);
  const file = await open(temp, 'w', mode);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  syncDir(dirname(path));
}

/**
 * One file rewritten whole on every change, by one writer: writes run one at a time (two
 * overlapping writes to one path would interleave), and a change asked for while a write runs is
 * folded into the next write, which takes the newest content. `save` resolves once a write that
 * started after the call is on disk.
 */
export class AtomicJsonFile {
  /** The last write asked for; the next one starts after it. */
  private tail: Promise<void> = Promise.resolve();
  /** A write that has not started yet: later changes ride on it. */
  private queued: Promise<void> | undefined;

  constructor(
    readonly path: string,
    private readonly content: () => string,
  ) {}

  save(): Promise<void> {
    if (this.queued) return this.queued;
    const write = this.tail
      .catch(() => {})
      .then(() => {
        this.queued = undefined; // from here on, a change needs another write
        return writeFileAtomic(this.path, this.content());
      });
    this.queued = write;
    this.tail = write;
    return write;
  }
}
