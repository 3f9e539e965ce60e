/**
 * AWS SDK clients, built once per cold start. Locally the endpoints point at the emulators. Every
 * client goes through `traced`, so in Lambda each call shows in the function's X-Ray trace.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../env';
import { tracer } from '../telemetry/tracer';

/** The client, captured by the tracer (inside Lambda; elsewhere it comes back as it was). */
export const traced = <C extends Parameters<typeof tracer.captureAWSv3Client>[0]>(client: C): C =>
  tracer.captureAWSv3Client(client);

let doc: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    const client = traced(
      new DynamoDBClient({
        region: AWS_REGION,
        ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, credentials: localCredentials } : {}),
      }),
    );
    doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return doc;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const { AWS_REGION, COGNITO_ENDPOINT } = env();
    cognito = traced(
      new CognitoIdentityProviderClient({
        region: AWS_REGION,
        // cognito-local answers unsupported calls with 500; do not retry those three times. Its admin
        // API checks the signature: the credentials come from the environment, as in Lambda (the
        // local stack puts its own there).
        ...(COGNITO_ENDPOINT ? { endpoint: COGNITO_ENDPOINT, maxAttempts: 1 } : {}),
      }),
    );
  }
  return cognito;
}

/** Forget clients (the local stack and tests point them at new emulators). */
export function resetClients(): void {
  doc = undefined;
  cognito = undefined;
}
