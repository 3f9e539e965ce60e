#!/usr/bin/env node
// Installs the npm dependencies when they are missing or older than package-lock.json or a file in
// patches/ (npm ci runs the postinstall script, patch-package, which applies those patches to
// node_modules: a new or changed patch needs a fresh install to take effect).
// Plain Node on purpose: it runs on a fresh clone, before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'package-lock.json');
const patches = join(root, 'patches');
const installed = join(root, 'node_modules', '.package-lock.json');

/** The newest of package-lock.json and the patches. */
function wantedMtime() {
  const files = existsSync(patches) ? readdirSync(patches).map((f) => join(patches, f)) : [];
  return Math.max(...[lock, ...files].map((f) => statSync(f).mtimeMs));
}

export function depsUpToDate() {
  return existsSync(installed) && statSync(installed).mtimeMs >= wantedMtime();
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
