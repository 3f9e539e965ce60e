/**
 * One-off for a DynamoDB readings table written before the ValidByTime index: give each valid
 * reading its `valid_series` (readings of that time are under the bare sensor id, which is their
 * series), so `latest` finds them. Idempotent and resumable (only items still without it are
 * changed; a rerun skips what is done). Run: `npm run backfill:valid-index` with AWS credentials
 * and READINGS_TABLE set. The local stack copies an old table over instead (dynalite cannot add
 * an index to a table).
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { forEachLimit } from '@shared/concurrency';
import { readingsTableName } from '../../../platform/env';
import { documentClient } from '../../../platform/aws/clients';
import { READINGS_TABLE_KEYS as K } from '../../../platform/aws/table-schema';

export async function backfillValidIndex(): Promise<number> {
  let updated = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: readingsTableName(),
        FilterExpression: '#valid = :true AND attribute_not_exists(#vs)',
        ProjectionExpression: '#s, #t',
        ExpressionAttributeNames: {
          '#valid': 'valid',
          '#vs': K.validIndex.partitionKey,
          '#s': K.partitionKey,
          '#t': K.sortKey,
        },
        ExpressionAttributeValues: { ':true': true },
        ExclusiveStartKey: start,
      }),
    );
    await forEachLimit(page.Items ?? [], 8, async (key) => {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: readingsTableName(),
            Key: key,
            // Only if it is still a valid reading: a recalibration meanwhile may have flagged it.
            UpdateExpression: 'SET #vs = #s',
            ConditionExpression: '#valid = :true',
            ExpressionAttributeNames: { '#vs': K.validIndex.partitionKey, '#s': K.partitionKey, '#valid': 'valid' },
            ExpressionAttributeValues: { ':true': true },
          }),
        );
        updated++;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    });
    start = page.LastEvaluatedKey;
  } while (start);
  return updated;
}
