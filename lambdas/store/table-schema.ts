/**
 * Key schema of the app table, shared by the CDK construct (infra/constructs/data.ts) and the
 * local stack (infra/local/dynamodb.ts), so both create the same table.
 */
export const APP_TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
} as const;
