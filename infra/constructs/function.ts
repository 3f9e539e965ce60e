/**
 * The house construct for Lambda functions. Every function of the app gets the same runtime
 * (Node.js 22 on ARM64), a log group of its own with a retention, JSON logs, X-Ray tracing, a
 * bundle built locally by esbuild (no Docker) with source map files (read at run time except in
 * prod), and a role that starts with nothing but writing to its own log group. Access to
 * anything else is granted explicitly (`bindTable`, `grantUserPool`, `bindSecret`), so each
 * function's policy reads as its needs.
 */
import { ArnFormat, type CfnElement, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';
import type { ReadingsResources } from './readings-store';
import { lambdaEntry, lockFile, repoRoot } from './paths';

export type TableAccess = 'RO' | 'RW';

export interface AppFunctionProps {
  /** Entry file relative to the repository root, e.g. `lambdas/accounts/handlers/me.ts`. */
  entry: string;
  description: string;
  logRetentionDays: number;
  /** RETAIN in prod so logs outlive a deleted stack; DESTROY elsewhere. */
  removalPolicy: RemovalPolicy;
  environment?: Record<string, string>;
  /** Default 10 s: API Gateway gives up at 29 s, and nothing here should take long. */
  timeout?: Duration;
  /** Default 512 MB: on Lambda, memory also buys CPU, which shortens cold starts. */
  memorySize?: number;
  /**
   * Failed invocations in 5 minutes that raise the function's errors alarm (infra/constructs/
   * monitoring.ts). Default 1: the handler wrapper answers every error itself, so a failed
   * invocation is a crash, a timeout or out of memory.
   */
  alarmErrorsAt?: number;
}

/** Settings every AppFunction of a stack shares, from the stage's configuration. */
export interface FunctionDefaults {
  /** NODE_OPTIONS=--enable-source-maps (off in prod: it slows every cold start). */
  sourceMapsAtRuntime: boolean;
}

const defaultsByStack = new WeakMap<Stack, FunctionDefaults>();

/** Set once by the stack before it creates functions; a stack without them gets source maps. */
export function setFunctionDefaults(stack: Stack, defaults: FunctionDefaults): void {
  defaultsByStack.set(stack, defaults);
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  readonly alarmErrorsAt: number;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.alarmErrorsAt = props.alarmErrorsAt ?? 1;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetentionDays as logs.RetentionDays,
      removalPolicy: props.removalPolicy,
    });

    // Our own role instead of the default one: the default attaches the AWS managed
    // AWSLambdaBasicExecutionRole (logs on every log group of the account).
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (Lambda execution role)`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: lambdaEntry(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      role: this.role,
      timeout: props.timeout ?? Duration.seconds(10),
      memorySize: props.memorySize ?? 512,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      tracing: lambda.Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        // The .map files ship either way (bundling below); this only decides whether Node reads
        // them to rewrite stack traces, which costs every cold start.
        ...((defaultsByStack.get(Stack.of(this))?.sourceMapsAtRuntime ?? true)
          ? { NODE_OPTIONS: '--enable-source-maps' }
          : {}),
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.CJS,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: false,
        // Prefer ES modules of dependencies so esbuild can drop what is unused.
        mainFields: ['module', 'main'],
        // Bundle the AWS SDK we pin and test against instead of the one the runtime happens to ship.
        bundleAwsSDK: true,
        externalModules: [],
      },
    });

    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the handlers are built and tested for; moving to a newer runtime is a deliberate ' +
        'upgrade, not a drift.',
    );
    acknowledge(
      this.role.node.findChild('DefaultPolicy'),
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and, with the Timestream readings store, ' +
        'timestream:DescribeEndpoints do not support resource-level permissions, so AWS requires Resource "*".',
    );
  }

  /** Read-only or read-write data access to a table and its indexes; sets APP_TABLE. */
  bindTable(table: ITable, access: TableAccess, envName = 'APP_TABLE', hasIndexes = true): this {
    if (access === 'RW') table.grantReadWriteData(this.role);
    else table.grantReadData(this.role);
    this.fn.addEnvironment(envName, table.tableName);
    // A table without indexes gets no `/index/*` grant, so there is nothing to acknowledge.
    if (!hasIndexes) return this;
    // The element's own logical id, which honours a pinned (overridden) one.
    const logicalId = Stack.of(table).resolve((table.node.defaultChild as CfnElement).logicalId) as string;
    acknowledge(
      this.role.node.findChild('DefaultPolicy'),
      `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
      "Queries on this table's own global secondary indexes (the app table's GSI1, the readings table's " +
        'ValidByTime, and those later issues add); the grant is limited to indexes of this one table.',
    );
    return this;
  }

  /**
   * Read-only or read-write access to the readings store; sets the variables
   * lambdas/readings/adapters/readings/index.ts reads to pick its adapter.
   */
  bindReadings(readings: ReadingsResources, access: TableAccess): this {
    if (readings.kind === 'dynamodb') return this.bindTable(readings.table, access, 'READINGS_TABLE');
    this.fn.addEnvironment('READINGS_STORE', 'timestream');
    this.fn.addEnvironment('TIMESTREAM_DATABASE', readings.database.ref);
    this.fn.addEnvironment('TIMESTREAM_TABLE', readings.table.attrName);
    const actions = access === 'RW' ? ['timestream:Select', 'timestream:WriteRecords'] : ['timestream:Select'];
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [readings.table.attrArn] }));
    // The SDK asks which endpoint to use first (endpoint discovery); that call has no resource.
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['timestream:DescribeEndpoints'], resources: ['*'] }),
    );
    return this;
  }

  /** Specific Cognito actions on one user pool (by ARN); sets USER_POOL_ID. */
  grantUserPool(
    userPool: { userPoolArn: string; userPoolId: string },
    actions: readonly `cognito-idp:${string}`[],
  ): this {
    if (actions.length === 0) return this;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [...actions], resources: [userPool.userPoolArn] }),
    );
    this.fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    return this;
  }

  /** Read one secret this stack made; the handler receives its ARN in `envName`. */
  bindSecretResource(secret: secretsmanager.ISecret, envName: string): this {
    secret.grantRead(this.role);
    this.fn.addEnvironment(envName, secret.secretArn);
    return this;
  }

  /**
   * Read one Secrets Manager secret by name; the handler receives the name in `envName` and
   * reads the value at run time (never baked into the template or the bundle).
   */
  bindSecret(secretName: string, envName: string): this {
    const stack = Stack.of(this);
    // Secret ARNs end in a random 6-character suffix; "-??????" matches exactly that.
    const arn = stack.formatArn({
      service: 'secretsmanager',
      resource: 'secret',
      resourceName: `${secretName}-??????`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }),
    );
    this.fn.addEnvironment(envName, secretName);
    return this;
  }
}
