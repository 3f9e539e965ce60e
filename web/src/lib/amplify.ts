/**
 * Amplify is configured once, from the runtime config. Locally it talks to cognito-local
 * (userPoolEndpoint set; USER_PASSWORD_AUTH because cognito-local has no SRP); in AWS to Cognito
 * with SRP. The flow itself is chosen per sign-in from `authFlowType`.
 */
import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from './runtime-config';

let configured = false;

export function configureAmplify(config: RuntimeConfig): void {
  if (configured) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { username: true, email: false },
        signUpVerificationMethod: 'code',
      },
    },
  });
  configured = true;
}
