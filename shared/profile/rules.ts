/**
 * The profile's editable details: phone, address, email and password. The same rules and words
 * on the page and on the server (PUT /api/user/profile refuses what the page would not send).
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import * as z from 'zod';
import { identityMessages as m, profileMessages as p } from '../messages';
import { isValidEmail, isValidPassword } from '../validation/identity';

/** Phone numbers are entered in international form; a number without a country code is Australian. */
export const DEFAULT_PHONE_COUNTRY = 'AU' as const;
export const ADDRESS_MAX = 256;

/** The E.164 form Cognito stores in `phone_number` ('+61412345678'), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > 32) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed && isValidPhoneNumber(parsed.number) ? parsed.number : null;
}

/** The phone field's message: nothing when empty (clearing the phone is allowed) or valid. */
export function phoneError(input: string | undefined): string | undefined {
  if (!input || !input.trim()) return undefined;
  return normalizePhone(input) ? undefined : p.phoneInvalid;
}

/** The email field's message: only checked when not empty; a new address must differ from the current one. */
export function emailError(input: string, current: string | null | undefined): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  if (!isValidEmail(value) || value.length > 254) return m.emailStarred;
  if (current && value.toLowerCase() === current.toLowerCase()) return m.emailNotNew;
  return undefined;
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeInput, string>>;

/**
 * Every rule of the password change, per field: the old password is needed exactly when a new
 * one is entered; the new one follows the pool's policy; the confirmation repeats it.
 * Change Password is enabled only when this returns no error and a new password is entered.
 */
export function passwordChangeErrors({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (newPassword && !oldPassword) errors.oldPassword = m.oldPasswordRequired;
  if (!newPassword && oldPassword) errors.oldPassword = m.oldPasswordNotNeeded;
  if (newPassword && !isValidPassword(newPassword)) errors.newPassword = m.password;
  if ((newPassword || confirmPassword) && confirmPassword !== newPassword)
    errors.confirmPassword = m.passwordInconsistent;
  return errors;
}

export const canChangePassword = (input: PasswordChangeInput): boolean =>
  Boolean(input.newPassword) && Object.keys(passwordChangeErrors(input)).length === 0;

const phoneField = z
  .string()
  .max(32)
  .refine((v) => !v.trim() || normalizePhone(v) !== null, p.phoneInvalid);
const accessToken = z.string().min(1, p.accessTokenRequired).max(8192);

/**
 * One change per request, as the profile sends it. An empty phone or address removes it.
 * `accessToken` is the caller's own Cognito access token: the email change and the password
 * change are the user's own calls to the user pool (the server only checks them first).
 */
export const phoneUpdateSchema = z.strictObject({ phone: phoneField });
export const addressUpdateSchema = z.strictObject({ address: z.string().max(ADDRESS_MAX, p.addressTooLong) });
export const emailUpdateSchema = z.strictObject({
  email: z.string().trim().max(254, m.emailStarred).refine(isValidEmail, m.emailStarred),
  accessToken,
});
export const passwordUpdateSchema = z.strictObject({
  oldPassword: z.string({ error: m.oldPasswordRequired }).min(1, m.oldPasswordRequired).max(256),
  newPassword: z.string({ error: m.password }).max(256).refine(isValidPassword, m.password),
  accessToken,
});

export type ProfileUpdate =
  | z.infer<typeof phoneUpdateSchema>
  | z.infer<typeof addressUpdateSchema>
  | z.infer<typeof emailUpdateSchema>
  | z.infer<typeof passwordUpdateSchema>;

/** The fields a profile update names, for the toast: 'Update {field} was successful.' */
export const PROFILE_FIELDS = ['phone', 'address', 'email', 'password'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Keys that would change the subscription, in the spec's form or as Cognito names them. */
const SUBSCRIPTION_KEYS = [
  'expiredDate',
  'subscriptionType',
  'birthdate',
  'custom:sub_expiry_date',
  'custom:subscription_level',
];

/**
 * Which change a PUT /api/user/profile body asks for: 'subscription' (never allowed from the
 * profile), one of the profile fields, or null when it names none.
 */
export function profileUpdateKind(body: unknown): ProfileField | 'subscription' | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key);
  if (SUBSCRIPTION_KEYS.some(has)) return 'subscription';
  if (has('phone')) return 'phone';
  if (has('address')) return 'address';
  if (has('email')) return 'email';
  if (has('oldPassword') || has('newPassword')) return 'password';
  return null;
}

const updateSchemas = {
  phone: phoneUpdateSchema,
  address: addressUpdateSchema,
  email: emailUpdateSchema,
  password: passwordUpdateSchema,
} as const;

/**
 * The body of PUT /api/user/profile: checked by the one change it names, so a refusal names that
 * change's field. A subscription change passes here: the server refuses it as forbidden (403),
 * not as malformed.
 */
export const profileUpdateSchema = z.custom<ProfileUpdate>().superRefine((body, ctx) => {
  const kind = profileUpdateKind(body);
  if (kind === 'subscription') return;
  if (kind === null) {
    ctx.addIssue({ code: 'custom', message: 'send one of phone, address, email, or oldPassword with newPassword' });
    return;
  }
  const result = updateSchemas[kind].safeParse(body);
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** POST verify-email: is this address free for the caller? */
export const verifyEmailSchema = z.object({
  email: z.string().trim().max(254, m.emailStarred).refine(isValidEmail, m.emailStarred),
  AccessToken: z.string().max(8192).optional(),
});

/** What GET /api/user/profile answers (the spec's profile read). */
export const profileSchema = z.strictObject({
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("E.164 ('+61412345678'); null when the grower has none."),
  address: z.string().nullable(),
  expiredDate: z.string().nullable().describe("The subscription's expiry, 'dd-mm-yyyy'; null without one."),
  subscriptionType: z.string().nullable().describe('The plan; null without one.'),
});
export type Profile = z.infer<typeof profileSchema>;
