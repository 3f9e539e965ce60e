/** accounts: who the caller is, and the grower's own profile. */
import * as z from 'zod';
import { PROFILE_FIELDS, profileSchema, profileUpdateSchema, verifyEmailSchema } from '../profile/rules';
import { subscriptionSchema } from '../subscription';
import { defineRoute } from './define';

export const accountsRoutes = {
  getMe: defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    resource: 'accounts',
    summary: 'Who the verified token says the caller is, with the contact details the user pool holds.',
    answer: z.strictObject({
      userName: z.string(),
      group: z.string().describe("The caller's first group, else 'user'."),
      groups: z.array(z.string()),
      isAdmin: z.boolean(),
      subscription: subscriptionSchema.nullable().describe("The token's subscription; null without one."),
      email: z.string().nullable(),
      phone: z.string().nullable().describe("E.164 ('+61412345678'); null when the grower has none."),
      address: z.string().nullable(),
    }),
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/user/profile',
    access: 'user',
    resource: 'accounts',
    summary: "The caller's profile: contact details and subscription.",
    answer: profileSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/user/profile',
    access: 'user',
    resource: 'accounts',
    summary:
      'Change one detail of the profile: {phone}, {address}, {email, accessToken} or ' +
      '{oldPassword, newPassword, accessToken}. The subscription cannot be changed here (403).',
    body: profileUpdateSchema,
    answer: z.strictObject({
      field: z.enum(PROFILE_FIELDS).describe('The detail changed.'),
      emailCodeSent: z
        .literal(true)
        .optional()
        .describe('On an email change: the user pool sent a code to the new address, to confirm it.'),
      profile: profileSchema,
    }),
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/cognito/verify-email',
    access: 'user',
    resource: 'accounts',
    summary: "Is this address free for the caller? Answers the text 'true' or 'false'.",
    body: verifyEmailSchema,
    answer: z.enum(['true', 'false']),
    raw: 'text/plain',
  }),
} as const;
