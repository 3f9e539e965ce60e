/**
 * The readings store a stage uses (CDK context `readingsStore`), and how a
 * function is given access to it. Both kinds sit behind the same port in the code
 * (lambdas/readings/adapters/readings/); this decides what is provisioned and what the functions are told.
 *
 * - `dynamodb` (default): a table keyed by series (attribute sensor_id) + time, with the sparse
 *   index of valid readings that finds the newest one in one query (table-schema.ts).
 * - `timestream`: a Timestream for LiveAnalytics database and table, for accounts that already
 *   have the service (closed to new customers on 2025-06-20; CDK warns W3697 on every synth).
 *   Magnetic-store writes are on, because gateways retry old batches and the demo/backfill
 *   sends a year of history, which is older than the memory store keeps.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as timestream from 'aws-cdk-lib/aws-timestream';
import type { Construct } from 'constructs';
import { READINGS_TABLE_KEYS } from '../../lambdas/platform/aws/table-schema';
import { MAX_READING_AGE_DAYS } from '@shared/ingest/schemas';
import { acknowledge } from './acknowledge';
import { pinLogicalId, PINNED_LOGICAL_IDS } from './pinned-ids';

export type ReadingsStoreKind = 'dynamodb' | 'timestream';

export type ReadingsResources =
  | { kind: 'dynamodb'; table: dynamodb.Table }
  | { kind: 'timestream'; database: timestream.CfnDatabase; table: timestream.CfnTable };

export interface ReadingsStoreProps {
  kind: ReadingsStoreKind;
  retainData: boolean;
}

/** Memory store: recent data, fast writes and reads; then the magnetic store for ten years. */
const MEMORY_HOURS = 24 * 7;
/** Readings are kept as long as ingest accepts them (shared/ingest/schemas.ts). */
const MAGNETIC_DAYS = MAX_READING_AGE_DAYS;

/**
 * Provisions the store in `scope` (the Data construct). A function, not a construct of its own,
 * so the DynamoDB table keeps the construct path it has always had (Data/ReadingsTable); its
 * logical id is pinned as well (./pinned-ids.ts), since a new id would make CloudFormation
 * replace the table, readings and all.
 */
export function createReadingsStore(scope: Construct, props: ReadingsStoreProps): ReadingsResources {
  const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
  if (props.kind === 'dynamodb') {
    const table = new dynamodb.Table(scope, 'ReadingsTable', {
      partitionKey: { name: READINGS_TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: READINGS_TABLE_KEYS.sortKey, type: dynamodb.AttributeType.NUMBER },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: props.retainData,
      removalPolicy,
    });
    pinLogicalId(table, PINNED_LOGICAL_IDS.readingsTable);
    const v = READINGS_TABLE_KEYS.validIndex;
    table.addGlobalSecondaryIndex({
      indexName: v.indexName,
      partitionKey: { name: v.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: v.sortKey, type: dynamodb.AttributeType.NUMBER },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    return { kind: 'dynamodb', table };
  }
  const database = new timestream.CfnDatabase(scope, 'ReadingsDatabase', {});
  database.applyRemovalPolicy(removalPolicy);
  acknowledge(
    database,
    'AwsSolutions-TS3',
    'Encrypted at rest with the Timestream service key, as the DynamoDB tables use the AWS managed key: readings ' +
      'are not more sensitive than the app table, and a customer managed key would add cost and a key policy to run ' +
      'without a requirement for one.',
  );
  const table = new timestream.CfnTable(scope, 'ReadingsTimestreamTable', {
    databaseName: database.ref,
    retentionProperties: {
      MemoryStoreRetentionPeriodInHours: String(MEMORY_HOURS),
      MagneticStoreRetentionPeriodInDays: String(MAGNETIC_DAYS),
    },
    magneticStoreWriteProperties: { EnableMagneticStoreWrites: true },
  });
  table.applyRemovalPolicy(removalPolicy);
  return { kind: 'timestream', database, table };
}
