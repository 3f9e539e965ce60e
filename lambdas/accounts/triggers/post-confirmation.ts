/**
 * Cognito PostConfirmation trigger: grants a new account subscription level 'full' with an expiry
 * one year plus one day ahead. Runs as the Cognito trigger in AWS and as an in-process
 * cognito-local trigger locally. The app client cannot write these attributes; only this can.
 *
 * The account is confirmed before this runs, whatever this does: a grant that is not written
 * leaves a confirmed account with no subscription (then `npm run repair:subscriptions`). So the
 * write is tried a few times over a second before the trigger gives up, and a failure is logged.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { setUserAttributes } from '../adapters/users';
import { logger } from '../../platform/telemetry/logger';

/** Attempts at the grant's write, and the wait before the second (doubling after). */
const GRANT_ATTEMPTS = 3;
const FIRST_RETRY_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const handler = (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> =>
  grantOnConfirm(event);

/** The trigger's work; `sleep` is how a wait between attempts is spent (tests pass one that does not wait). */
export async function grantOnConfirm(
  event: PostConfirmationTriggerEvent,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<PostConfirmationTriggerEvent> {
  // Only a sign-up confirmation grants; a confirmed password reset must not renew anything.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const grant = signUpGrant();
  for (let attempt = 1; ; attempt++) {
    try {
      await setUserAttributes(event.userPoolId, event.userName, {
        [SUBSCRIPTION_ATTRIBUTES.level]: grant.level,
        [SUBSCRIPTION_ATTRIBUTES.expiry]: grant.expiry,
      });
      break;
    } catch (err) {
      const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      if (attempt >= GRANT_ATTEMPTS) {
        logger.error(
          'sign-up confirmed but the subscription grant was not written (npm run repair:subscriptions grants it)',
          { caller: event.userName, attempts: attempt, error },
        );
        throw err;
      }
      logger.warn('subscription grant write failed; trying again', { caller: event.userName, attempt, error });
      await sleep(FIRST_RETRY_MS * 2 ** (attempt - 1));
    }
  }
  logger.info('sign-up confirmed: subscription granted', {
    caller: event.userName,
    level: grant.level,
    expiry: grant.expiry,
  });
  return event;
}
