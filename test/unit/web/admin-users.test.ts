import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@shared/admin/users';
import { filterUsers, planText } from '../../../web/src/features/fieldwork/components/user-filter';

const row = (userName: string, over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  userName,
  email: `${userName}@example.com`,
  status: 'CONFIRMED',
  enabled: true,
  isAdmin: false,
  subscription: null,
  plan: 'full',
  expiry: '01-01-2030',
  sensors: 0,
  lastSignIn: null,
  missingSubscription: false,
  memberships: [],
  ...over,
});
const NOW = new Date('2026-11-25T00:00:00Z');
const rows = [
  row('zoe', { plan: 'pro' }),
  row('amy', { plan: 'lite', expiry: '01-01-2020' }),
  row('broken', { plan: null, expiry: null, missingSubscription: true }),
  row('admin', { plan: null, expiry: null, isAdmin: true, email: 'ops@fieldwise.example' }),
];
const names = (r: AdminUserRow[]) => r.map((u) => u.userName);

describe('admin users filter', () => {
  it('lists accounts missing a subscription first, then by name', () => {
    expect(names(filterUsers(rows, '', 'all', NOW))).toEqual(['broken', 'admin', 'amy', 'zoe']);
  });
  it('searches names and e-mails in any case', () => {
    expect(names(filterUsers(rows, '  OPS@ ', 'all', NOW))).toEqual(['admin']);
    expect(names(filterUsers(rows, 'Zo', 'all', NOW))).toEqual(['zoe']);
    expect(filterUsers(rows, 'nobody', 'all', NOW)).toEqual([]);
  });
  it('filters by plan, expiry, missing subscription and admins', () => {
    expect(names(filterUsers(rows, '', 'pro', NOW))).toEqual(['zoe']);
    expect(names(filterUsers(rows, '', 'expired', NOW))).toEqual(['amy']);
    expect(names(filterUsers(rows, '', 'repair', NOW))).toEqual(['broken']);
    expect(names(filterUsers(rows, '', 'admin', NOW))).toEqual(['admin']);
  });
  it('shows a plan by name, and a dash for none', () => {
    expect([planText('pro'), planText(null), planText('legacy')]).toEqual(['Pro', '—', 'Legacy']);
  });
});
