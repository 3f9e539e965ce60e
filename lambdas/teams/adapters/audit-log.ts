/**
 * Reading a farm's audit log (`AUDIT#<farmId>` / `<ISO time>#<id>`, written by the dispatcher in
 * lambdas/platform/farm-access): newest first, a page at a time, the next page starting below the
 * last sort key of this one.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditRow } from '@shared/teams/schemas';
import { documentClient } from '../../platform/aws/clients';
import { teamKeys } from '../../platform/aws/table-schema';
import { appTableName } from '../../platform/env';

export type AuditItem = AuditRow & { SK: string };

/** Up to `limit` entries older than `before` (a sort key; the newest when absent), and whether more are left. */
export async function auditPage(
  farmId: string,
  limit: number,
  before?: string,
): Promise<{ items: AuditItem[]; more: boolean }> {
  const { PK } = teamKeys.audit(farmId, '', '');
  const out = await documentClient().send(
    new QueryCommand({
      TableName: appTableName(),
      KeyConditionExpression: before ? 'PK = :pk AND SK < :before' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PK, ...(before ? { ':before': before } : {}) },
      ScanIndexForward: false,
      ConsistentRead: true,
      // One more than a page says whether another page follows without reading it.
      Limit: limit + 1,
    }),
  );
  const items = (out.Items ?? []) as AuditItem[];
  return { items: items.slice(0, limit), more: items.length > limit };
}
