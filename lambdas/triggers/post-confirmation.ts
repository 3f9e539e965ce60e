/**
 * Cognito PostConfirmation trigger: grants a new account subscription level 'full' with an expiry
 * one year plus one day ahead. Runs as the Cognito trigger in AWS and as an in-process
 * cognito-local trigger locally. The app client cannot write these attributes; only this can.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { cognitoClient } from '../store/clients';
import { logger } from '../telemetry/logger';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  // Only a sign-up confirmation grants; a confirmed password reset must not renew anything.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const grant = signUpGrant();
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: grant.level },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: grant.expiry },
      ],
    }),
  );
  logger.info('sign-up confirmed: subscription granted', { caller: event.userName, level: grant.level, expiry: grant.expiry });
  return event;
}
