/**
 * One local stack per data directory. dynalite's LevelDB store has a single owner (a second
 * process opening it crashes on its first request) and cognito-local rewrites its JSON files
 * whole, so two stacks on one folder would corrupt each other. The lock is `<dataDir>/stack.pid`:
 * `{ pid, started }`, created atomically. A lock whose process is gone, or whose pid now belongs
 * to another process (pids are reused after a reboot or a container restart), is stale and taken
 * over. scripts/reset.mjs reads the same file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'stack.pid';

interface LockContent {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux /proc), null elsewhere. */
  started: string | null;
}

/** Field 22 of /proc/<pid>/stat: when the process started; tells a reused pid from the owner. */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(lock: LockContent): boolean {
  try {
    process.kill(lock.pid, 0);
  } catch (err) {
    // EPERM: alive but someone else's process.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTicks(lock.pid);
  return !(lock.started && now && now !== lock.started);
}

function readLock(file: string): LockContent | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    // Older stacks wrote the bare pid.
    if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
    const parsed = JSON.parse(text) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : undefined;
  } catch {
    return undefined;
  }
}

const heldHere = new Set<string>();

/** Take the data directory or throw a message a person can act on. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  if (heldHere.has(file))
    throw new Error(`Another local stack is running from this folder (${dataDir}) in this process. Stop it first.`);
  const mine = JSON.stringify({ pid: process.pid, started: startTicks(process.pid) } satisfies LockContent);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const other = readLock(file);
      if (other && other.pid !== process.pid && isRunning(other)) {
        throw new Error(
          `Another local stack is running from this folder (${dataDir}, pid ${other.pid}). Stop it first (Ctrl-C in ` +
            `its terminal), or use another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
