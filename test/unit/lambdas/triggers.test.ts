import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/accounts/triggers/pre-sign-up';

const event = (userName: string) =>
  ({
    userName,
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes: {} },
    response: {},
  }) as unknown as PreSignUpTriggerEvent;

describe('PreSignUp trigger', () => {
  it('lets a valid username through unchanged', async () => {
    await expect(handler(event('grower1'))).resolves.toMatchObject({ userName: 'grower1' });
  });
  it.each(['ab', '9lives', 'has space'])('refuses %j with the spec message', async (name) => {
    await expect(handler(event(name))).rejects.toThrow(
      'Minimum 3 characters, start with letters; do not include spaces',
    );
  });
});
