/** Repository paths the constructs read at synth time (handlers, the lock file, the built web app). */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const lockFile = join(repoRoot, 'package-lock.json');
export const webDist = join(repoRoot, 'web', 'dist');

/** The source file of a Lambda entry point, or a readable error naming what is missing. */
export function lambdaEntry(relativePath: string): string {
  const file = join(repoRoot, relativePath);
  if (!existsSync(file)) throw new Error(`Lambda entry ${relativePath} does not exist (looked for ${file}).`);
  return file;
}
