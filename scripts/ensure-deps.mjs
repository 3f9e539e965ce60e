#!/usr/bin/env node
// Installs the npm dependencies when they are missing or older than package-lock.json.
// Plain Node on purpose: it runs on a fresh clone, before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

export function depsUpToDate() {
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

export function ensureDeps() {
  if (depsUpToDate()) return true;
  console.log('Installing dependencies (npm ci)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('npm ci failed: see the messages above.');
    return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureDeps() ? 0 : 1);
