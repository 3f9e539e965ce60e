/**
 * The app table (single-table design) and the readings store
 * (./readings-store.ts: DynamoDB or Timestream). The app table has string keys PK/SK and one generic
 * index GSI1 (GSI1PK/GSI1SK) that later features share. On-demand billing, point-in-time
 * recovery, encryption with the AWS managed key (key use shows in CloudTrail), and in prod
 * deletion protection plus RETAIN so neither a console click nor a stack delete loses data.
 * The local stack creates the same keys and index in dynalite (infra/local/).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

import { APP_TABLE_KEYS, APP_TABLE_TTL_ATTRIBUTE } from '../../lambdas/platform/aws/table-schema';
import { pinLogicalId, PINNED_LOGICAL_IDS } from './pinned-ids';
import { createReadingsStore, type ReadingsResources, type ReadingsStoreKind } from './readings-store';

export { APP_TABLE_KEYS };

export interface DataProps {
  retainData: boolean;
  readingsStore: ReadingsStoreKind;
}

export class Data extends Construct {
  readonly table: dynamodb.Table;
  /** Sensor readings: a DynamoDB table (partition = sensor, sort = time) or a Timestream table. */
  readonly readings: ReadingsResources;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const S = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'AppTable', {
      partitionKey: { name: APP_TABLE_KEYS.partitionKey, type: S },
      sortKey: { name: APP_TABLE_KEYS.sortKey, type: S },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: APP_TABLE_TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    pinLogicalId(this.table, PINNED_LOGICAL_IDS.appTable);
    this.table.addGlobalSecondaryIndex({
      indexName: APP_TABLE_KEYS.gsi1.indexName,
      partitionKey: { name: APP_TABLE_KEYS.gsi1.partitionKey, type: S },
      sortKey: { name: APP_TABLE_KEYS.gsi1.sortKey, type: S },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    this.readings = createReadingsStore(this, { kind: props.readingsStore, retainData: props.retainData });
  }
}
