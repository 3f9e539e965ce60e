/**
 * cognito-local, embedded. Built from its lib/ modules (the package has no exports map, and its
 * createDefaultServer insists on <cwd>/.cognito and reads PORT at load), so we choose the data
 * directory and port, run our real Cognito triggers in-process, capture codes into the dev
 * mailbox, and add what cognito-local lacks:
 * - shims for ResendConfirmationCode, GlobalSignOut and GetTokensFromRefreshToken (Amplify 6.22
 *   refreshes with the last one);
 * - the password policy and the app client's write-protected attributes, which real Cognito
 *   enforces and cognito-local does not.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { identityMessages } from '../../shared/messages';
import { isValidPassword } from '../../shared/validation/identity';
import { ADMIN_GROUP } from '../../shared/constants';
import type { Mailbox, MailKind } from './mailbox';
import { localTriggers } from './triggers';

const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped here */
type Any = any;

const services = lib('services') as Any;
const { CognitoServiceFactoryImpl } = lib('services/cognitoService') as Any;
const { CryptoService } = lib('services/crypto') as Any;
const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb') as Any;
const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery') as Any;
const { selectAppropriateDeliveryMethod } = lib('services/messageDelivery/deliveryMethod') as Any;
const { otp } = lib('services/otp') as Any;
const { JwtTokenGenerator } = lib('services/tokenGenerator') as Any;
const { UserPoolServiceFactoryImpl } = lib('services/userPoolService') as Any;
const { Router } = lib('server/Router') as Any;
const { createServer } = lib('server/server') as Any;
const errors = lib('errors') as Any;
const jwt = require(require.resolve('jsonwebtoken', { paths: [require.resolve('cognito-local')] })) as Any;
const publicKey = lib('keys/cognitoLocal.public.json') as { pem: string };
const pino = require(require.resolve('pino', { paths: [require.resolve('cognito-local')] })) as Any;

export const LOCAL_REGION = 'ap-southeast-2';

export interface LocalCognito {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of tokens this pool signs. */
  issuer: string;
  stop(): Promise<void>;
}

export interface LocalCognitoOptions {
  dataDir: string;
  mailbox: Mailbox;
  /** 0 picks a free port. */
  port?: number;
  log?: (line: string) => void;
}

interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The app client as infra/constructs/auth.ts defines it in AWS: what it may write about a user
 * (email, phone, address: never the subscription attributes, which only the server writes), and
 * token lifetimes (1 h ID/access tokens, so Amplify's refresh runs locally too; 30 d refresh).
 */
const APP_CLIENT = {
  ClientName: 'fieldwise-web-local',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
  AccessTokenValidity: 1,
  IdTokenValidity: 1,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
  WriteAttributes: ['email', 'phone_number', 'address'],
};
const WRITABLE_ATTRIBUTES = new Set<string>(APP_CLIENT.WriteAttributes);

const mailKinds: Record<string, MailKind> = {
  SignUp: 'signup',
  ResendCode: 'resend',
  ForgotPassword: 'forgot',
  UpdateUserAttribute: 'attribute',
  VerifyUserAttribute: 'attribute',
};

/**
 * The spec's password rule (shared/validation/identity.ts, the same policy the CDK pool has),
 * refused with Cognito's exception and wording, so the app shows locally what it shows in AWS.
 */
function assertPasswordPolicy(password: unknown): void {
  const value = String(password ?? '');
  if (isValidPassword(value)) return;
  const problem =
    value.length < 8
      ? 'Password not long enough'
      : !/[a-z]/.test(value)
        ? 'Password must have lowercase characters'
        : !/[A-Z]/.test(value)
          ? 'Password must have uppercase characters'
          : !/\d/.test(value)
            ? 'Password must have numeric characters'
            : identityMessages.password;
  throw new errors.CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}

/** Cognito refuses the whole request when the client writes an attribute outside its WriteAttributes. */
function assertClientMayWrite(attributes: { Name: string }[] | undefined): void {
  const bad = (attributes ?? []).find((a) => !WRITABLE_ATTRIBUTES.has(a.Name));
  if (bad) throw new errors.NotAuthorizedError(`A client attempted to write unauthorized attribute`);
}

export async function startCognito(opts: LocalCognitoOptions): Promise<LocalCognito> {
  const dir = join(opts.dataDir, 'cognito');
  mkdirSync(dir, { recursive: true });
  const logger = pino({ level: process.env.COGNITO_LOCAL_LOG ?? 'silent' });
  const ctx = { logger };

  // Read by the token generator at signing time: set to the real address once listening.
  const tokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dir);
  const cognito = await new CognitoServiceFactoryImpl(dir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory)).create(
    ctx,
    {},
  );
  const lambda = new services.LambdaService(localTriggers.functionNames, localTriggers.client);
  const triggers = new services.TriggersService(clock, cognito, lambda, new CryptoService({}));
  const silentSender = { sendEmail: async () => {}, sendSms: async () => {} };
  const inner = new services.MessagesService(triggers, new MessageDeliveryService(silentSender));
  const messages = {
    async deliver(c: Any, source: string, clientId: Any, poolId: string, user: Any, code: string, meta: Any, details: Any) {
      const email = user.Attributes?.find((a: Any) => a.Name === 'email')?.Value ?? null;
      opts.mailbox.add({ username: user.Username, email, kind: mailKinds[source] ?? 'other', code });
      return inner.deliver(c, source, clientId, poolId, user, code, meta, details);
    },
  };
  const svc = {
    clock,
    cognito,
    config: { UserPoolDefaults: {}, TokenConfig: tokenConfig, TriggerFunctions: localTriggers.functionNames },
    messages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };
  const base = Router(svc);

  const shims: Record<string, (c: Any, req: Any) => Promise<unknown>> = {
    async ResendConfirmationCode(c, req) {
      const pool = await cognito.getUserPoolForClientId(c, req.ClientId);
      const user = await pool.getUserByUsername(c, req.Username);
      if (!user) throw new errors.UserNotFoundError('Username/client id combination not found.');
      if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
      const details = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], user);
      const code = otp();
      await messages.deliver(c, 'ResendCode', req.ClientId, pool.options.Id, user, code, req.ClientMetadata, details);
      await pool.saveUser(c, { ...user, ConfirmationCode: code });
      return { CodeDeliveryDetails: details };
    },
    async GlobalSignOut(c, req) {
      let claims: Any;
      try {
        claims = jwt.verify(req.AccessToken, publicKey.pem, { algorithms: ['RS256'] });
      } catch {
        throw new errors.NotAuthorizedError('Invalid Access Token');
      }
      const pool = await cognito.getUserPool(c, String(claims.iss).split('/').pop());
      const user = await pool.getUserByUsername(c, claims.username);
      if (!user) throw new errors.NotAuthorizedError('Invalid Access Token');
      await pool.saveUser(c, { ...user, RefreshTokens: [] });
      return {};
    },
    async GetTokensFromRefreshToken(c, req) {
      const out = (await base('InitiateAuth')(c, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: req.ClientId,
        AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
        ClientMetadata: req.ClientMetadata,
      })) as Any;
      // Without refresh-token rotation (the CDK client has none) Cognito returns no new refresh
      // token; Amplify then keeps the one it has.
      const { RefreshToken: _unused, ...result } = out.AuthenticationResult ?? {};
      return { AuthenticationResult: result };
    },
  };

  // Rules real Cognito enforces that cognito-local does not, checked before the target runs.
  const guards: Record<string, (req: Any) => void> = {
    SignUp(req) {
      assertPasswordPolicy(req.Password);
      assertClientMayWrite(req.UserAttributes);
    },
    ConfirmForgotPassword(req) {
      assertPasswordPolicy(req.Password);
    },
    ChangePassword(req) {
      assertPasswordPolicy(req.ProposedPassword);
    },
    // The admin API follows the pool's policy too (seeding, support tools).
    AdminSetUserPassword(req) {
      assertPasswordPolicy(req.Password);
    },
    AdminCreateUser(req) {
      if (req.TemporaryPassword !== undefined) assertPasswordPolicy(req.TemporaryPassword);
    },
    UpdateUserAttributes(req) {
      assertClientMayWrite(req.UserAttributes);
    },
  };

  // Real Cognito with preventUserExistenceErrors (as the CDK client sets) never tells whether a
  // user name exists; cognito-local does. Answer as Cognito does instead.
  const codeSent = async () => ({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@e***' } });
  const whenUnknownUser: Record<string, (err: Any, req: Any) => Promise<unknown>> = {
    // A wrong password and an unknown user alike (cognito-local says "User not authorized" for
    // the latter, InvalidPasswordException for the former).
    InitiateAuth: async (err, req) => {
      const code = err.code as string | undefined;
      const signIn = req.AuthFlow === 'USER_PASSWORD_AUTH';
      throw signIn && (code === 'InvalidPasswordException' || code === 'UserNotFoundException' || code === 'NotAuthorizedException')
        ? new errors.NotAuthorizedError('Incorrect username or password.')
        : err;
    },
    // "A code was sent", whether or not there was anyone to send it to.
    ForgotPassword: (err) => (err.code === 'UserNotFoundException' ? codeSent() : Promise.reject(err)),
    ResendConfirmationCode: (err) => (err.code === 'UserNotFoundException' ? codeSent() : Promise.reject(err)),
    // A code for nobody is simply a wrong code.
    // (cognito-local's ConfirmSignUp says NotAuthorizedException only when there is no such user)
    ConfirmSignUp: (err) =>
      Promise.reject(err.code === 'UserNotFoundException' || err.code === 'NotAuthorizedException' ? new errors.CodeMismatchError() : err),
    ConfirmForgotPassword: (err) =>
      Promise.reject(err.code === 'UserNotFoundException' ? new errors.CodeMismatchError() : err),
  };

  const router = (target: string) => {
    const run = shims[target] ?? base(target);
    const guard = guards[target];
    const onError = whenUnknownUser[target];
    return async (c: Any, req: Any) => {
      guard?.(req);
      if (!onError) return run(c, req);
      try {
        return await run(c, req);
      } catch (err) {
        return onError(err, req);
      }
    };
  };

  const server = createServer(router, logger, { port: opts.port ?? 0, hostname: '127.0.0.1', development: false, https: false }, svc);
  const http = (await server.start()) as Server;
  const { port } = http.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  tokenConfig.IssuerDomain = endpoint;

  const ids = await ensurePool(opts.dataDir, router, ctx);
  return {
    endpoint,
    ...ids,
    issuer: `${endpoint}/${ids.userPoolId}`,
    stop: () => new Promise<void>((resolve) => {
      http.closeAllConnections?.();
      http.close(() => resolve());
    }),
  };
}

/**
 * Create the pool, client and admin group on first start; afterwards reuse the saved ids (so
 * sessions and bookmarks survive restarts) and bring the client's settings up to date.
 */
async function ensurePool(dataDir: string, router: (t: string) => (c: Any, r: Any) => Promise<Any>, ctx: Any): Promise<PoolIds> {
  const file = join(dataDir, 'local-stack.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
    if (saved.userPoolId && saved.userPoolClientId) {
      try {
        await router('UpdateUserPoolClient')(ctx, { UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId, ...APP_CLIENT });
        return saved;
      } catch (err) {
        // The cognito/ folder was removed by hand: start a new pool.
        if ((err as { code?: string }).code !== 'ResourceNotFoundException') throw err;
      }
    }
  }
  const { UserPool } = await router('CreateUserPool')(ctx, {
    PoolName: 'fieldwise-local',
    AutoVerifiedAttributes: ['email'],
    UsernameConfiguration: { CaseSensitive: false },
    Schema: [
      { Name: 'subscription_level', AttributeDataType: 'String', Mutable: true },
      { Name: 'sub_expiry_date', AttributeDataType: 'String', Mutable: true },
    ],
    Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: false } },
  });
  const { UserPoolClient } = await router('CreateUserPoolClient')(ctx, { UserPoolId: UserPool.Id, ...APP_CLIENT });
  await router('CreateGroup')(ctx, { UserPoolId: UserPool.Id, GroupName: ADMIN_GROUP, Description: 'Administrators', Precedence: 0 });
  const ids = { userPoolId: UserPool.Id as string, userPoolClientId: UserPoolClient.ClientId as string };
  writeFileSync(file, JSON.stringify(ids, null, 2));
  return ids;
}
