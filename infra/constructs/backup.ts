/**
 * AWS Backup for the stage's tables (prod, or any stage with retainData). Point-in-time recovery
 * covers 35 days; these copies outlive that and a table that was replaced or deleted by mistake
 * (a backup belongs to the vault, not to the table). Daily copies kept 35 days, monthly copies
 * kept a year, in a vault of the stage that is retained with the stack.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';

export const DAILY_BACKUP_DAYS = 35;
export const MONTHLY_BACKUP_DAYS = 365;

export interface TableBackupProps {
  stage: string;
  /** ARNs of the tables to copy (DynamoDB tables, or a Timestream table). */
  tableArns: string[];
}

export class TableBackup extends Construct {
  readonly vault: backup.BackupVault;
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    // Never deleted with the stack: it holds the copies that matter after a mistake. Its name is
    // generated, so a stack made again after a delete does not meet the retained vault's name.
    this.vault = new backup.BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: `fieldwise-${props.stage}-tables`,
      backupVault: this.vault,
      backupPlanRules: [
        // 16:00 UTC is 2-3 a.m. in eastern Australia, the quietest hour for growers and gateways.
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ minute: '0', hour: '16' }),
          deleteAfter: Duration.days(DAILY_BACKUP_DAYS),
        }),
        new backup.BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: events.Schedule.cron({ minute: '0', hour: '16', day: '1' }),
          deleteAfter: Duration.days(MONTHLY_BACKUP_DAYS),
        }),
      ],
    });
    const selection = this.plan.addSelection('Tables', {
      backupSelectionName: 'tables',
      resources: props.tableArns.map((arn) => backup.BackupResource.fromArn(arn)),
      allowRestores: true,
    });
    const role = selection.node.findChild('Role');
    for (const policy of ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores']) {
      acknowledge(
        role,
        `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${policy}]`,
        'The service role AWS Backup assumes to copy and restore the selected tables; AWS documents and maintains ' +
          'this managed policy for exactly that, and the selection names the tables.',
      );
    }
  }
}
