/**
 * "Recently deleted": what a grower deleted (a farm, field, zone or sensor, with what it held and
 * the readings, forecasts and events of its sensors) stays restorable for 30 days, then it is
 * purged. The kinds, the period, the answers' shape and the messages, for the API and the page.
 */
import * as z from 'zod';

export const DELETED_KINDS = ['farm', 'field', 'zone', 'sensor'] as const;
export type DeletedKind = (typeof DELETED_KINDS)[number];

export const RECENTLY_DELETED_DAYS = 30;
const DAY_MS = 86_400_000;
export const RECENTLY_DELETED_MS = RECENTLY_DELETED_DAYS * DAY_MS;

/** What an entry holds (a sensor entry: one sensor; a farm: its fields, their zones and sensors). */
export const deletedContentsSchema = z.strictObject({ fields: z.number(), zones: z.number(), sensors: z.number() });
export type DeletedContents = z.infer<typeof deletedContentsSchema>;

export const deletedEntryViewSchema = z.strictObject({
  kind: z.enum(DELETED_KINDS),
  id: z
    .string()
    .describe("The entry's id in the /api/v2/deleted/{kind}/{id} paths (not the item's own id for a farm or sensor)."),
  name: z.string(),
  parent: z.string().describe("Where it was: the farm of a field, the field of a zone or sensor ('' for a farm)."),
  deleted_at: z.string(),
  purge_at: z.string().describe('When it is purged for good (deleted_at + 30 days).'),
  days_left: z.number(),
  contents: deletedContentsSchema,
  notes: z
    .array(z.string())
    .describe('What happened to it meanwhile (a sensor purged because another grower registered its id).'),
});
export type DeletedEntryView = z.infer<typeof deletedEntryViewSchema>;

/** Path parameters: the kind, and an entry id (letters, digits, `_`, `-`, `~`: a series key can be one). */
export const deletedKindSchema = z.enum(DELETED_KINDS);
export const deletedEntryIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_~-]{1,120}$/, 'letters, digits, _, - and ~ only (at most 120)');

export const purgeAtOf = (deletedAt: string): number => Date.parse(deletedAt) + RECENTLY_DELETED_MS;
export const isExpired = (deletedAt: string, now: number): boolean => now >= purgeAtOf(deletedAt);
/** Whole days until the purge, rounded up (a day and a minute left: 2); 0 once it is due. */
export const daysLeft = (deletedAt: string, now: number): number =>
  Math.max(0, Math.ceil((purgeAtOf(deletedAt) - now) / DAY_MS));

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '2 fields, 3 zones, 5 sensors and their readings'; a lone zone: 'Zone settings'. */
export function describeContents(kind: DeletedKind, c: DeletedContents): string {
  const parts: string[] = [];
  if (kind === 'farm') parts.push(count(c.fields, 'field', 'fields'));
  if (kind === 'farm' || kind === 'field') parts.push(count(c.zones, 'zone', 'zones'));
  if (kind !== 'zone' && kind !== 'sensor') parts.push(count(c.sensors, 'sensor', 'sensors'));
  if (kind === 'zone') return 'Its soil and crop settings';
  if (kind === 'sensor') return 'Its readings, forecasts and alerts';
  return `${parts.join(', ')}${c.sensors ? ', with their readings' : ''}`;
}

export const KIND_LABELS: Record<DeletedKind, string> = {
  farm: 'Farm',
  field: 'Field',
  zone: 'Zone',
  sensor: 'Sensor',
};

export const deletedMessages = {
  /** The delete dialogs' promise. */
  dialogNote:
    `It goes to Recently deleted (in the account menu) for ${RECENTLY_DELETED_DAYS} days: ` +
    'you can restore it whole until then, or delete it for good. After that it is purged.',
  ownHeld: (sensorId: string, where: string) =>
    `Sensor ${sensorId} is in your Recently deleted (${where}). ` +
    'Restore it there to keep its readings, or delete that for good to register the sensor afresh.',
  takenNote: (sensorId: string) =>
    `Sensor ${sensorId} was registered by another account, so its earlier readings were purged.`,
} as const;
