/**
 * Cognito PostConfirmation trigger: grants a new account subscription level 'full' with an expiry
 * one year plus one day ahead. Runs as the Cognito trigger in AWS and as an in-process
 * cognito-local trigger locally. The app client cannot write these attributes; only this can.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { setUserAttributes } from '../store/users';
import { logger } from '../telemetry/logger';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  // Only a sign-up confirmation grants; a confirmed password reset must not renew anything.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const grant = signUpGrant();
  await setUserAttributes(event.userPoolId, event.userName, {
    [SUBSCRIPTION_ATTRIBUTES.level]: grant.level,
    [SUBSCRIPTION_ATTRIBUTES.expiry]: grant.expiry,
  });
  logger.info('sign-up confirmed: subscription granted', { caller: event.userName, level: grant.level, expiry: grant.expiry });
  return event;
}
