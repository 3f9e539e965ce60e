/**
 * CloudFormation refuses a template of more than 500 resources, and a nested stack of more than
 * 200 parameters. Every handler module adds a function, its role and policy, its log group and
 * API methods to the parent, and two alarms to the monitoring nested stack: these limits keep
 * headroom for the next few before a deploy fails on them. The counts are printed so the
 * headroom is visible in the test output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WITH_CORS, removeTempDirs, synth, type Synthesized } from './synth';

/** Below CloudFormation's 500, so that a handler module or two more does not break the deploy. */
const PARENT_MAX = 450;
/** The nested stack's own 500, with room for many more functions (two alarms each). */
const MONITORING_MAX = 200;
/** CloudFormation's 200 parameters per template, one per watched function, table and API stage. */
const PARAMETERS_MAX = 200;

let plain: Synthesized;
let withCors: Synthesized;
beforeAll(() => {
  plain = synth();
  withCors = synth({ context: DEV_WITH_CORS });
});
afterAll(removeTempDirs);

const count = (o: Record<string, unknown> | undefined) => Object.keys(o ?? {}).length;

describe('template sizes', () => {
  it(`keeps the parent stack under ${PARENT_MAX} resources, with and without CORS origins`, () => {
    for (const [label, s] of [
      ['default context', plain],
      ['allowedOrigins', withCors],
    ] as const) {
      const resources = count(s.template.toJSON().Resources);
      console.log(`parent stack (${label}): ${resources} resources`);
      expect(resources, label).toBeLessThan(PARENT_MAX);
    }
    // CORS preflights add OPTIONS methods: the larger template is the one that must fit.
    expect(count(withCors.template.toJSON().Resources)).toBeGreaterThan(count(plain.template.toJSON().Resources));
  });

  it(`keeps the monitoring nested stack under ${MONITORING_MAX} resources and ${PARAMETERS_MAX} parameters`, () => {
    for (const [label, s] of [
      ['default context', plain],
      ['allowedOrigins', withCors],
    ] as const) {
      const template = s.monitoring.toJSON();
      const resources = count(template.Resources);
      const parameters = count(template.Parameters);
      console.log(`monitoring nested stack (${label}): ${resources} resources, ${parameters} parameters`);
      expect(resources, label).toBeLessThan(MONITORING_MAX);
      expect(parameters, label).toBeLessThan(PARAMETERS_MAX);
      expect(resources, label).toBeGreaterThan(0);
    }
  });
});
