/**
 * The demo's farm team: the demo agronomist advises the demo grower's farm (role advisor) and has
 * left a note on its first field's first zone, so a fresh `npm start` shows sharing. Written through
 * the memberships and notes stores: the farm's id through ensureFarmId, then THE membership, then
 * its list copy for the agronomist's farm list, then the note. Idempotent: every start runs it, and
 * finds what a person changed since (a role changed, the agronomist removed, the note deleted)
 * alone: each piece is written once only, on the first start that sees the farm without the demo's
 * marker.
 */
import { listFields, listZones, putMemberIfNew, putMembershipCopy } from '../../lambdas/farms';
import { getItem, putItem } from '../../lambdas/platform/aws/items';
import { listFieldNotes, putNote } from '../../lambdas/teams/adapters/notes';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import { ensureFarmId } from '../../lambdas/platform/farm-access/farm-ids';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_FARM } from './demo-farm';

/** The demo note's id (one note, whatever the number of starts). */
export const DEMO_NOTE_ID = 'nt_demoAdvice01';
/** Marks the farm as given its demo team (a later start then leaves the team as people left it). */
const MARKER = { SK: 'DEMO_TEAM' };

export const DEMO_NOTE_TEXT =
  'Root zone at 30–60 cm is drying faster than the surface shows. Irrigate this zone before the ' +
  'weekend heat; check the 50 cm reading the morning after.';

/** Seed the demo team; false when the demo farm is not there (yet): the next start tries again. */
export async function seedDemoTeam(now = new Date(), log: (line: string) => void = () => {}): Promise<boolean> {
  const owner = DEMO_ACCOUNTS.grower.username;
  const advisor = DEMO_ACCOUNTS.agronomist.username;
  const fields = (await listFields(owner)).filter((f) => f.farm_name === DEMO_FARM && !f.deleting);
  const field = fields.sort((a, b) => a.field_name.localeCompare(b.field_name))[0];
  if (!field) return false;
  const farmId = await ensureFarmId(owner, DEMO_FARM);
  const farmPK = teamKeys.farmMeta(farmId).PK;
  if (await getItem(farmPK, MARKER.SK)) return true;
  const since = now.toISOString();
  await putMemberIfNew(farmId, { member: advisor, role: 'advisor', owner, farm_name: DEMO_FARM, since });
  await putMembershipCopy(advisor, { farm_id: farmId, role: 'advisor', owner, farm_name: DEMO_FARM });
  const noted = await listFieldNotes(farmId, field.field_id);
  if (!noted.some((n) => n.note_id === DEMO_NOTE_ID)) {
    const zone = (await listZones(owner))
      .filter((z) => z.field_id === field.field_id)
      .sort((a, b) => a.zonename.localeCompare(b.zonename))[0];
    const by = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    // `told: false`: the notes service tells the farm's members the first time the field's notes
    // are listed, as after a crash.
    await putNote({
      note_id: DEMO_NOTE_ID,
      farm_id: farmId,
      field_id: field.field_id,
      ...(zone ? { zone_id: zone.id, advice: { mm: 18, by } } : {}),
      text: DEMO_NOTE_TEXT,
      author: advisor,
      author_name: advisor,
      role: 'advisor',
      created_at: since,
      told: false,
    });
  }
  await putItem({ PK: farmPK, ...MARKER, at: since });
  log(`Demo team: ${advisor} advises ${DEMO_FARM} and has left a note on ${field.field_name}`);
  return true;
}
