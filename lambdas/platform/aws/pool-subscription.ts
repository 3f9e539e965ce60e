/**
 * A user's subscription as the user pool holds it now (not as an older token says): what a shared
 * farm's access follows, the owner's plan (lambdas/platform/farm-access/owner-plan.ts). The
 * attribute names are the pool's custom attributes (shared/constants.ts).
 */
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { subscriptionFromClaims } from '@shared/auth-claims';
import type { Subscription } from '@shared/subscription';
import { cognitoClient } from './clients';
import { env } from '../env';

/** The user's subscription; null when they have none, or the pool has no such user (a deleted owner). */
export async function poolSubscription(userName: string): Promise<Subscription | null> {
  const poolId = env().USER_POOL_ID;
  if (!poolId) throw new Error('Invalid environment: USER_POOL_ID');
  try {
    const out = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolId, Username: userName }));
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const a of out.UserAttributes ?? []) if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
    // The same two attributes a token's claims carry, read by the same rule.
    return subscriptionFromClaims(attributes);
  } catch (err) {
    if (err instanceof UserNotFoundException || (err as { name?: string }).name === 'UserNotFoundException')
      return null;
    throw err;
  }
}
