/**
 * CloudFormation refuses a stack of more than 500 resources, and every handler module adds about
 * eight (function, role, policy, log group, permissions, methods). The default stack keeps a
 * margin of 20 under 480 for the modules still to come; the optional AWS IoT Core for LoRaWAN
 * construct must still fit under the limit itself. The counts are printed, so a reviewer sees
 * how close each is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, synth } from './synth';

/** CloudFormation's quota of resources per stack. */
const CLOUDFORMATION_LIMIT = 500;
/** The default stack stays below this, leaving room for about two more handler modules and the options. */
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

  it(`keeps the stack with AWS IoT Core for LoRaWAN under ${CLOUDFORMATION_LIMIT} resources`, () => {
    const n = count({ lorawanAwsIot: true });
    console.log(`with lorawanAwsIot: ${n} CloudFormation resources (limit ${CLOUDFORMATION_LIMIT})`);
    expect(n).toBeLessThan(CLOUDFORMATION_LIMIT);
  });
});
