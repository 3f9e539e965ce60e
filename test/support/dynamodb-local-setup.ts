/**
 * globalSetup of the `integration-dynamodb-local` project: one DynamoDB Local (in memory) for the
 * whole run, stopped after it. Each test stack makes its own tables on it (named after its data
 * directory), so parallel test files never meet; starting one JVM per file would cost seconds each.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDBLocal } from '../../infra/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the DynamoDB Local project: the endpoint test stacks use instead of dynalite. */
    dynamoEndpoint?: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const ddb = await startDynamoDBLocal();
  console.log(`DynamoDB Local on ${ddb.endpoint} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  project.provide('dynamoEndpoint', ddb.endpoint);
  return () => ddb.stop();
}
