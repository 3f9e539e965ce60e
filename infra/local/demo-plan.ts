/**
 * The demo grower is on Pro, so its farm's 12 sensors are within its plan: the demo admin grants
 * it through the admin API, as an operator would, whenever the grower is not on a valid Pro plan
 * (first start, or a year later). Otherwise nothing is written, so restarts add no audit records.
 */
import type { AdminUserRow } from '@shared/admin/users';
import { isSubscriptionValid, signUpGrant } from '@shared/subscription';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { apiClient, tokenOf } from './demo-farm';

export interface DemoPlanOptions {
  apiUrl: string;
  cognitoEndpoint: string;
  userPoolClientId: string;
  now?: Date;
}

/** Grant the demo grower Pro for a year when it needs it; true when a grant was made. */
export async function ensureDemoPro(opts: DemoPlanOptions): Promise<boolean> {
  const admin = await tokenOf(opts.cognitoEndpoint, opts.userPoolClientId, DEMO_ACCOUNTS.admin);
  const call = apiClient(opts.apiUrl, admin);
  const users = (await call<{ data: AdminUserRow[] }>('GET', '/api/v2/admin/users')).data;
  const grower = users.find((u) => u.userName === DEMO_ACCOUNTS.grower.username);
  if (!grower) throw new Error(`no ${DEMO_ACCOUNTS.grower.username} account to grant Pro to`);
  const now = opts.now ?? new Date();
  if (
    grower.plan === 'pro' &&
    isSubscriptionValid({ type: grower.plan, expiredDate: grower.expiry ?? '' }, { utc: true, now })
  )
    return false;
  await call('PUT', `/api/v2/admin/users/${encodeURIComponent(grower.userName)}/plan`, {
    json: { plan: 'pro', expiry: signUpGrant(now).expiry },
  });
  return true;
}
