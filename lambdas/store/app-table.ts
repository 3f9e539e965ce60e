/**
 * The app table (single-table design, ARCHITECTURE.md §7). Keys:
 *   farm     PK USER#<userName>   SK FARM#<farmName>
 * Later issues add fields, zones, gateways and sensors here with their own key builders.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients';
import { appTableName } from '../env';

export const keys = {
  user: (userName: string) => `USER#${userName}`,
  farm: (farmName: string) => `FARM#${farmName}`,
};

export interface FarmItem {
  farm_name: string;
  created_at?: string;
}

export async function listFarms(userName: string): Promise<FarmItem[]> {
  const out: FarmItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.user(userName), ':sk': 'FARM#' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) out.push({ farm_name: String(item.farm_name), created_at: item.created_at as string | undefined });
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
