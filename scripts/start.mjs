#!/usr/bin/env node
// `npm start`: install what is missing, then run the local stack (infra/local/start.ts) in the
// foreground. Signals go to the stack, which stops every part of itself.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureDeps()) process.exit(1);

const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'infra/local/start.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    // The SDKs' notices (v3 about its future Node requirement, v2 inside cognito-local about
    // end of support) are not news at every start.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
