/**
 * Secrets Manager: one read of a secret's text. Callers cache what they need; this module only
 * talks to the service (`SECRETS_MANAGER_ENDPOINT` points tests at a local server).
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';
import { traced } from './clients';

let client: SecretsManagerClient | undefined;

function secretsClient(): SecretsManagerClient {
  if (!client) {
    const { AWS_REGION, SECRETS_MANAGER_ENDPOINT } = env();
    client = traced(
      new SecretsManagerClient({
        region: AWS_REGION,
        ...(SECRETS_MANAGER_ENDPOINT
          ? { endpoint: SECRETS_MANAGER_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
  }
  return client;
}

export async function readSecretString(secretId: string): Promise<string> {
  const out = await secretsClient().send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`Secret ${secretId} has no text value`);
  return out.SecretString;
}

/** Tests point the client at a new server. */
export function resetSecretsClient(): void {
  client = undefined;
}
