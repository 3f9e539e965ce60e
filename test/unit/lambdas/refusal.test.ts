/** A catalogued refusal: the server's English comes from the catalogue, and the answer names its code. */
import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { EN } from '@shared/i18n/messages/en';
import { ConflictError, ForbiddenError, NotFoundError, PaymentRequiredError } from '../../../lambdas/platform/errors';
import { errorResponse } from '../../../lambdas/platform/http';
import { refusal } from '../../../lambdas/platform/refusal';

const bodyOf = (err: unknown, key?: 'error' | 'err') => JSON.parse(errorResponse(err, key).body) as unknown;

describe('refusals', () => {
  it('renders the English message from the catalogue and names the key within the area as code', () => {
    const said = refusal('refusals.farmNameTaken', { name: 'North Block' });
    expect(said).toEqual({
      message: 'Farm North Block already exists.',
      refusal: { code: 'farmNameTaken', values: { name: 'North Block' } },
    });
    expect(said.message).toBe(ENGLISH_MESSAGES['refusals.farmNameTaken'].replace('{name}', 'North Block'));
  });
  it('keeps the texts the API said before codes (outside programs read them)', () => {
    expect(refusal('refusals.fieldNotFound').message).toBe('Field not found.');
    expect(refusal('refusals.apiKeyLimit', { max: 20 }).message).toBe(
      'name: you can hold at most 20 keys; revoke one first',
    );
    expect(refusal('refusals.notAMember', { member: 'bob' }).message).toBe('member: bob is not a member of this farm.');
    expect(refusal('refusals.transferNameTaken', { to: 'ann', farm: 'Hill' }).message).toBe(
      'to: ann already owns a farm named "Hill": they rename or delete theirs first.',
    );
    expect(refusal('refusals.ownerRoleByTransfer').message).toBe(
      "member: the owner's role changes only by transferring the farm.",
    );
    expect(refusal('refusals.cannotRemoveOthers', { role: 'viewer' }).message).toBe(
      'A viewer can leave the farm but not remove others.',
    );
  });
  it('every refusal without arguments renders as its catalogue text exactly (no ICU quoting changed it)', () => {
    for (const [code, text] of Object.entries(EN.refusals)) {
      if (text.includes('{')) continue;
      expect(refusal(`refusals.${code}` as keyof typeof ENGLISH_MESSAGES & `refusals.${string}`).message).toBe(text);
    }
  });
  it('an error answer carries code and values beside the message, under the route’s error key', () => {
    const err = new ConflictError(refusal('refusals.invitationPending', { email: 'a@b.co' }));
    expect(err.message).toBe('email: a@b.co has a pending invitation to this farm already.');
    expect(bodyOf(err, 'err')).toEqual({
      err: 'email: a@b.co has a pending invitation to this farm already.',
      code: 'invitationPending',
      values: { email: 'a@b.co' },
    });
  });
  it('a plain message answers as before: no code, no values', () => {
    expect(bodyOf(new ConflictError('Something plain.'))).toEqual({ error: 'Something plain.' });
  });
  it('the default messages are catalogued refusals', () => {
    expect(bodyOf(new NotFoundError())).toEqual({ error: 'Not found.', code: 'notFound', values: {} });
    expect(bodyOf(new ForbiddenError())).toMatchObject({ error: 'You are not allowed to do this.', code: 'forbidden' });
    expect(bodyOf(new PaymentRequiredError())).toMatchObject({
      error: 'Your subscription has expired. Please renew it to continue.',
      code: 'subscriptionExpired',
    });
  });
  it('a 500 says nothing of codes', () => {
    expect(bodyOf(new Error('boom'))).toEqual({ error: 'Something went wrong on our side. Please try again later.' });
  });
});
