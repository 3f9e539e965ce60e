/**
 * The admin users page's contract: the accounts list, the plan grant (a plan and an expiry set
 * by an admin) and its audit trail. Shared by the API and the web app.
 */
import * as z from 'zod';
import { parseExpiry, PLANS, subscriptionSchema } from '../subscription';
import { farmRoleSchema } from '../teams/schemas';

/** A subscription as an admin sees and sets it; null when the account has none. */
export const planStateSchema = z.strictObject({ plan: z.string(), expiry: z.string().describe("'dd-mm-yyyy'") });
export type PlanState = z.infer<typeof planStateSchema>;

/** A farm an account belongs to, as the admin users page lists it. */
export const adminMembershipSchema = z.strictObject({
  farm_id: z.string(),
  farm_name: z.string(),
  owner: z.string().describe("The farm owner's user name."),
  role: farmRoleSchema,
});
export type AdminMembership = z.infer<typeof adminMembershipSchema>;

export const adminUserRowSchema = z.strictObject({
  userName: z.string(),
  email: z.string().nullable(),
  status: z.string().nullable().describe("The pool's account status (CONFIRMED, FORCE_CHANGE_PASSWORD, …)."),
  enabled: z.boolean(),
  isAdmin: z.boolean(),
  subscription: subscriptionSchema.nullable().describe('Kept for the older readers of this list.'),
  plan: z.string().nullable(),
  expiry: z.string().nullable(),
  sensors: z.number().describe('Sensors registered by the account now.'),
  lastSignIn: z
    .string()
    .nullable()
    .describe("ISO time of the account's last sign-in the API has seen; null when never."),
  missingSubscription: z
    .boolean()
    .describe(
      'A confirmed grower with no subscription attributes (the sign-up grant never ran): every subscriber ' +
        'route refuses them until a grant repairs it.',
    ),
  memberships: z
    .array(adminMembershipSchema)
    .describe("The farms the account belongs to, with its role: its own (once shared) and others' shared with it."),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const planGrantRecordSchema = z.strictObject({
  grantId: z.string(),
  by: z.string().describe('The admin who made the grant.'),
  at: z.string().describe('ISO time of the grant.'),
  userName: z.string(),
  before: planStateSchema.nullable(),
  after: planStateSchema,
  applied: z.boolean().describe("False until the account's attributes were written (a grant cut short stays visible)."),
});
export type PlanGrantRecord = z.infer<typeof planGrantRecordSchema>;

/** Expiry years an admin may set: wide enough for any trial or refund, narrow enough to catch typos. */
export const GRANT_YEARS = { min: 2000, max: 2200 } as const;

export const planGrantSchema = z.object({
  plan: z.enum(PLANS),
  expiry: z
    .string()
    .trim()
    .refine((v) => {
      const parts = parseExpiry(v);
      return Boolean(parts && parts[0] >= GRANT_YEARS.min && parts[0] <= GRANT_YEARS.max);
    }, `A date as dd-mm-yyyy between ${GRANT_YEARS.min} and ${GRANT_YEARS.max}`),
});
export type PlanGrantInput = z.infer<typeof planGrantSchema>;

/** A Cognito user name in a path: 1 to 128 characters, no control characters. */
export const userNameSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^\p{Cc}]+$/u, 'Not a user name');

/** 'yyyy-mm-dd' (a date input's value) → 'dd-mm-yyyy'; '' when not such a date. */
export function expiryFromDateInput(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** 'dd-mm-yyyy' → 'yyyy-mm-dd' for a date input; '' when malformed. */
export function dateInputFromExpiry(expiry: string | null | undefined): string {
  const parts = parseExpiry(expiry);
  if (!parts) return '';
  const [y, m, d] = parts;
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
