/**
 * Hands series to the forecast function (AWS): an asynchronous invoke (InvocationType Event), so
 * Lambda queues the work and the caller waits only for the hand-over, never for the forecasts.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { env } from '../../platform/env';
import { traced } from '../../platform/aws/clients';

let client: LambdaClient | undefined;

/** The Lambda client (traced in Lambda, like every store client). */
export function lambdaClient(): LambdaClient {
  client ??= traced(new LambdaClient({ region: env().AWS_REGION }));
  return client;
}

export async function invokeForecasts(functionName: string, series: readonly string[]): Promise<void> {
  await lambdaClient().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify({ series })),
    }),
  );
}
