/** A person as the team pages show them, from their user pool attributes (pure). */
import { subscriptionFromClaims } from '@shared/auth-claims';
import { isSubscriptionValid, type Subscription } from '@shared/subscription';

export interface Person {
  userName: string;
  /** The `name` attribute when they gave one, else the user name. */
  name: string;
  /** Their e-mail address as the pool holds it (lower case), verified or not; '' when none. */
  email: string;
  /** The address only when the pool says it is verified: what an invitation is matched against. */
  verifiedEmail: string | null;
  subscription: Subscription | null;
}

export function personFrom(userName: string, attributes: Readonly<Record<string, string>> | undefined): Person {
  const a = attributes ?? {};
  const name = typeof a['name'] === 'string' && a['name'].trim() ? a['name'].trim() : userName;
  const email = typeof a['email'] === 'string' ? a['email'].trim().toLowerCase() : '';
  return {
    userName,
    name,
    email,
    verifiedEmail: email && a['email_verified'] === 'true' ? email : null,
    subscription: subscriptionFromClaims(a),
  };
}

/** The owner's plan has lapsed: the farm is read-only for everyone (the same rule as every other check). */
export const isLapsed = (owner: Person, now: Date, isAdmin = false): boolean =>
  !isSubscriptionValid(owner.subscription, { isAdmin, now, utc: true });
