/**
 * A user's own details in the user pool: read and written by the server as the pool's
 * administrator (phone, address), or with the user's own access token where Cognito makes the
 * user act (an email change, which sends the verification code, and a password change, which
 * checks the old password). Cognito's refusals become our typed errors here.
 */
import {
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  ListUsersCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../../platform/env';
import { refusal } from '../../platform/refusal';
import { AppError, BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../platform/errors';
import { cognitoClient } from '../../platform/aws/clients';

function poolId(): string {
  const id = env().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not configured');
  return id;
}

const nameOf = (err: unknown): string =>
  err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';

/** Cognito's refusals of a user's own call, as the API tells them (anything else stays a 500). */
function asAppError(err: unknown, about: 'password' | 'email' | 'attributes'): unknown {
  if (err instanceof AppError) return err;
  switch (nameOf(err)) {
    case 'NotAuthorizedException':
      // With a valid token, ChangePassword says this for a wrong old password.
      return about === 'password'
        ? new BadRequestError(refusal('refusals.oldPasswordWrong'))
        : new UnauthorizedError('Your session has ended; please sign in again.');
    case 'InvalidPasswordException':
      return new BadRequestError(refusal('refusals.passwordPolicy'));
    case 'InvalidParameterException':
      return new BadRequestError(`${about === 'email' ? 'email' : 'body'}: the user pool refused the value`);
    case 'AliasExistsException':
      return new ConflictError(refusal('refusals.emailTaken'));
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return new AppError(429, 'Too many attempts; please wait a while and try again.');
    case 'UserNotFoundException':
      return new NotFoundError('No such user.');
    default:
      return err;
  }
}

/** The user's attributes by name, or NotFoundError. */
export async function getUserAttributes(userName: string): Promise<Record<string, string>> {
  try {
    const out = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: userName }));
    const attributes = Object.create(null) as Record<string, string>;
    for (const a of out.UserAttributes ?? []) if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
    return attributes;
  } catch (err) {
    throw asAppError(err, 'attributes');
  }
}

/** Set (value) or remove (null) attributes the server decided may change, as the pool's administrator. */
export async function writeUserAttributes(userName: string, attributes: Record<string, string | null>): Promise<void> {
  const set = Object.entries(attributes).filter((e): e is [string, string] => e[1] !== null);
  const removed = Object.entries(attributes)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  try {
    if (set.length) {
      await cognitoClient().send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId(),
          Username: userName,
          UserAttributes: set.map(([Name, Value]) => ({ Name, Value })),
        }),
      );
    }
    if (removed.length) {
      await cognitoClient().send(
        new AdminDeleteUserAttributesCommand({ UserPoolId: poolId(), Username: userName, UserAttributeNames: removed }),
      );
    }
  } catch (err) {
    throw asAppError(err, 'attributes');
  }
}

/**
 * The user names whose email is this address (Cognito's filter is exact and case-sensitive: both spellings are asked).
 */
export async function userNamesWithEmail(email: string): Promise<string[]> {
  const spellings = [...new Set([email, email.toLowerCase()])];
  const names = new Set<string>();
  for (const spelling of spellings) {
    // A double quote or backslash would end the filter's string: such an address is refused earlier.
    if (/["\\]/.test(spelling)) throw new BadRequestError('email: * Invalid Email Address');
    let token: string | undefined;
    do {
      const page = await cognitoClient().send(
        new ListUsersCommand({ UserPoolId: poolId(), Filter: `email = "${spelling}"`, PaginationToken: token }),
      );
      for (const u of page.Users ?? []) if (u.Username) names.add(u.Username);
      token = page.PaginationToken;
    } while (token);
  }
  return [...names];
}

/** The user's own email change: Cognito sends the code to the new address (the old one stays until it is verified). */
export async function requestOwnEmailChange(accessToken: string, email: string): Promise<void> {
  try {
    await cognitoClient().send(
      new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }),
    );
  } catch (err) {
    throw asAppError(err, 'email');
  }
}

/** The user's own password change (Cognito checks the old password). */
export async function changeOwnPassword(accessToken: string, oldPassword: string, newPassword: string): Promise<void> {
  try {
    await cognitoClient().send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: oldPassword,
        ProposedPassword: newPassword,
      }),
    );
  } catch (err) {
    throw asAppError(err, 'password');
  }
}
