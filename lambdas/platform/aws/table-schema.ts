/**
 * Key schema of the app table, shared by the CDK construct (infra/constructs/data.ts) and the
 * local stack (infra/local/dynamodb.ts), so both create the same table. Item layout (one table):
 *   farm      PK USER#<user>        SK FARM#<farmName>
 *   field     PK USER#<user>        SK FIELD#<fieldId>       (sensor_ids: its sensors, read by a field delete)
 *   zone      PK USER#<user>        SK ZONE#<zoneId>         (system: its irrigation system and crop)
 *   irrigation PK USER#<user>       SK IRRIGATION#<zoneId>#<start s, 10 digits>#<irrigationId>
 *             PK USER#<user>        SK IRRIGATION_ID#<irrigationId>   { zone_id, start }: finds an entry by id
 *   alerts    PK USER#<user>        SK ALERT_PREFS           (the user's alert preferences, once saved)
 *   gateway   PK USER#<user>        SK GATEWAY#<gatewayId>   (the owner's view: name, fields, pairing;
 *                                                            farm_name: registered in that shared farm)
 *             PK GATEWAY#<id>       SK OWNER                 (global: one owner per id, credential hash)
 *   sensor    PK SENSOR#<sensorId>  SK SENSOR                (global: one registration per id)
 *             GSI1PK FIELD#<fieldId> GSI1SK SENSOR#<sensorId> (the sensors of a field, for lists only)
 *   formula   PK FORMULAS           SK <formulaId>           (the admin table)
 *             PK FORMULA_OF#<sensorId> SK <formulaId>        (its copy under its sensor, read at ingest)
 *   sensor claims PK USER#<user>    SK SENSOR_QUOTA          (registrations under way, versioned: plan limits)
 *   last sign-in PK USER#<user>     SK SIGN_IN               (the admin users page)
 *   plan grant PK PLAN_GRANTS       SK <ISO time>#<id>       (the audit trail of admins' grants)
 *   alert outbox PK ALERT_OUTBOX    SK <note id>#<user>      (sends still to do; state and history: alerts.ts)
 *   API key  PK USER#<user>         SK API_KEY#<id>          (the owner's list: name, created, the key's SHA-256)
 *            PK USER#<user>         SK API_KEY_NAME#<folded name>  (one key per name per account)
 *            PK API_KEY_HASH#<sha256> SK API_KEY             (the lookup on each use: owner, id, name)
 *            PK API_KEY_USE#<id>    SK <minute epoch ms> | LAST_USED  (rate-limit counts with TTL; last use)
 *            (accounts/adapters/api-keys.ts, the use partition platform/api-key-meter.ts; never the key itself)
 *   LoRaWAN  PK DEVICE#<DevEUI>     SK OWNER                 (global: one owner per DevEUI, its sensor and claim)
 *            PK UPLINK#<DevEUI>#<claim> SK <session>#<fCnt>  (exactly once: an uplink's readings; TTL 30 days)
 *            PK USER#<user>         SK LORAWAN#<gatewayId>#<DevEUI>  (a connection's device: health, parked)
 *            PK LORAWAN_LATEST#<series> SK DEPTHS            (a sensor's newest value per depth; TTL 7 days)
 *            (lambdas/lorawan/adapters/)
 *   vendor link PK USER#<user>      SK VLINK#<linkId>        (a vendor-cloud link: sealed key, cursor, state)
 *            GSI1PK VENDOR_LINKS GSI1SK <linkId>             (every link, for the scheduled puller)
 *            (lambdas/vendor-clouds/adapters/links.ts)
 *   farm teams (lambdas/teams/adapters/ and farms/adapters/memberships.ts; read per request by platform/farm-access/):
 *            PK USER#<owner>        SK FARM#<farmName>       gains farm_id (given when made, or on first listing)
 *            PK FARM#<farmId>       SK META                  { farm_id, owner, farm_name }: the farm by id
 *            PK FARM#<farmId>       SK MEMBER#<user>         { member, role, owner, farm_name, since }:
 *                                                            THE membership (the owner's included)
 *            PK USER#<user>         SK MEMBERSHIP#<farmId>   the member's copy, for their farm list
 *                                                            (written after the membership, removed after it:
 *                                                            a copy without its membership grants nothing)
 *            PK INVITE#<invitationId> SK INVITE              { farm_id, email (lower case), role, invited_by,
 *                                                            created_at, expires_at, state }
 *            PK FARM#<farmId>       SK INVITE#<invitationId> the farm's pending list (state copied)
 *            PK INVITES_FOR#<email> SK <invitationId>        the invitee's list (GET /api/v2/invitations)
 *            PK FARM#<farmId>       SK INVITE_EMAIL#<email>  { invitation_id, held_at }: the one invitation
 *                                                            holding that address (two invites at once make one)
 *            PK FARM#<farmId>       SK TRANSFER              { from, to, created_at }: an ownership transfer offered
 *            PK TRANSFERS_FOR#<user> SK <farmId>             the offered user's list
 *            PK FARM#<farmId>       SK NOTE#<fieldId>#<ISO time>#<noteId>   a note (zone_id, advice, author, role)
 *            PK AUDIT#<farmId>      SK <ISO time>#<id>       an audit entry (actor, role, verb, what, target,
 *                                                            summary; ttl a year)
 * Entity stores: farms.ts, fields.ts, zones.ts, irrigations.ts, gateways.ts, sensors.ts, formulas.ts,
 * alert-preferences.ts, sensor-quota.ts, sign-ins.ts, plan-grants.ts; helpers in items.ts.
 */
/** The partition of pending alert sends: the only items the forecast function may delete (infra/constructs/jobs.ts). */
export const ALERT_OUTBOX_PK = 'ALERT_OUTBOX';

export const APP_TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
} as const;

/**
 * Key schema of the readings table (DynamoDB readings store): one partition per series (one
 * sensor registration: `<sensor id>~<registration>`, lambdas/sensors/rules/series.ts), sorted by
 * time (epoch milliseconds), so a range read costs what it returns, whatever is stored. The key
 * attribute keeps its first name, `sensor_id`: renaming a key attribute means a new table.
 *
 * `validIndex` is sparse: only a valid (unflagged) reading carries `valid_series` (its series),
 * so "the newest valid reading" is one descending query with Limit 1 on the index, however many
 * flagged readings came after it.
 *
 * The same table holds each series' hourly and daily aggregates under partitions of their own,
 * `<series>#h` (a day's hours per item) and `<series>#m` (32 days' summaries per item), sorted by
 * the day's or the pack's start (readings/dynamodb-aggregates.ts), and one marker item,
 * `#aggregates` @ 1 (readings/aggregates-backfill.ts). No series holds `#`.
 */
/**
 * The app table's TTL attribute (epoch seconds): DynamoDB in AWS deletes an item some time after
 * it. The weather cache sets it, and notifications (kept a year, store/alerts.ts); the emulators
 * ignore it, so the code that reads cache items checks their expiry itself.
 */
export const APP_TABLE_TTL_ATTRIBUTE = 'ttl';

export const READINGS_TABLE_KEYS = {
  partitionKey: 'sensor_id',
  sortKey: 'time',
  validIndex: { indexName: 'ValidByTime', partitionKey: 'valid_series', sortKey: 'time' },
} as const;

/**
 * The keys of the farm-teams items (layout above); one place, for the teams adapters and the
 * per-request membership read.
 */
export const teamKeys = {
  farmMeta: (farmId: string) => ({ PK: `FARM#${farmId}`, SK: 'META' }),
  member: (farmId: string, user: string) => ({ PK: `FARM#${farmId}`, SK: `MEMBER#${user}` }),
  membersPrefix: (farmId: string) => ({ PK: `FARM#${farmId}`, SKPrefix: 'MEMBER#' }),
  membershipOf: (user: string, farmId: string) => ({ PK: `USER#${user}`, SK: `MEMBERSHIP#${farmId}` }),
  membershipsPrefix: (user: string) => ({ PK: `USER#${user}`, SKPrefix: 'MEMBERSHIP#' }),
  invitation: (invitationId: string) => ({ PK: `INVITE#${invitationId}`, SK: 'INVITE' }),
  farmInvitation: (farmId: string, invitationId: string) => ({ PK: `FARM#${farmId}`, SK: `INVITE#${invitationId}` }),
  invitesFor: (email: string, invitationId: string) => ({ PK: `INVITES_FOR#${email}`, SK: invitationId }),
  transfer: (farmId: string) => ({ PK: `FARM#${farmId}`, SK: 'TRANSFER' }),
  transfersFor: (user: string, farmId: string) => ({ PK: `TRANSFERS_FOR#${user}`, SK: farmId }),
  note: (farmId: string, fieldId: string, at: string, noteId: string) => ({
    PK: `FARM#${farmId}`,
    SK: `NOTE#${fieldId}#${at}#${noteId}`,
  }),
  audit: (farmId: string, at: string, id: string) => ({ PK: `AUDIT#${farmId}`, SK: `${at}#${id}` }),
} as const;
