/**
 * Deleting one partition of the readings table a page of keys at a time: a freed series' readings
 * (dynamodb.ts), its hourly and daily aggregates (dynamodb-aggregates.ts). Always from the
 * partition's start: what an earlier (perhaps crashed) run deleted is gone, so each call picks up
 * where the last one stopped, and a rerun finishes the job.
 *
 * How a page's keys are deleted is the caller's (`deleteKeys`): the two purges retry throttled
 * deletes differently, and each says in its own words when DynamoDB kept throttling.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../platform/aws/clients';
import { READINGS_TABLE_KEYS as K } from '../../../platform/aws/table-schema';

/** Keys read per page (one query); a page is deleted before the next is read. */
const PAGE = 500;

export type ItemKey = Record<string, unknown>;

export interface PartitionPurge {
  deleted: number;
  /** Nothing is left in the partition (false: stopped at the budget). */
  exhausted: boolean;
}

/** Delete up to `budget` items of partition `pk` of `table`, oldest first. */
export async function purgePartition(
  table: string,
  pk: string,
  budget: number,
  deleteKeys: (keys: ItemKey[]) => Promise<void>,
): Promise<PartitionPurge> {
  let deleted = 0;
  while (deleted < budget) {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: '#s = :s',
        ProjectionExpression: '#s, #t',
        ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey },
        ExpressionAttributeValues: { ':s': pk },
        Limit: Math.min(budget - deleted, PAGE),
      }),
    );
    const keys = page.Items ?? [];
    if (keys.length) await deleteKeys(keys);
    deleted += keys.length;
    if (!page.LastEvaluatedKey) return { deleted, exhausted: true };
  }
  return { deleted, exhausted: false };
}
