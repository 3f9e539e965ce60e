#!/usr/bin/env node
// `npm run reset`: wipe the local stack's data (.data/, or DATA_DIR). Refuses while a stack runs.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
const lock = join(dataDir, 'stack.pid');
if (existsSync(lock)) {
  const pid = Number(readFileSync(lock, 'utf8'));
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {}
  if (alive) {
    console.error(`A local stack (pid ${pid}) is running from ${dataDir}: stop it first (Ctrl-C), then run npm run reset.`);
    process.exit(1);
  }
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start creates the user pool, the tables and the demo accounts again.`);
