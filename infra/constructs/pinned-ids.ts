/**
 * Logical ids of the resources whose replacement loses data: the user pool (Cognito has no
 * backup; a new pool is a new, empty set of accounts) and the two tables. CloudFormation knows a
 * resource by its logical id, which CDK derives from the construct path: moving or renaming a
 * construct would create a new empty pool or table and orphan the old one (RETAIN keeps it, but
 * nothing points at it any more). Each id is fixed here to the one it has always had, so a
 * refactor keeps it; test/infra/pinned-ids.test.ts fails if one changes.
 */
import type { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export const PINNED_LOGICAL_IDS = {
  userPool: 'AuthUserPool8115E87F',
  appTable: 'DataAppTable86AD9EAB',
  readingsTable: 'DataReadingsTableA14E567D',
} as const;

export function pinLogicalId(
  construct: IConstruct,
  logicalId: (typeof PINNED_LOGICAL_IDS)[keyof typeof PINNED_LOGICAL_IDS],
): void {
  (construct.node.defaultChild as CfnElement).overrideLogicalId(logicalId);
}
