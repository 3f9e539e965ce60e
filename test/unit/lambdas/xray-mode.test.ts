/**
 * Outside Lambda the X-Ray SDK is loaded (the tracer needs it) but traces nothing, so it runs in
 * manual mode: its automatic mode would hook every promise of the local stack and the tests.
 */
import { describe, expect, it } from 'vitest';
import { tracer } from '../../../lambdas/platform/telemetry/tracer';
import AWSXRay from 'aws-xray-sdk-core';

describe('the X-Ray SDK outside Lambda', () => {
  it('is in manual mode, and the tracer is off', () => {
    expect(process.env.AWS_EXECUTION_ENV).toBeUndefined();
    expect(AWSXRay.isAutomaticMode()).toBe(false);
    expect(tracer.isTracingEnabled()).toBe(false);
  });
});
