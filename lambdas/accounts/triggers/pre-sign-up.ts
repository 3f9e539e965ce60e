/**
 * Cognito PreSignUp trigger: the username rule, which Cognito's own settings cannot
 * express. The web form checks the same rule first (shared/validation/identity.ts); this stops a
 * client that skips the form. Cognito answers a thrown error as UserLambdaValidationException.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { identityMessages } from '@shared/messages';
import { isValidUsername } from '@shared/validation/identity';
import { logger } from '../../platform/telemetry/logger';

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  // Admin-created accounts (seeding, support) follow the same rule: one rule, one place.
  if (!isValidUsername(event.userName)) {
    logger.info('sign-up refused: user name breaks the rule', { triggerSource: event.triggerSource });
    throw new Error(identityMessages.username);
  }
  return event;
}
