/**
 * `npm run repair:subscriptions`: gives the sign-up grant to every confirmed account that has no
 * subscription (its PostConfirmation trigger failed), printing each change. Idempotent.
 *
 *   AWS:   USER_POOL_ID=<pool id> AWS_REGION=<region> npm run repair:subscriptions   (the caller's AWS credentials)
 *   local: npm run repair:subscriptions -- --local   (the running local stack: DATA_DIR, default .data;
 *          COGNITO_PORT, default 9229, or COGNITO_ENDPOINT)
 *   --dry-run prints what would change and changes nothing.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadLocalSecrets } from '../infra/local/local-secrets';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--local' && a !== '--dry-run');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Options: --local, --dry-run`);
  process.exit(2);
}

if (args.has('--local')) {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const ids = JSON.parse(readFileSync(join(dataDir, 'local-stack.json'), 'utf8')) as { userPoolId: string };
  const { credentials } = loadLocalSecrets(dataDir);
  Object.assign(process.env, {
    USER_POOL_ID: ids.userPoolId,
    COGNITO_ENDPOINT: process.env.COGNITO_ENDPOINT ?? `http://127.0.0.1:${process.env.COGNITO_PORT ?? 9229}`,
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
} else if (!process.env.USER_POOL_ID) {
  console.error('USER_POOL_ID is not set: name the pool to repair (or use --local for the local stack).');
  process.exit(2);
}

// Loaded after the environment is set: the store reads it once.
const { repairSubscriptions } = await import('../lambdas/accounts/services/subscription-repair');
const dryRun = args.has('--dry-run');
console.log(`Repairing subscriptions in pool ${process.env.USER_POOL_ID}${dryRun ? ' (dry run)' : ''}…`);
await repairSubscriptions({ dryRun, log: (line) => console.log(line) });
