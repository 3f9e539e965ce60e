/**
 * CloudFormation refuses a stack of more than 500 resources, and every handler module adds about
 * eight (function, role, policy, log group, alarm, permission, methods; with allowedOrigins a CORS
 * preflight method for each of its paths too). The default stack keeps a margin under 480 for the
 * modules still to come; every configuration the tests synthesize (CORS origins, prod, the AWS IoT
 * Core for LoRaWAN construct, both options together) must fit under the limit itself. The counts
 * are printed, so a reviewer sees how close each is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_WITH_CORS, PROD_FULL, removeTempDirs, synth } from './synth';

/** CloudFormation's quota of resources per stack. */
const CLOUDFORMATION_LIMIT = 500;
/** The default stack stays below this, leaving room for the modules still to come and the options. */
const DEFAULT_BUDGET = 480;

afterAll(removeTempDirs);

const count = (context: Record<string, unknown>) =>
  Object.keys(synth({ context }).template.toJSON().Resources as object).length;

describe('stack size', () => {
  it(`keeps the default stack under ${DEFAULT_BUDGET} resources`, () => {
    const n = count({});
    console.log(
      `default stack: ${n} CloudFormation resources (budget ${DEFAULT_BUDGET}, limit ${CLOUDFORMATION_LIMIT})`,
    );
    expect(n).toBeLessThan(DEFAULT_BUDGET);
  });

  it.each([
    ['allowedOrigins (CORS preflights)', DEV_WITH_CORS],
    ['prod, fully configured', PROD_FULL],
    ['lorawanAwsIot', { lorawanAwsIot: true }],
    ['allowedOrigins and lorawanAwsIot', { ...DEV_WITH_CORS, lorawanAwsIot: true }],
  ])(`keeps the stack with %s under ${CLOUDFORMATION_LIMIT} resources`, (name, context) => {
    // A stack over the limit does not even synthesize (CDK refuses it), which fails here too.
    const n = count(context);
    console.log(`with ${name}: ${n} CloudFormation resources (limit ${CLOUDFORMATION_LIMIT})`);
    expect(n).toBeLessThan(CLOUDFORMATION_LIMIT);
  });
});
