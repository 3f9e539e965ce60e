/**
 * The audit trail of plan grants: PK PLAN_GRANTS, SK <ISO time>#<id>, so the newest are read
 * first. Admin volume (a grant per trial or refund): one partition holds years of them.
 */
import type { PlanGrantRecord } from '@shared/admin/users';
import { putItem, queryPrefix, updateItem } from '../../platform/aws/items';

const PK = 'PLAN_GRANTS';
const sk = (g: Pick<PlanGrantRecord, 'at' | 'grantId'>) => `${g.at}#${g.grantId}`;

export const putPlanGrant = (grant: PlanGrantRecord) => putItem({ PK, SK: sk(grant), ...grant }, { onlyIfNew: true });
export const markPlanGrantApplied = (grant: PlanGrantRecord) => updateItem(PK, sk(grant), { applied: true });
/** Every grant, newest first. */
export const listPlanGrants = async () => (await queryPrefix<PlanGrantRecord>(PK, '')).reverse();
