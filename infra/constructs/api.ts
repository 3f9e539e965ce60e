/**
 * The REST API (API Gateway v1), built from THE route table (lambdas/platform/routes.ts): one Lambda
 * function per handler module, one method per route. The local gateway (infra/local/) reads
 * the same table, so a route exists in both or in neither. The API, its authorizers, deployment and
 * stage are in this stack; its resources and methods in nested stacks (./api-route-stacks.ts).
 *
 * Security defaults: every method uses the Cognito authorizer (`defaultMethodOptions`) unless
 * its route is `public`, which is opted out explicitly and visibly. The handlers still check
 * the access level (user / subscriber / admin) from the verified claims.
 */
import { type CfnElement, Duration, type NestedStack, RemovalPolicy, Size } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { handlerModules, routes, type HandlerModuleName, type RouteDef } from '../../lambdas/platform/routes';
import { gatewayAuthorizerEntry, handlerEntry, userOrKeyAuthorizerEntry } from '../../lambdas/platform/lambda-entries';
import { API_REQUEST_HEADERS, GATEWAY_CREDENTIAL_GRACE_SECONDS, PRODUCT_NAME } from '@shared/constants';
import { API_KEY_AUTH_CACHE_SECONDS } from '@shared/api-keys/rules';
import type { AppConfig } from '../config';
import { contract } from '@shared/contract';
import { acknowledge } from './acknowledge';
import { API_MIN_COMPRESSION_BYTES } from './api-compression';
import { placeRouteSubtrees } from './api-route-stacks';
import { moduleNeeds, type ModuleNeeds } from './api-needs';
import { moduleBudgets } from './api-budgets';
import { grantAlertDelivery, grantOwnerEmail } from './alert-delivery';
import { AppFunction } from './function';
import { gatewayResponses } from './api-errors';
import { createExecutionLogs } from './api-execution-logs';
import type { ReadingsResources } from './readings-store';

export interface ApiProps {
  config: AppConfig;
  removalPolicy: RemovalPolicy;
  userPool: cognito.IUserPool;
  table: ITable;
  /** The readings store (DynamoDB table or Timestream table). */
  readings: ReadingsResources;
  /**
   * The authorizer of `access: 'gateway'` routes (sensor gateways pushing readings with their own
   * credentials, not a user token). Default: a REQUEST authorizer on lambdas/sensors/authorizers/gateway.ts,
   * made when the route table has a gateway route; tests pass their own.
   */
  gatewayAuthorizer?: apigw.IAuthorizer;
  /** The route table; default lambdas/platform/routes.ts (tests pass their own). */
  routes?: readonly RouteDef[];
  /** Grants per handler module; default ./api-needs.ts. */
  needs?: Readonly<Record<string, ModuleNeeds>>;
}

/**
 * Execution logging and metrics of the stage; a method with settings of its own repeats them (a
 * method's settings replace the stage's, they do not add to them).
 */
const STAGE_LOGGING = {
  loggingLevel: apigw.MethodLoggingLevel.ERROR,
  // Never log bodies: they carry personal data and tokens.
  dataTraceEnabled: false,
  metricsEnabled: true,
} as const;

/** What the execution-log role and account setting were called under the API before the split. */
const PRE_SPLIT_LOGICAL_IDS = {
  CloudWatchRole: 'ApiRestApiCloudWatchRoleB7879BFC',
  Account: 'ApiRestApiAccount598A1DA6',
} as const;

/**
 * How long a warm function trusts a shared farm's membership and its owner's plan once read
 * (lambdas/platform/farm-access): a removed member, a changed role or a lapsed plan applies to
 * requests within this, inside the minute docs/deploy.md promises.
 */
export const FARM_ACCESS_CACHE_SECONDS = 30;

/** The gateway authorizer's cache: the longest a rotated or deleted credential still posts. */
export const GATEWAY_AUTH_CACHE_SECONDS = GATEWAY_CREDENTIAL_GRACE_SECONDS;

export class Api extends Construct {
  readonly restApi: apigw.RestApi;
  /** The nested stacks holding the API's resources and methods (./api-route-stacks.ts). */
  readonly routeStacks: NestedStack[];
  /** The function of each handler module, by module name. */
  readonly functions: Record<string, AppFunction>;
  readonly accessLogs: logs.LogGroup;
  /** API Gateway's execution log group, made here so it has the stage's retention. */
  readonly executionLogs: logs.LogGroup;
  /** The gateway credential authorizer's function, when the table has gateway routes. */
  gatewayAuthorizerFunction?: AppFunction;
  /** The user-or-key authorizer's function, when the table has routes marked `apiKey`. */
  userOrKeyAuthorizerFunction?: AppFunction;
  /**
   * The value CloudFront sends in the x-origin-verify header; every handler refuses a request
   * without it (lambdas/platform/origin-guard.ts), so the public execute-api URL cannot bypass CloudFront.
   */
  readonly originSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;
    const routeTable = props.routes ?? (routes as readonly RouteDef[]);
    const modules = props.routes ? [...new Set(routeTable.map((r) => r.module))] : handlerModules;
    const needsOf = props.needs ?? (moduleNeeds as Readonly<Record<string, ModuleNeeds>>);

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: config.logRetentionDays as logs.RetentionDays,
      removalPolicy: props.removalPolicy,
    });

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `${PRODUCT_NAME} ${config.stage}: the x-origin-verify header CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.originSecret,
      'AwsSolutions-SMG4',
      'The value is also set on the CloudFront origin, which only a deployment updates; it is rotated by changing ' +
        'the secret and redeploying (docs/deploy.md), not by a rotation Lambda.',
    );

    const authorizer = new apigw.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [props.userPool],
      identitySource: apigw.IdentitySource.header('Authorization'),
      resultsCacheTtl: Duration.minutes(5),
    });

    const methods = [...new Set(routeTable.map((r) => r.method))];
    // The site calls the API on its own origin (CloudFront /api/*), which needs no CORS.
    // Named origins (e.g. a developer's Vite server) get a preflight; never "*".
    const cors: apigw.CorsOptions | undefined = config.allowedOrigins.length
      ? {
          allowOrigins: config.allowedOrigins,
          allowMethods: [...methods, 'OPTIONS'],
          // The farm header chooses a farm shared with the caller; the token still says who calls.
          // The same list the local gateway's preflight allows (infra/local/gateway.ts).
          allowHeaders: [...API_REQUEST_HEADERS],
          allowCredentials: true,
          maxAge: Duration.hours(1),
        }
      : undefined;
    // Not 'RestApi': that API held its resources and methods in this stack. Its successor holds them
    // in nested stacks (./api-route-stacks.ts), and a resource cannot move between stacks on the
    // same API (the new one is created before the old one is deleted, and API Gateway refuses a
    // second resource with the same path), so a deployed stage's update makes a new API and
    // CloudFront switches to it (docs/deploy.md, "API routes in nested stacks").
    this.restApi = new apigw.RestApi(this, 'RestApiSplit', {
      restApiName: `fieldwise-${config.stage}`,
      description: `${PRODUCT_NAME} API (${config.stage})`,
      // CloudFront is the edge; an edge-optimised API would add a second CloudFront hop.
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      // Execution logs need the account-level API Gateway → CloudWatch role.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: config.stage,
        accessLogDestination: new apigw.LogGroupLogDestination(this.accessLogs),
        accessLogFormat: apigw.AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
        ...STAGE_LOGGING,
        tracingEnabled: true,
        throttlingRateLimit: config.api.rateLimit,
        throttlingBurstLimit: config.api.burstLimit,
        methodOptions: gatewayThrottling(routeTable, config),
      },
      defaultMethodOptions: {
        authorizationType: apigw.AuthorizationType.COGNITO,
        authorizer,
      },
      // The farm-year export's zip: the handler answers it base64, which API Gateway turns back into
      // bytes for a request that accepts application/zip (docs/api.md).
      binaryMediaTypes: ['application/zip'],
      // Answers of 1 kB and more gzipped for clients that accept it (./api-compression.ts).
      minCompressionSize: Size.bytes(API_MIN_COMPRESSION_BYTES),
    });
    // The account-level execution-log role and setting are the same for the new API: keep the ids
    // they had under the old one, so the update leaves them alone.
    for (const [id, logicalId] of Object.entries(PRE_SPLIT_LOGICAL_IDS)) {
      const child = this.restApi.node.findChild(id);
      ((child.node.defaultChild ?? child) as CfnElement).overrideLogicalId(logicalId);
    }

    this.executionLogs = createExecutionLogs(this, this.restApi, {
      stageName: config.stage,
      retentionDays: config.logRetentionDays,
      removalPolicy: props.removalPolicy,
    });

    // The stack exports the URL itself (ApiUrl); drop RestApi's unnamed duplicate output.
    this.restApi.node.tryRemoveChild('Endpoint');

    const validator = this.restApi.addRequestValidator('Validator', {
      requestValidatorName: 'parameters-and-body',
      validateRequestParameters: true,
      validateRequestBody: true,
    });

    gatewayResponses(this.restApi, config.allowedOrigins);

    // One function per handler module, with the grants its module needs.
    const farmModules = new Set(routeTable.filter(isFarmRoute).map((r) => r.module));
    const functions: Record<string, AppFunction> = {};
    for (const module of modules) {
      const needs = needsOf[module];
      if (!needs)
        throw new Error(
          `Handler module '${module}' has no entry in infra/constructs/api-needs.ts: say what it may access.`,
        );
      const fn = new AppFunction(this, `Handler-${module}`, {
        entry: handlerEntry(module),
        description: `${PRODUCT_NAME} ${config.stage}: ${module} routes`,
        logRetentionDays: config.logRetentionDays,
        removalPolicy: props.removalPolicy,
        ...functionBudget(module),
        // The preflight is answered by API Gateway; the actual response must carry
        // Access-Control-Allow-Origin too, which only the handler can set (echoing a listed origin).
        ...(config.allowedOrigins.length ? { environment: { ALLOWED_ORIGINS: config.allowedOrigins.join(',') } } : {}),
      });
      fn.bindSecretResource(this.originSecret, 'ORIGIN_SECRET_ARN');
      fn.fn.addEnvironment('FARM_ACCESS_CACHE_SECONDS', String(FARM_ACCESS_CACHE_SECONDS));
      // A request in a shared farm is judged by the owner's plan (a lapsed one makes the farm
      // read-only for every member), read from the pool by lambdas/platform/farm-access.
      if (farmModules.has(module)) fn.grantUserPool(props.userPool, ['cognito-idp:AdminGetUser']);
      if (needs.table) fn.bindTable(props.table, needs.table);
      if (needs.readings) fn.bindReadings(props.readings, needs.readings);
      if (needs.userPool) fn.grantUserPool(props.userPool, needs.userPool);
      if (needs.alerts) grantAlertDelivery(fn, config, props.userPool);
      else if (needs.ownerEmail) grantOwnerEmail(fn, config, props.userPool);
      if (needs.forecastViews) {
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['dynamodb:PutItem'],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['FORECAST#*'] } },
          }),
        );
      }
      // Without a configured key the function serves simulated weather and reads no secret.
      if (needs.weatherKey && config.secrets.weatherApiKey)
        fn.bindSecret(config.secrets.weatherApiKey, 'WEATHER_API_KEY_SECRET');
      // Without a Square token the function charges through the sandbox provider; with one, Square's
      // sandbox or production API as squareEnvironment says.
      // prod: the function refuses the sandbox and Square's sandbox environment outright, so no
      // hand-edited setting can make it accept the test card (lambdas/payments/adapters/provider).
      if (needs.squareToken && config.livePaymentsOnly) fn.fn.addEnvironment('PAYMENTS_LIVE_ONLY', 'true');
      if (needs.squareToken && config.secrets.squareAccessToken) {
        fn.bindSecret(config.secrets.squareAccessToken, 'SQUARE_ACCESS_TOKEN_SECRET');
        fn.fn.addEnvironment('SQUARE_ENVIRONMENT', config.squareEnvironment ?? 'sandbox');
        if (config.square.locationId) fn.fn.addEnvironment('SQUARE_LOCATION_ID', config.square.locationId);
      }
      functions[module] = fn;
    }
    this.functions = functions;

    // One integration per function: a single invoke permission scoped to this API instead of
    // one per method, so the function policy stays small as routes grow. Each handler still
    // finds its own route by method + resource and refuses any other.
    const integrations = new Map<string, apigw.LambdaIntegration>();
    for (const module of modules) {
      integrations.set(
        module,
        new apigw.LambdaIntegration(functions[module]!.fn, { proxy: true, scopePermissionToMethod: false }),
      );
    }

    // Gateways present their own ingest credential; this REQUEST authorizer checks it against
    // the stored hash (lambdas/sensors/authorizers/gateway.ts) and hands gatewayId + owner to the handler.
    let gatewayAuthorizer = props.gatewayAuthorizer;
    if (!gatewayAuthorizer && routeTable.some((r) => r.access === 'gateway')) {
      const fn = new AppFunction(this, 'GatewayAuthorizerFn', {
        entry: gatewayAuthorizerEntry,
        description: `${PRODUCT_NAME} ${config.stage}: gateway credential authorizer`,
        logRetentionDays: config.logRetentionDays,
        removalPolicy: props.removalPolicy,
        // It refuses a credential by throwing ("Unauthorized"), which Lambda counts as an error:
        // a few are a gateway with an old credential, a storm is a fleet or an attacker.
        alarmErrorsAt: 50,
      }).bindTable(props.table, 'RO');
      gatewayAuthorizer = new apigw.RequestAuthorizer(this, 'GatewayAuthorizer', {
        handler: fn.fn,
        identitySources: [apigw.IdentitySource.header('Authorization')],
        // A rotated or deleted credential keeps working until its cached answer expires.
        resultsCacheTtl: Duration.seconds(GATEWAY_AUTH_CACHE_SECONDS),
      });
      this.gatewayAuthorizerFunction = fn;
    }

    // Routes an outside program may read with a personal API key: the Cognito authorizer cannot read
    // `ApiKey <key>`, so a REQUEST authorizer takes either an ID token or a key
    // (lambdas/accounts/authorizers/user-or-key.ts). Its 60 s cache is the longest a revoked key works.
    let userOrKeyAuthorizer: apigw.IAuthorizer | undefined;
    const keyRoutes = routeTable.filter((r) => r.apiKey === true);
    if (keyRoutes.length) {
      const fn = new AppFunction(this, 'UserOrKeyAuthorizerFn', {
        entry: userOrKeyAuthorizerEntry,
        description: `${PRODUCT_NAME} ${config.stage}: ID token or personal API key authorizer`,
        logRetentionDays: config.logRetentionDays,
        removalPolicy: props.removalPolicy,
        // A refusal is a thrown "Unauthorized", counted as an error: a storm is someone guessing keys.
        alarmErrorsAt: 50,
      })
        .bindTable(props.table, 'RO')
        // The key owner's plan, read from the pool (never from the client).
        .grantUserPool(props.userPool, ['cognito-idp:AdminGetUser']);
      userOrKeyAuthorizer = new apigw.RequestAuthorizer(this, 'UserOrKeyAuthorizer', {
        handler: fn.fn,
        identitySources: [apigw.IdentitySource.header('Authorization')],
        resultsCacheTtl: Duration.seconds(API_KEY_AUTH_CACHE_SECONDS),
      });
      this.userOrKeyAuthorizerFunction = fn;
      // Each use of a key is counted (rate limit) and stamped (last used) by the route's function,
      // in the API_KEY_USE# partition only, even where the function otherwise only reads.
      for (const module of new Set(keyRoutes.map((r) => r.module))) {
        functions[module]!.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['dynamodb:UpdateItem', 'dynamodb:PutItem'],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['API_KEY_USE#*'] } },
          }),
        );
      }
    }

    this.routeStacks = placeRouteSubtrees(
      this,
      this.restApi,
      routeTable.map((r) => r.path),
      `${PRODUCT_NAME} (${config.stage}): API Gateway resources and methods of some route subtrees`,
    );
    // The deployment snapshots the methods, so it waits for the stacks that make them; each method
    // still adds itself to the deployment's id (a changed route makes a new deployment).
    for (const stack of this.routeStacks) this.restApi.latestDeployment?.node.addDependency(stack);

    // Preflights only where a browser calls: not on the path's intermediate resources, which
    // have no method, nor on gateway routes (devices and network servers send no preflight).
    // Each OPTIONS method is a resource of its route stack, which stays under CloudFormation's 500.
    const preflighted = new Set<apigw.IResource>();
    for (const route of routeTable) {
      const resource = this.restApi.root.resourceForPath(route.path);
      if (cors && route.access !== 'gateway' && !preflighted.has(resource)) {
        resource.addCorsPreflight(cors);
        preflighted.add(resource);
      }
      const method = resource.addMethod(route.method, integrations.get(route.module)!, {
        ...this.methodAuth(route, gatewayAuthorizer, userOrKeyAuthorizer),
        requestValidator: validator,
        requestParameters: pathParameters(route.path),
        operationName: `${route.module}.${route.operation}`,
      });
      if (route.apiKey === true) {
        acknowledge(
          method,
          'AwsSolutions-COG4',
          `${route.method} ${route.path} is readable with a personal API key: its REQUEST authorizer verifies a ` +
            `Cognito ID token as the Cognito authorizer does, or the key.`,
        );
      }
      if (route.access === 'gateway') {
        acknowledge(
          method,
          'AwsSolutions-COG4',
          `${route.method} ${route.path} is called by sensor gateways (devices, not users) with their own ` +
            `credential, checked by the gateway REQUEST authorizer.`,
        );
      }
      if (route.access === 'public') {
        acknowledge(
          method,
          'AwsSolutions-APIG4',
          `${route.method} ${route.path} is public by design (access 'public' in lambdas/platform/routes.ts).`,
        );
        acknowledge(
          method,
          'AwsSolutions-COG4',
          `${route.method} ${route.path} is public by design (access 'public' in lambdas/platform/routes.ts).`,
        );
      }
    }

    // CORS preflights (OPTIONS answering 204 with Access-Control-* headers) need no
    // acknowledgement: cdk-nag recognises them and does not ask for an authorizer.

    acknowledge(
      this.restApi.node.findChild('CloudWatchRole'),
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/' +
        'service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The account-level role API Gateway uses for execution logs; ' +
        'AWS documents this managed policy as the way to grant it.',
    );
    acknowledge(
      this.restApi.deploymentStage.node.defaultChild!,
      'AwsSolutions-APIG3',
      'The API answers only requests that came through CloudFront (/api/*), which adds a secret x-origin-verify ' +
        'header every handler checks (lambdas/platform/origin-guard.ts); the WAF web ACL sits on CloudFront when ' +
        'webAclArn is configured.',
    );
  }

  /**
   * Cognito for user routes (the default); explicit NONE for public; the gateway authorizer for
   * gateways; the user-or-key authorizer for routes marked `apiKey`.
   */
  private methodAuth(
    route: RouteDef,
    gatewayAuthorizer?: apigw.IAuthorizer,
    userOrKeyAuthorizer?: apigw.IAuthorizer,
  ): apigw.MethodOptions {
    if (route.apiKey === true) {
      if (route.method !== 'GET' || (route.access !== 'user' && route.access !== 'subscriber') || !userOrKeyAuthorizer)
        throw new Error(
          `Route ${route.method} ${route.path} is marked apiKey: only GET routes of signed-in users may be.`,
        );
      return { authorizer: userOrKeyAuthorizer, authorizationType: userOrKeyAuthorizer.authorizationType };
    }
    switch (route.access) {
      case 'public':
        return {
          authorizationType: apigw.AuthorizationType.NONE,
          authorizer: { authorizerId: '', authorizationType: apigw.AuthorizationType.NONE },
        };
      case 'gateway':
        if (!gatewayAuthorizer) {
          throw new Error(
            `Route ${route.method} ${route.path} has access 'gateway' but the API has no gateway authorizer. ` +
              'Pass one to the Api construct (props.gatewayAuthorizer) before adding gateway routes.',
          );
        }
        return { authorizer: gatewayAuthorizer, authorizationType: gatewayAuthorizer.authorizationType };
      default:
        return {};
    }
  }
}

/**
 * Gateway (ingest) methods get limits of their own: gateways report on the same clock tick, and
 * that burst must neither be refused by the browsers' limit nor use it up.
 */
function gatewayThrottling(
  routeTable: readonly RouteDef[],
  config: AppConfig,
): Record<string, apigw.MethodDeploymentOptions> {
  const limits = {
    ...STAGE_LOGGING,
    throttlingRateLimit: config.ingest.rateLimit,
    throttlingBurstLimit: config.ingest.burstLimit,
  };
  return Object.fromEntries(
    routeTable.filter((r) => r.access === 'gateway').map((r) => [`${r.path}/${r.method}`, limits]),
  );
}

/** A module's timeout and memory when it needs more than the house defaults (./api-budgets.ts). */
function functionBudget(module: string): { timeout?: Duration; memorySize?: number } {
  const budget = moduleBudgets[module as HandlerModuleName];
  return {
    ...(budget?.timeoutSeconds ? { timeout: Duration.seconds(budget.timeoutSeconds) } : {}),
    ...(budget?.memoryMb ? { memorySize: budget.memoryMb } : {}),
  };
}

/** A route that may act in a farm shared with the caller (the contract's `farm`). */
function isFarmRoute(route: RouteDef): boolean {
  return route.id !== undefined && 'farm' in contract[route.id];
}

/** `{fieldId}` in a path becomes a required path parameter, checked by the request validator. */
function pathParameters(path: string): Record<string, boolean> | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.length ? Object.fromEntries(names.map((n) => [`method.request.path.${n}`, true])) : undefined;
}
