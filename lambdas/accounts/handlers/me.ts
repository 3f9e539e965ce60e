/**
 * GET /api/me: who the verified token says the caller is, with the contact details the user pool
 * holds. The web app reads its state from it. Also the profile's read and update, and the
 * verify-email check the profile makes before an email change. The web app calls it once after
 * each sign-in: the token's sign-in time is recorded for the admin users page.
 */
import { refusal } from '../../platform/refusal';
import { ForbiddenError } from '../../platform/errors';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { readDisplaySettings, updateDisplaySettings } from '../services/display-settings';
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

  async getSettings(req) {
    return ok(await readDisplaySettings(req.caller.userName));
  },

  async updateSettings(req) {
    return ok(await updateDisplaySettings(req.caller.userName, req.body));
  },

  async getProfile(req) {
    return ok(await readProfile(req.caller.userName));
  },

  /** One change per request: {phone}, {address}, {email, accessToken} or {oldPassword, newPassword, accessToken}. */
  async updateProfile(req) {
    const { caller, body: change } = req;
    switch (change.kind) {
      case 'subscription':
        throw new ForbiddenError(refusal('refusals.subscriptionReadOnly'));
      case 'phone':
        await updatePhone(caller, change.phone);
        break;
      case 'address':
        await updateAddress(caller, change.address);
        break;
      case 'email':
        await requestEmailChange(caller, change.email, change.accessToken);
        break;
      case 'password':
        await changePassword(caller, change.oldPassword, change.newPassword, change.accessToken);
        break;
    }
    return ok({
      field: change.kind,
      ...(change.kind === 'email' ? { emailCodeSent: true as const } : {}),
      profile: await readProfile(caller.userName),
    });
  },

  /** The spec's verify-email: answered as text, 'true' when no other account holds the address. */
  async verifyEmail(req) {
    const free = await isEmailAvailable(req.caller, req.body.email);
    return { status: 200, rawBody: String(free), headers: { 'content-type': 'text/plain; charset=utf-8' } };
  },
} satisfies Operations<'me'>;

export const handler = lambdaHandler(operations);
