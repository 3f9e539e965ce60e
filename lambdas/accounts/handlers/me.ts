/**
 * GET /api/me: who the verified token says the caller is, with the contact details the user pool
 * holds. The web app reads its state from it. Also the profile's read and update, and the
 * verify-email check the profile makes before an email change. The web app calls it once after
 * each sign-in: the token's sign-in time is recorded for the admin users page.
 */
import { profileMessages } from '@shared/messages';
import {
  addressUpdateSchema,
  emailUpdateSchema,
  passwordUpdateSchema,
  phoneUpdateSchema,
  profileUpdateKind,
  verifyEmailSchema,
} from '@shared/profile/rules';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { noteSignIn } from '../services/sign-ins';
import { apiKeyOperations } from './api-keys';
import {
  changePassword,
  isEmailAvailable,
  readProfile,
  requestEmailChange,
  updateAddress,
  updatePhone,
} from '../services/profile';

export const operations = {
  ...apiKeyOperations,
  async getMe(req) {
    const { caller } = req;
    const [profile] = await Promise.all([readProfile(caller.userName), noteSignIn(caller)]);
    return ok({
      userName: caller.userName,
      group: caller.group,
      groups: caller.groups,
      isAdmin: caller.isAdmin,
      subscription: caller.subscription,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
    });
  },

  async getProfile(req) {
    return ok(await readProfile(req.caller.userName));
  },

  /** One change per request: {phone}, {address}, {email, accessToken} or {oldPassword, newPassword, accessToken}. */
  async updateProfile(req) {
    const { caller, body } = req;
    const kind = profileUpdateKind(body);
    switch (kind) {
      case 'subscription':
        throw new ForbiddenError(profileMessages.subscriptionReadOnly);
      case 'phone':
        await updatePhone(caller, parseInput(phoneUpdateSchema, body).phone);
        break;
      case 'address':
        await updateAddress(caller, parseInput(addressUpdateSchema, body).address);
        break;
      case 'email': {
        const input = parseInput(emailUpdateSchema, body);
        await requestEmailChange(caller, input.email, input.accessToken);
        break;
      }
      case 'password': {
        const input = parseInput(passwordUpdateSchema, body);
        await changePassword(caller, input.oldPassword, input.newPassword, input.accessToken);
        break;
      }
      default:
        throw new BadRequestError('body: send one of phone, address, email, or oldPassword with newPassword');
    }
    return ok({
      field: kind,
      ...(kind === 'email' ? { emailCodeSent: true } : {}),
      profile: await readProfile(caller.userName),
    });
  },

  /** The spec's verify-email: answered as text, 'true' when no other account holds the address. */
  async verifyEmail(req) {
    const { email } = parseInput(verifyEmailSchema, req.body);
    const free = await isEmailAvailable(req.caller, email);
    return { status: 200, rawBody: String(free), headers: { 'content-type': 'text/plain; charset=utf-8' } };
  },
} satisfies Operations<'me'>;

export const handler = lambdaHandler(operations);
