/**
 * Hands a recompute job to the worker function (AWS): an asynchronous invoke (InvocationType
 * Event), so the start answers at once and Lambda queues the run (and retries it after a crash).
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { env } from '../../platform/env';

let client: LambdaClient | undefined;

export async function invokeRecompute(functionName: string, jobId: string): Promise<void> {
  client ??= new LambdaClient({ region: env().AWS_REGION });
  await client.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify({ jobId })),
    }),
  );
}
