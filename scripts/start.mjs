#!/usr/bin/env node
// `npm start`: install what is missing, then run the local stack (infra/local/start.ts) in this
// very process, through tsx's loader: one Node process for the whole stack (less memory and a
// faster start than a second process), and Ctrl-C / SIGTERM reach the stack's own handlers,
// which stop every part of it and set the exit code.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureDeps()) process.exit(1);

// The SDKs' notices (v3 about its future Node requirement, v2 inside cognito-local about end of
// support) are not news at every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

// Imported only now: on a fresh clone tsx exists only after ensureDeps().
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'infra/local/start.ts')).href);
