#!/usr/bin/env node
// `npm run reset`: wipe the local stack's data (.data/, or DATA_DIR). Refuses while a stack runs
// from that folder: its lock is <dataDir>/stack.pid, written by infra/local/data-dir-lock.ts
// as { pid, started } (started = the process's start time, which tells a reused pid apart).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
const lockFile = join(dataDir, 'stack.pid');

function startTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function runningOwner() {
  if (!existsSync(lockFile)) return undefined;
  let lock;
  try {
    const text = readFileSync(lockFile, 'utf8').trim();
    lock = /^\d+$/.test(text) ? { pid: Number(text), started: null } : JSON.parse(text);
  } catch {
    return undefined;
  }
  try {
    process.kill(lock.pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return undefined;
  }
  const now = startTicks(lock.pid);
  return lock.started && now && now !== lock.started ? undefined : lock.pid;
}

const pid = runningOwner();
if (pid !== undefined) {
  console.error(
    `A local stack (pid ${pid}) is running from ${dataDir}: stop it first (Ctrl-C), then run npm run reset.`,
  );
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to remove: ${dataDir} does not exist.`);
  process.exit(0);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start creates the user pool, the tables and the demo accounts again.`);
