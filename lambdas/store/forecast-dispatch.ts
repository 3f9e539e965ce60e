/**
 * Hands series to the forecast function (AWS): an asynchronous invoke (InvocationType Event), so
 * Lambda queues the work and the caller waits only for the hand-over, never for the forecasts.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { env } from '../env';

let client: LambdaClient | undefined;

export async function invokeForecasts(functionName: string, series: readonly string[]): Promise<void> {
  client ??= new LambdaClient({ region: env().AWS_REGION });
  await client.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify({ series })) }));
}
