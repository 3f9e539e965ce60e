/**
 * The PostConfirmation trigger's grant: the account is confirmed whatever the trigger does, so a
 * failed write is tried again (three attempts, 200 then 400 ms apart) before it gives up and
 * fails; a password reset's confirmation grants nothing.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The attribute writes asked for, and how many of them fail first (a plain fake: no spy wraps its promises). */
const calls: Record<string, string>[] = [];
let failFirst = 0;
vi.mock('../../../lambdas/accounts/adapters/users', () => ({
  setUserAttributes: async (_pool: string, _user: string, attributes: Record<string, string>) => {
    calls.push(attributes);
    if (calls.length <= failFirst) throw new Error('socket hang up');
  },
}));
const { grantOnConfirm } = await import('../../../lambdas/accounts/triggers/post-confirmation');

const event = (triggerSource: string) =>
  ({
    triggerSource,
    userPoolId: 'pool',
    userName: 'alice',
    request: { userAttributes: {} },
    response: {},
  }) as unknown as PostConfirmationTriggerEvent;
const flaky = (failures: number) => {
  failFirst = failures;
};

beforeEach(() => {
  calls.length = 0;
});

describe('PostConfirmation grant', () => {
  it('writes full with an expiry on the first try', async () => {
    flaky(0);
    const waits: number[] = [];
    await grantOnConfirm(event('PostConfirmation_ConfirmSignUp'), async (ms) => void waits.push(ms));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      'custom:subscription_level': 'full',
      'custom:sub_expiry_date': expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
    expect(waits).toEqual([]);
  });

  it('tries a failed write again, and the third attempt lands', async () => {
    flaky(2);
    const waits: number[] = [];
    const out = await grantOnConfirm(event('PostConfirmation_ConfirmSignUp'), async (ms) => void waits.push(ms));
    expect(out.userName).toBe('alice');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([200, 400]);
  });

  it('fails after three failed writes (the account stays confirmed; the repair script grants later)', async () => {
    flaky(5);
    await expect(grantOnConfirm(event('PostConfirmation_ConfirmSignUp'), async () => {})).rejects.toThrow(
      'socket hang up',
    );
    expect(calls).toHaveLength(3);
  });

  it('grants nothing when a password reset is confirmed', async () => {
    flaky(0);
    await grantOnConfirm(event('PostConfirmation_ConfirmForgotPassword'), async () => {});
    expect(calls).toEqual([]);
  });
});
