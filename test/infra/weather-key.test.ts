/**
 * The weather function reads the provider's key secret only when `weatherApiKeySecret` is
 * configured, and it is the only API function that may (the forecast and scheduled alerts jobs read it too); without it
 * the function serves simulated weather and has no such grant. It reads and writes the app table (ownership, the
 * weather cache).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asArray, iamStatements, removeTempDirs, synth, type Synthesized } from './synth';

const SECRET = 'fieldwise/dev/weather-key';
let withKey: Synthesized;
let withoutKey: Synthesized;

beforeAll(() => {
  withKey = synth({ context: { weatherApiKeySecret: SECRET } });
  withoutKey = synth();
});
afterAll(removeTempDirs);

const logicalId = (s: Synthesized, construct: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(construct.node.defaultChild as never);

type Construct = Parameters<typeof logicalId>[1];

/** The statements of one role, from every policy attached to it. */
function statementsOf(s: Synthesized, roleConstruct: Construct) {
  const role = logicalId(s, roleConstruct);
  return iamStatements(s.template)
    .filter(({ owner }) =>
      s.template.toJSON().Resources[owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
    )
    .map(({ statement }) => statement);
}
const fnEnv = (s: Synthesized, fn: Construct) =>
  s.template.toJSON().Resources[logicalId(s, fn)].Properties.Environment.Variables as Record<string, unknown>;
/** One API function's role's statements, and its environment. */
const roleStatements = (s: Synthesized, module: string) => statementsOf(s, s.stack.api.functions[module]!.role);
const envOf = (s: Synthesized, module: string) => fnEnv(s, s.stack.api.functions[module]!.fn);
const readsSecret = (statement: Record<string, unknown>) =>
  (asArray(statement.Action) as string[]).includes('secretsmanager:GetSecretValue');

describe('weather key secret', () => {
  it('with weatherApiKeySecret: the weather function gets its name and may read exactly that secret', () => {
    expect(envOf(withKey, 'weather').WEATHER_API_KEY_SECRET).toBe(SECRET);
    const reads = roleStatements(withKey, 'weather')
      .filter(readsSecret)
      .map((st) => JSON.stringify(st.Resource));
    const weatherReads = reads.filter((r) => r.includes(SECRET));
    expect(weatherReads).toHaveLength(1);
    expect(weatherReads[0]).toContain(`:secret:${SECRET}-??????`);
  });

  it("the forecast job reads it too: forecasts use the place's weather through the same cache", () => {
    const job = withKey.stack.jobs.forecasts;
    expect(fnEnv(withKey, job.fn).WEATHER_API_KEY_SECRET).toBe(SECRET);
    const statements = statementsOf(withKey, job.role);
    expect(JSON.stringify(statements.filter(readsSecret))).toContain(`:secret:${SECRET}-??????`);
    expect(statements.flatMap((st) => asArray(st.Action) as string[])).toContain('dynamodb:BatchGetItem');
  });

  it("the scheduled alerts job reads it too: the frost warning judges each field's weather forecast", () => {
    const job = withKey.stack.jobs.alerts;
    expect(fnEnv(withKey, job.fn).WEATHER_API_KEY_SECRET).toBe(SECRET);
    const statements = statementsOf(withKey, job.role);
    expect(JSON.stringify(statements.filter(readsSecret))).toContain(`:secret:${SECRET}-??????`);
    expect(fnEnv(withoutKey, withoutKey.stack.jobs.alerts.fn).WEATHER_API_KEY_SECRET).toBeUndefined();
  });

  it('the advice function (its recommendation takes the rain forecast) reads it too', () => {
    expect(envOf(withKey, 'advice').WEATHER_API_KEY_SECRET).toBe(SECRET);
  });

  it('the events function (a rescan classifies against the past rain) reads it too', () => {
    expect(envOf(withKey, 'events').WEATHER_API_KEY_SECRET).toBe(SECRET);
  });

  it('no other API function is told of it or may read it (but the water budget, which reads the weather too)', () => {
    expect(envOf(withKey, 'zone-water').WEATHER_API_KEY_SECRET).toBe(SECRET);
    for (const module of Object.keys(withKey.stack.api.functions).filter(
      (m) => m !== 'weather' && m !== 'advice' && m !== 'zone-water' && m !== 'events',
    )) {
      expect(envOf(withKey, module).WEATHER_API_KEY_SECRET, module).toBeUndefined();
      expect(JSON.stringify(roleStatements(withKey, module)), module).not.toContain(SECRET);
    }
  });

  it('without it: no variable and no grant beyond the origin secret (simulated weather)', () => {
    expect(envOf(withoutKey, 'weather').WEATHER_API_KEY_SECRET).toBeUndefined();
    const reads = roleStatements(withoutKey, 'weather').filter(readsSecret);
    expect(reads).toHaveLength(1);
    expect(JSON.stringify(reads[0]!.Resource)).toContain('OriginSecret');
  });

  it('tells the functions that send alerts whether the weather is simulated (they hold no key themselves)', () => {
    expect(envOf(withKey, 'ingest').WEATHER_SIMULATED).toBe('false');
    expect(envOf(withoutKey, 'ingest').WEATHER_SIMULATED).toBe('true');
    expect(envOf(withKey, 'farms').WEATHER_SIMULATED).toBeUndefined();
  });

  it('reads and writes the app table (field ownership, the weather cache)', () => {
    const actions = roleStatements(withKey, 'weather').flatMap((st) => asArray(st.Action) as string[]);
    for (const a of ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem']) expect(actions).toContain(a);
    expect(envOf(withKey, 'weather').APP_TABLE).toBeTruthy();
  });

  it('the app table has a TTL attribute, so AWS deletes expired cache items (the code checks expiry itself)', () => {
    withKey.template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
    });
  });
});
