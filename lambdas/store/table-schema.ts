/**
 * Key schema of the app table, shared by the CDK construct (infra/constructs/data.ts) and the
 * local stack (infra/local/dynamodb.ts), so both create the same table.
 */
export const APP_TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
} as const;

/**
 * Key schema of the readings table (DynamoDB readings store): one partition per sensor, sorted
 * by time (epoch milliseconds), so a range read costs what it returns, whatever is stored.
 */
export const READINGS_TABLE_KEYS = {
  partitionKey: 'sensor_id',
  sortKey: 'time',
} as const;
