/**
 * CloudFormation refuses a template of more than 500 resources, and one with more than 200
 * parameters. Every handler module adds about six resources to the parent stack (function, role,
 * policy, log group, invoke permission) and an error alarm plus a parameter to the monitoring nested
 * stack; its routes' API Gateway resources and methods (with allowedOrigins a CORS preflight method
 * for each of its paths too) go to the nested stacks of routes (infra/constructs/api-route-stacks.ts),
 * each of which takes a parameter per function its methods call. The parent keeps a margin under 450
 * for the modules still to come, each stack of routes under 300 (a subtree may grow without moving);
 * every configuration the tests synthesize (CORS origins, prod, the AWS IoT Core for LoRaWAN
 * construct, both options together) must fit under the limit itself. The counts are printed, so a
 * reviewer sees how close each is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { ROUTE_STACK_COUNT } from '../../infra/constructs/api-route-stacks';
import { DEV_WITH_CORS, PROD_FULL, removeTempDirs, synth } from './synth';

/** CloudFormation's quota of resources per template. */
const CLOUDFORMATION_LIMIT = 500;
/** The parent stack stays below this by default and with CORS origins: room for modules to come. */
const PARENT_BUDGET = 450;
/** The monitoring nested stack's own budget, far under its 500: two dozen more functions fit. */
const MONITORING_BUDGET = 200;
/** Each nested stack of API routes: room for its subtrees to grow (a subtree never moves). */
const ROUTES_BUDGET = 300;
/** CloudFormation's quota of parameters per template: one per watched function, table and API stage. */
const PARAMETER_LIMIT = 200;

afterAll(removeTempDirs);

const count = (o: object | undefined) => Object.keys(o ?? {}).length;
/** Resources of the parent, and resources and parameters of each nested stack, printed. */
function sizes(name: string, context: Record<string, unknown>) {
  const s = synth({ context });
  const nested = s.monitoring.toJSON();
  const routeStacks = s.stack.api.routeStacks.map((stack) => {
    const t = Template.fromStack(stack).toJSON();
    return { name: stack.node.id, resources: count(t.Resources), parameters: count(t.Parameters) };
  });
  const out = {
    parent: count(s.template.toJSON().Resources),
    monitoring: count(nested.Resources),
    parameters: count(nested.Parameters),
    routeStacks,
  };
  console.log(
    `${name}: parent stack ${out.parent} resources; monitoring nested stack ${out.monitoring} resources, ` +
      `${out.parameters} parameters; ` +
      routeStacks.map((r) => `${r.name} ${r.resources} resources, ${r.parameters} parameters`).join('; ') +
      ` (limits ${CLOUDFORMATION_LIMIT} resources, ${PARAMETER_LIMIT} parameters)`,
  );
  return out;
}

const expectNestedFits = (n: ReturnType<typeof sizes>) => {
  expect(n.monitoring).toBeGreaterThan(0);
  expect(n.monitoring).toBeLessThan(MONITORING_BUDGET);
  expect(n.parameters).toBeLessThan(PARAMETER_LIMIT);
  // Every slot holds a subtree today; a slot left empty would make no stack.
  expect(n.routeStacks).toHaveLength(ROUTE_STACK_COUNT);
  for (const r of n.routeStacks) {
    expect(r.resources, r.name).toBeLessThan(ROUTES_BUDGET);
    expect(r.parameters, r.name).toBeLessThan(PARAMETER_LIMIT);
  }
};

describe('stack size', () => {
  it.each([
    ['default context', {}],
    ['allowedOrigins (CORS preflights)', DEV_WITH_CORS],
  ])(`keeps the parent stack with %s under ${PARENT_BUDGET} resources`, (name, context) => {
    const n = sizes(name, context);
    expect(n.parent).toBeLessThan(PARENT_BUDGET);
    expectNestedFits(n);
  });

  it.each([
    ['prod, fully configured', PROD_FULL],
    ['lorawanAwsIot', { lorawanAwsIot: true }],
    ['allowedOrigins and lorawanAwsIot', { ...DEV_WITH_CORS, lorawanAwsIot: true }],
  ])(`keeps the stack with %s under ${CLOUDFORMATION_LIMIT} resources`, (name, context) => {
    // A stack over the limit does not even synthesize (CDK refuses it), which fails here too.
    const n = sizes(name, context);
    expect(n.parent).toBeLessThan(CLOUDFORMATION_LIMIT);
    expectNestedFits(n);
  });
});
