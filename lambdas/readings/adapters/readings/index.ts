/**
 * The readings store the handlers use: the adapter named by READINGS_STORE (CDK context
 * `readingsStore`). DynamoDB is the default; Timestream is for accounts that
 * already have Timestream for LiveAnalytics (closed to new customers on 2025-06-20).
 */
import { env } from '../../../platform/env';
import { dynamoReadingsStore } from './dynamodb';
import type { ReadingsStore } from './port';
import { timestreamReadingsStore } from './timestream';

export function readingsStore(): ReadingsStore {
  return env().READINGS_STORE === 'timestream' ? timestreamReadingsStore() : dynamoReadingsStore();
}
