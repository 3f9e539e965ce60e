/** The accounts the local stack seeds on first start (local only; printed on the console). */
export const DEMO_ACCOUNTS = {
  grower: { username: 'demo', password: 'Demo1234!', email: 'demo@fieldwise.local' },
  admin: { username: 'admin', password: 'Admin1234!', email: 'admin@fieldwise.local' },
  // An agronomist who advises the demo grower's farm (infra/local/demo-team.ts); their own plan has lapsed.
  agronomist: { username: 'agronomist', password: 'Agro1234!', email: 'agronomist@fieldwise.local' },
} as const;
