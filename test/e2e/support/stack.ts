/** One local stack per test file, in a throw-away data directory, on a free port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';

export interface E2EStack {
  stack: LocalStack;
  stop(): Promise<void>;
}

/** `demoFarm` seeds the demo grower's farm (fields, zones, gateway, sensors and `days` of readings). */
export async function startE2EStack(opts: { demoFarm?: { days: number } } = {}): Promise<E2EStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-e2e-'));
  const lines: string[] = [];
  const stack = await startLocalStack({ dataDir, port: 0, log: (line) => lines.push(line), ...opts }).catch(
    (err: unknown) => {
      console.error(lines.join('\n'));
      throw err;
    },
  );
  return {
    stack,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
