/** The accounts the local stack seeds on first start (local only; printed on the console). */
export const DEMO_ACCOUNTS = {
  grower: { username: 'demo', password: 'Demo1234!', email: 'demo@fieldwise.local' },
  admin: { username: 'admin', password: 'Admin1234!', email: 'admin@fieldwise.local' },
} as const;
