/**
 * cognito-local, embedded. Built from its lib/ modules (the package has no exports map, and its
 * createDefaultServer insists on <cwd>/.cognito and reads PORT at load), so we choose the data
 * directory and port, run our real Cognito triggers in-process, capture codes into the dev
 * mailbox, and add what cognito-local lacks:
 * - shims for ResendConfirmationCode, GlobalSignOut and GetTokensFromRefreshToken (Amplify 6.22
 *   refreshes with the last one);
 * - the password policy and the app client's write-protected attributes, which real Cognito
 *   enforces and cognito-local does not;
 * - what keeps other people on the machine out (cognito-local trusts anyone): tokens signed with
 *   this data folder's own key (local-secrets.ts), access tokens verified before a target acts on
 *   them, and the admin API open only to requests signed with the stack's credentials (SigV4);
 * - case-insensitive user names, as the CDK pool has (`DEMO` is `demo`), and its keep-original email;
 * - verification codes only for email changes, as the CDK pool auto-verifies only email;
 * - crash-safe data files (cognito-store.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { identityMessages } from '@shared/messages';
import { isValidPassword } from '@shared/validation/identity';
import { ADMIN_GROUP } from '@shared/constants';
import { writeFileAtomicSync } from './atomic-file';
import { AtomicDataStoreFactory } from './cognito-store';
import { loadLocalSecrets, type LocalCredentials } from './local-secrets';
import type { Mailbox, MailKind } from './mailbox';
import { checkSigV4 } from './sigv4';
import { localTriggers } from './triggers';
import { readBody } from './read-body';

const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);
// cognito-local's internals have no types.
type Any = any;

const services = lib('services') as Any;
const { CognitoServiceFactoryImpl } = lib('services/cognitoService') as Any;
const { CryptoService } = lib('services/crypto') as Any;
const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery') as Any;
const { selectAppropriateDeliveryMethod } = lib('services/messageDelivery/deliveryMethod') as Any;
const { otp } = lib('services/otp') as Any;
const { JwtTokenGenerator } = lib('services/tokenGenerator') as Any;
const { UserPoolServiceFactoryImpl } = lib('services/userPoolService') as Any;
const { Router } = lib('server/Router') as Any;
const { createServer } = lib('server/server') as Any;
const errors = lib('errors') as Any;
const jwt = require(require.resolve('jsonwebtoken', { paths: [require.resolve('cognito-local')] })) as Any;
const pino = require(require.resolve('pino', { paths: [require.resolve('cognito-local')] })) as Any;

export const LOCAL_REGION = 'ap-southeast-2';

export interface LocalCognito {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of tokens this pool signs. */
  issuer: string;
  /** The only key tokens of this pool are signed with (what its JWKS publishes). */
  jwks: { keys: Record<string, string>[] };
  /** The stack's own credentials: the admin API answers only requests signed with them. */
  credentials: LocalCredentials;
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
 * Unlike AWS, where the client allows SRP only, it keeps USER_PASSWORD_AUTH: cognito-local has no
 * SRP, and the local config.json tells the web app to use that flow.
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

/** The pool's auto-verified attributes (as the CDK pool's autoVerify): only a change to one sends a code. */
const AUTO_VERIFIED_ATTRIBUTES = new Set(['email']);
/** Set on a request's context when its target must not send a verification code. */
const NO_CODES = Symbol('no verification codes');

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

/**
 * The actions Cognito serves without IAM credentials: the app client's own calls, authorised by
 * the client id, a code, a password or the user's access token. Every other action (Admin*,
 * ListUsers, pool and group management) is the admin API, which AWS serves only to IAM-signed
 * requests.
 */
const PUBLIC_TARGETS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'ChangePassword',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'DeleteUser',
  'SetUserMFAPreference',
  'SetUserSettings',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
]);

/** cognito-local's own body parser stops at 100 KB; so do we (Cognito requests are small). */
const MAX_BODY = 100 * 1024;

/**
 * User names are case-insensitive in the CDK pool (UsernameConfiguration.CaseSensitive false),
 * which cognito-local ignores: a name is found by an exact match first, then by one that differs
 * only in case. So `DEMO` signs in as `demo`, and signing up `Demo` finds `demo` taken. A user
 * keeps the spelling it was created with.
 */
function caseInsensitiveUserNames(factory: Any): Any {
  return {
    async create(...args: Any[]) {
      const pool = await factory.create(...args);
      const exact = pool.getUserByUsername.bind(pool);
      pool.getUserByUsername = async (c: Any, username: unknown) => {
        // cognito-local looks a name up as a plain key, so `__proto__` or `constructor` "finds"
        // Object.prototype or a function: only a stored user (it has a Username) is a hit.
        const found = await exact(c, username);
        const hit = found && typeof found.Username === 'string' ? found : null;
        if (hit || typeof username !== 'string') return hit;
        const wanted = username.toLowerCase();
        const users = (await pool.dataStore.get(c, 'Users', {})) as Record<string, Any>;
        return Object.values(users).find((u) => String(u.Username).toLowerCase() === wanted) ?? null;
      };
      return pool;
    },
  };
}

function awsJson(res: ServerResponse, status: number, body: unknown, type = 'application/x-amz-json-1.1'): void {
  res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

export async function startCognito(opts: LocalCognitoOptions): Promise<LocalCognito> {
  const dir = join(opts.dataDir, 'cognito');
  mkdirSync(dir, { recursive: true });
  const secrets = loadLocalSecrets(opts.dataDir);
  const { privateKey, kid, jwk } = secrets.signing;
  const publicKey = createPublicKey(privateKey);
  const jwks = { keys: [jwk] };
  const logger = pino({ level: process.env.COGNITO_LOCAL_LOG ?? 'silent' });
  const ctx = { logger };

  // Read by the token generator at signing time: set to the real address once listening.
  const tokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  const clock = new services.DateClock();
  const dataStoreFactory = new AtomicDataStoreFactory(dir);
  const cognito = await new CognitoServiceFactoryImpl(
    dir,
    dataStoreFactory,
    caseInsensitiveUserNames(new UserPoolServiceFactoryImpl(clock, dataStoreFactory)),
  ).create(ctx, {});
  const lambda = new services.LambdaService(localTriggers.functionNames, localTriggers.client);
  const triggers = new services.TriggersService(clock, cognito, lambda, new CryptoService({}));
  const silentSender = { sendEmail: async () => {}, sendSms: async () => {} };
  const inner = new services.MessagesService(triggers, new MessageDeliveryService(silentSender));
  const messages = {
    async deliver(
      c: Any,
      source: string,
      clientId: Any,
      poolId: string,
      user: Any,
      code: string,
      meta: Any,
      details: Any,
    ) {
      if (c?.[NO_CODES]) return;
      // A pending email change (kept apart until verified) is where Cognito sends its code.
      const pending = user.UnverifiedAttributeChanges?.find((a: Any) => a.Name === 'email')?.Value;
      const email = pending ?? user.Attributes?.find((a: Any) => a.Name === 'email')?.Value ?? null;
      opts.mailbox.add({ username: user.Username, email, kind: mailKinds[source] ?? 'other', code });
      return inner.deliver(c, source, clientId, poolId, user, code, meta, details);
    },
  };
  // cognito-local signs with the private key in its package: sign the same claims again with ours.
  const ownKeyTokens = (generator: Any) => ({
    async generate(...args: Any[]) {
      const tokens = await generator.generate(...args);
      const resign = (token: string) =>
        jwt.sign(jwt.decode(token), privateKey, { algorithm: 'RS256', keyid: kid }) as string;
      return {
        AccessToken: resign(tokens.AccessToken),
        IdToken: resign(tokens.IdToken),
        RefreshToken: resign(tokens.RefreshToken),
      };
    },
  });
  // cognito-local reads an access token's claims without checking its signature; Cognito refuses
  // a token it did not sign, or one that has expired.
  const verifyAccessToken = (token: unknown): Any => {
    try {
      const claims = jwt.verify(String(token), publicKey, { algorithms: ['RS256'] });
      if (claims.token_use === 'access') return claims;
    } catch {
      // refused below
    }
    throw new errors.NotAuthorizedError('Invalid Access Token');
  };
  const svc = {
    clock,
    cognito,
    config: { UserPoolDefaults: {}, TokenConfig: tokenConfig, TriggerFunctions: localTriggers.functionNames },
    messages,
    otp,
    tokenGenerator: ownKeyTokens(new JwtTokenGenerator(clock, triggers, tokenConfig)),
    triggers,
  };
  const base = Router(svc);

  const shims: Record<string, (c: Any, req: Any) => Promise<unknown>> = {
    // The sign-up code went to the e-mail address (the pool's auto-verified attribute): Cognito
    // marks it verified on confirmation; cognito-local does not. A farm invitation is matched
    // against the verified address only.
    async ConfirmSignUp(c, req) {
      const out = await base('ConfirmSignUp')(c, req);
      const pool = await cognito.getUserPoolForClientId(c, req.ClientId);
      const user = await pool.getUserByUsername(c, req.Username);
      const attributes = (user?.Attributes ?? []) as { Name: string; Value: string }[];
      if (user && attributes.some((a) => a.Name === 'email')) {
        const rest = attributes.filter((a) => a.Name !== 'email_verified');
        await pool.saveUser(c, { ...user, Attributes: [...rest, { Name: 'email_verified', Value: 'true' }] });
      }
      return out;
    },
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
      const claims = verifyAccessToken(req.AccessToken);
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
  const codeSent = async () => ({
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'u***@e***' },
  });
  const whenUnknownUser: Record<string, (err: Any, req: Any) => Promise<unknown>> = {
    // A wrong password and an unknown user alike (cognito-local says "User not authorized" for
    // the latter, InvalidPasswordException for the former).
    InitiateAuth: async (err, req) => {
      const code = err.code as string | undefined;
      const signIn = req.AuthFlow === 'USER_PASSWORD_AUTH';
      throw signIn &&
        (code === 'InvalidPasswordException' || code === 'UserNotFoundException' || code === 'NotAuthorizedException')
        ? new errors.NotAuthorizedError('Incorrect username or password.')
        : err;
    },
    // "A code was sent", whether or not there was anyone to send it to.
    ForgotPassword: (err) => (err.code === 'UserNotFoundException' ? codeSent() : Promise.reject(err)),
    ResendConfirmationCode: (err) => (err.code === 'UserNotFoundException' ? codeSent() : Promise.reject(err)),
    // A code for nobody is simply a wrong code.
    // (cognito-local's ConfirmSignUp says NotAuthorizedException only when there is no such user)
    ConfirmSignUp: (err) =>
      Promise.reject(
        err.code === 'UserNotFoundException' || err.code === 'NotAuthorizedException'
          ? new errors.CodeMismatchError()
          : err,
      ),
    ConfirmForgotPassword: (err) =>
      Promise.reject(err.code === 'UserNotFoundException' ? new errors.CodeMismatchError() : err),
    // cognito-local says InvalidPasswordException for a wrong old password; Cognito says
    // NotAuthorizedException (the new one's policy is checked before, by the guard above).
    ChangePassword: (err) =>
      Promise.reject(
        err.code === 'InvalidPasswordException'
          ? new errors.NotAuthorizedError('Incorrect username or password.')
          : err,
      ),
  };

  /**
   * cognito-local sends a verification code whenever a contact attribute changes, and stores it
   * over any code the user is waiting for. Cognito sends one only for an auto-verified attribute
   * (email here): a phone or address change sends nothing and leaves a pending email code valid.
   */
  const userOf = async (c: Any, target: string, req: Any): Promise<{ pool: Any; user: Any } | null> => {
    if (target === 'AdminUpdateUserAttributes') {
      const pool = await cognito.getUserPool(c, req.UserPoolId);
      return { pool, user: await pool.getUserByUsername(c, req.Username) };
    }
    const claims = verifyAccessToken(req.AccessToken);
    const pool = await cognito.getUserPoolForClientId(c, claims.client_id);
    return { pool, user: await pool.getUserByUsername(c, claims.sub) };
  };
  const withoutCodesUnlessAutoVerified =
    (target: string, run: (c: Any, req: Any) => Promise<unknown>) => async (c: Any, req: Any) => {
      const names = ((req?.UserAttributes ?? []) as { Name?: string }[]).map((a) => String(a?.Name));
      if (names.some((n) => AUTO_VERIFIED_ATTRIBUTES.has(n))) return run(c, req);
      const before = await userOf(c, target, req);
      const out = await run({ ...c, [NO_CODES]: true }, req);
      if (before?.user) {
        const after = await before.pool.getUserByUsername(c, before.user.Username);
        if (after)
          await before.pool.saveUser(c, { ...after, AttributeVerificationCode: before.user.AttributeVerificationCode });
      }
      return out;
    };
  const attributeTargets = new Set(['UpdateUserAttributes', 'AdminUpdateUserAttributes']);

  const router = (target: string) => {
    const plain = shims[target] ?? base(target);
    const run = attributeTargets.has(target) ? withoutCodesUnlessAutoVerified(target, plain) : plain;
    const guard = guards[target];
    const onError = whenUnknownUser[target];
    return async (c: Any, req: Any) => {
      if (req && typeof req === 'object' && 'AccessToken' in req) verifyAccessToken(req.AccessToken);
      guard?.(req);
      if (!onError) return run(c, req);
      try {
        return await run(c, req);
      } catch (err) {
        return onError(err, req);
      }
    };
  };

  const app = createServer(
    router,
    logger,
    { port: 0, hostname: '127.0.0.1', development: false, https: false },
    svc,
  ).application;
  let endpoint = '';
  // In front of cognito-local's express app: our JWKS, and the admin API's signature check
  // (which needs the raw body; the parsed body is handed on, so the app does not read it again).
  const frontDoor = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const pool = /^\/([^/]+)\/\.well-known\/(jwks\.json|openid-configuration)$/.exec(path);
    if (req.method === 'GET' && pool) {
      const issuer = `${endpoint}/${pool[1]}`;
      const doc =
        pool[2] === 'jwks.json'
          ? jwks
          : { issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] };
      return awsJson(res, 200, doc, 'application/json');
    }
    if (req.method === 'POST' && path === '/') {
      const body = await readBody(req, MAX_BODY);
      if (!body) return awsJson(res, 413, { __type: 'SerializationException', message: 'Request too large' });
      const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      if (!PUBLIC_TARGETS.has(target)) {
        const problem = checkSigV4(
          { method: 'POST', url: req.url ?? '/', headers: req.headers },
          body,
          secrets.credentials,
        );
        if (problem) return awsJson(res, 400, { __type: problem.code, message: problem.message });
      }
      try {
        (req as Any).body = body.length ? JSON.parse(body.toString('utf8')) : {};
      } catch {
        return awsJson(res, 400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
      }
    }
    app(req, res);
  };
  const http: Server = createHttpServer((req, res) => {
    frontDoor(req, res).catch((err: unknown) => {
      logger.error(err, 'cognito front door');
      if (!res.headersSent) awsJson(res, 500, { __type: 'InternalErrorException', message: 'Internal error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
  tokenConfig.IssuerDomain = endpoint;

  const ids = await ensurePool(opts.dataDir, router, ctx);
  await keepOriginalEmail(cognito, ctx, ids.userPoolId);
  return {
    endpoint,
    ...ids,
    issuer: `${endpoint}/${ids.userPoolId}`,
    jwks,
    credentials: secrets.credentials,
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections?.();
        http.close(() => resolve());
      }),
  };
}

/**
 * As the CDK pool (keepOriginal email): a changed email takes effect only once its code is
 * verified; until then the user keeps, and signs in with, the old one. cognito-local's
 * UpdateUserPool drops this setting, so it is written into the pool's options directly (also for
 * pools made before it was set).
 */
async function keepOriginalEmail(cognito: Any, ctx: Any, userPoolId: string): Promise<void> {
  const pool = await cognito.getUserPool(ctx, userPoolId);
  const wanted = ['email'];
  const now = pool.options.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate;
  if (Array.isArray(now) && now.length === 1 && now[0] === 'email') return;
  await pool.updateOptions(ctx, {
    ...pool.options,
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: wanted },
  });
}

/**
 * Create the pool, client and admin group on first start; afterwards reuse the saved ids (so
 * sessions and bookmarks survive restarts) and bring the client's settings up to date.
 */
async function ensurePool(
  dataDir: string,
  router: (t: string) => (c: Any, r: Any) => Promise<Any>,
  ctx: Any,
): Promise<PoolIds> {
  const file = join(dataDir, 'local-stack.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
    if (saved.userPoolId && saved.userPoolClientId) {
      try {
        await router('UpdateUserPoolClient')(ctx, {
          UserPoolId: saved.userPoolId,
          ClientId: saved.userPoolClientId,
          ...APP_CLIENT,
        });
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
    Policies: {
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: false,
      },
    },
  });
  const { UserPoolClient } = await router('CreateUserPoolClient')(ctx, { UserPoolId: UserPool.Id, ...APP_CLIENT });
  await router('CreateGroup')(ctx, {
    UserPoolId: UserPool.Id,
    GroupName: ADMIN_GROUP,
    Description: 'Administrators',
    Precedence: 0,
  });
  const ids = { userPoolId: UserPool.Id as string, userPoolClientId: UserPoolClient.ClientId as string };
  writeFileAtomicSync(file, JSON.stringify(ids, null, 2));
  return ids;
}
