/**
 * The grower's profile: read from the user pool, and the changes a grower may make to it (phone,
 * address, email, password). The subscription (plan and expiry) is never written here: it
 * changes only after a payment the server took, or by an administrator.
 */
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { normalizePhone, type Profile } from '@shared/profile/rules';
import type { Caller } from '../../platform/auth';
import { refusal } from '../../platform/refusal';
import { BadRequestError, ConflictError, ForbiddenError } from '../../platform/errors';
import {
  changeOwnPassword,
  getUserAttributes,
  requestOwnEmailChange,
  userNamesWithEmail,
  writeUserAttributes,
} from '../adapters/user-profile';

export async function readProfile(userName: string): Promise<Profile> {
  const a = await getUserAttributes(userName);
  return {
    userName,
    email: a.email ?? null,
    phone: a.phone_number ?? null,
    address: a.address ?? null,
    expiredDate: a[SUBSCRIPTION_ATTRIBUTES.expiry] ?? null,
    subscriptionType: a[SUBSCRIPTION_ATTRIBUTES.level] ?? null,
  };
}

/**
 * An access token's `username`, read without checking its signature: Cognito checks that when
 * the token is used. It only has to name the caller, so nobody acts with someone else's token.
 */
function assertOwnAccessToken(caller: Caller, accessToken: string): void {
  let claims: Record<string, unknown> = {};
  try {
    claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    throw new BadRequestError('accessToken: not a token');
  }
  const name = typeof claims.username === 'string' ? claims.username : '';
  if (claims.token_use !== 'access' || name.toLowerCase() !== caller.userName.toLowerCase()) {
    throw new ForbiddenError('accessToken: this is not your access token');
  }
}

/** True when no other account holds this address (the verify-email answer). */
export async function isEmailAvailable(caller: Caller, email: string): Promise<boolean> {
  const holders = await userNamesWithEmail(email.trim());
  return holders.every((n) => n.toLowerCase() === caller.userName.toLowerCase());
}

/** An empty phone removes it (the grower then gets no Moisture Alert SMS); otherwise stored as E.164. */
export async function updatePhone(caller: Caller, phone: string): Promise<void> {
  const value = phone.trim() ? normalizePhone(phone) : null;
  if (phone.trim() && !value) throw new BadRequestError(refusal('refusals.phoneInvalid'));
  await writeUserAttributes(caller.userName, { phone_number: value });
}

export async function updateAddress(caller: Caller, address: string): Promise<void> {
  await writeUserAttributes(caller.userName, { address: address.trim() || null });
}

/** A new, free address: Cognito then sends the verification code to it (the page asks for the code). */
export async function requestEmailChange(caller: Caller, email: string, accessToken: string): Promise<void> {
  assertOwnAccessToken(caller, accessToken);
  const current = (await getUserAttributes(caller.userName)).email;
  if (current && current.toLowerCase() === email.toLowerCase())
    throw new BadRequestError(refusal('refusals.emailNotNew'));
  if (!(await isEmailAvailable(caller, email))) throw new ConflictError(refusal('refusals.emailTaken'));
  await requestOwnEmailChange(accessToken, email);
}

export async function changePassword(
  caller: Caller,
  oldPassword: string,
  newPassword: string,
  accessToken: string,
): Promise<void> {
  assertOwnAccessToken(caller, accessToken);
  await changeOwnPassword(accessToken, oldPassword, newPassword);
}
