/** In AWS a started recompute job goes to the worker function by an asynchronous invoke with its id. */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../lambdas/platform/env';
import { dispatchRecompute } from '../../../lambdas/readings/services/recompute-queue';
import { handler } from '../../../lambdas/readings/jobs/recompute';

const lambda = mockClient(LambdaClient);

beforeEach(() => {
  lambda.reset();
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  process.env.RECOMPUTE_FUNCTION = 'Fieldwise-dev-Recompute';
  resetEnvCache();
});
afterEach(() => {
  delete process.env.RECOMPUTE_FUNCTION;
  resetEnvCache();
});

describe('dispatchRecompute with RECOMPUTE_FUNCTION set', () => {
  it('invokes that function asynchronously with the job id, and runs nothing in process', async () => {
    await dispatchRecompute('rcj_XHv-KsjrSWw2');
    const calls = lambda.commandCalls(InvokeCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect([input.FunctionName, input.InvocationType]).toEqual(['Fieldwise-dev-Recompute', 'Event']);
    expect(JSON.parse(new TextDecoder().decode(input.Payload as Uint8Array))).toEqual({ jobId: 'rcj_XHv-KsjrSWw2' });
  });

  it('lets a failed hand-over reach the caller (the start then ends the job and frees the sensor)', async () => {
    lambda.on(InvokeCommand).rejects(new Error('TooManyRequestsException'));
    await expect(dispatchRecompute('rcj_XHv-KsjrSWw2')).rejects.toThrow('TooManyRequestsException');
  });
});

describe('the worker function', () => {
  it('does nothing with an event that names no job id it could have made', async () => {
    for (const event of [{}, { jobId: 42 }, { jobId: '__proto__' }, { jobId: 'rcj_../../etc' }]) {
      expect(await handler(event)).toEqual({ outcome: 'skipped' });
    }
  });
});
