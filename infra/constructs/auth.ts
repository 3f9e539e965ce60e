/**
 * Identity: the Cognito user pool, the web app's client, the `admin` group and the
 * PostConfirmation trigger that grants a new account its first subscription.
 *
 * The subscription lives in two custom attributes that the app client may read but never
 * write; only the trigger (and later the payment handler) writes them, with admin API calls.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ADMIN_GROUP, PRODUCT_NAME, SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import type { AppConfig } from '../config';
import { acknowledge } from './acknowledge';
import { AppFunction } from './function';
import { triggerEntries } from '../../lambdas/platform/lambda-entries';
import { pinLogicalId, PINNED_LOGICAL_IDS } from './pinned-ids';

/** `custom:subscription_level` → `subscription_level`: CDK names custom attributes without the prefix. */
const customName = (attribute: string) => attribute.replace(/^custom:/, '');
export const SUBSCRIPTION_LEVEL = customName(SUBSCRIPTION_ATTRIBUTES.level);
export const SUBSCRIPTION_EXPIRY = customName(SUBSCRIPTION_ATTRIBUTES.expiry);

export interface AuthProps {
  config: AppConfig;
  removalPolicy: RemovalPolicy;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly adminGroup: cognito.UserPoolGroup;
  readonly postConfirmation: AppFunction;
  readonly preSignUp: AppFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;
    const threat = config.threatProtection;

    this.postConfirmation = new AppFunction(this, 'PostConfirmation', {
      entry: triggerEntries.postConfirmation,
      description: `${PRODUCT_NAME} ${config.stage}: grant the sign-up subscription after confirmation`,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      // Cognito waits at most 5 s for a trigger, and a failure leaves the new account without a
      // subscription (402 on every subscriber route until repaired): 512 MB buys the CPU for a
      // cold start well inside that budget. Its errors alarm is in monitoring.ts (every function).
      timeout: Duration.seconds(5),
      memorySize: 512,
    });

    this.preSignUp = new AppFunction(this, 'PreSignUp', {
      entry: triggerEntries.preSignUp,
      description: `${PRODUCT_NAME} ${config.stage}: enforce the username rule on sign-up`,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.seconds(5),
      memorySize: 256,
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `fieldwise-${config.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed email only replaces the verified one once its code is confirmed.
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: `${PRODUCT_NAME}: your verification code`,
        emailBody: `Your ${PRODUCT_NAME} verification code is {####}`,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        phoneNumber: { required: false, mutable: true },
        address: { required: false, mutable: true },
        birthdate: { required: false, mutable: true },
      },
      customAttributes: {
        [SUBSCRIPTION_LEVEL]: new cognito.StringAttribute({ mutable: true, minLen: 1, maxLen: 32 }),
        // dd-mm-yyyy
        [SUBSCRIPTION_EXPIRY]: new cognito.StringAttribute({ mutable: true, minLen: 10, maxLen: 10 }),
      },
      // At least 8 characters with lower case, upper case and a digit; symbols not required.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.OFF,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      email: config.email.from
        ? cognito.UserPoolEmail.withSES({
            fromEmail: config.email.from,
            replyTo: config.email.replyTo,
            sesRegion: config.region,
          })
        : cognito.UserPoolEmail.withCognito(config.email.replyTo),
      featurePlan: threat === 'off' ? cognito.FeaturePlan.ESSENTIALS : cognito.FeaturePlan.PLUS,
      ...(threat === 'off'
        ? {}
        : {
            standardThreatProtectionMode:
              threat === 'enforced'
                ? cognito.StandardThreatProtectionMode.FULL_FUNCTION
                : cognito.StandardThreatProtectionMode.AUDIT_ONLY,
          }),
      lambdaTriggers: { postConfirmation: this.postConfirmation.fn, preSignUp: this.preSignUp.fn },
      deletionProtection: config.retainData,
      removalPolicy: props.removalPolicy,
    });

    pinLogicalId(this.userPool, PINNED_LOGICAL_IDS.userPool);

    // The pool references the trigger, so the trigger's role cannot name the pool in its
    // default policy (pool → function → role policy → pool is a cycle). A separate policy
    // attached to the role depends on both but nothing depends on it, which breaks the cycle
    // and still grants this one pool rather than every pool of the account.
    new iam.Policy(this, 'PostConfirmationGrant', {
      roles: [this.postConfirmation.role],
      statements: [
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminUpdateUserAttributes'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });

    const readAttributes = new cognito.ClientAttributes()
      .withStandardAttributes({
        email: true,
        emailVerified: true,
        phoneNumber: true,
        phoneNumberVerified: true,
        address: true,
        birthdate: true,
      })
      .withCustomAttributes(SUBSCRIPTION_LEVEL, SUBSCRIPTION_EXPIRY);
    // What a signed-in user may change about themselves (profile screen). Not the subscription
    // attributes, and not birthdate: the old app kept the expiry there, so nobody writes it.
    const writeAttributes = new cognito.ClientAttributes().withStandardAttributes({
      email: true,
      phoneNumber: true,
      address: true,
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `fieldwise-web-${config.stage}`,
      // SRP only: the password never leaves the browser, not even inside TLS where a proxy or a
      // log could keep it. USER_PASSWORD_AUTH is for the local stand-in alone (cognito-local has
      // no SRP; infra/local/cognito.ts gives its client that flow, config.json says which to use).
      authFlows: { userSrp: true },
      generateSecret: false,
      // No hosted UI: the app has its own login screen.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      authSessionValidity: Duration.minutes(3),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes,
      writeAttributes,
    });

    this.adminGroup = this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Administrators: Fieldwork pages, no subscription check.',
      precedence: 0,
    });

    const pool = this.userPool.node.defaultChild!;
    acknowledge(
      pool,
      'AwsSolutions-COG1',
      'The password policy is the product rule: at least 8 characters with lower case, upper case and digits; ' +
        'symbols are deliberately not required.',
    );
    acknowledge(
      pool,
      'AwsSolutions-COG2',
      'MFA is off: the product has no MFA enrolment or challenge screens, and a user who enrolled through the API ' +
        'alone could no longer sign in to the web app.',
    );
    if (threat === 'off') {
      acknowledge(
        pool,
        'AwsSolutions-COG8',
        'Threat protection needs the Plus feature plan, billed per active user; it is one context switch away ' +
          '(threatProtection=audit|enforced, docs/deploy.md).',
      );
    }
  }
}
