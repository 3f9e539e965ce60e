/**
 * The profile routes through the local gateway and the embedded Cognito: GET /api/me and
 * GET /api/user/profile read the pool; PUT /api/user/profile changes phone, address, email
 * (code in the dev mailbox) and password; POST /api/cognito/verify-email says whether an address
 * is free. A grower never changes the subscription attributes, by any route or by Cognito itself.
 */
import {
  AdminGetUserCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  GOOD_PASSWORD,
  latestCode,
  logIn,
  newGrower,
  startTestStack,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

async function attributesOf(username: string): Promise<Record<string, string>> {
  const out = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }));
  return Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name!, a.Value!]));
}

async function mailCount(username: string): Promise<number> {
  const res = await fetch(`${stack.url}/dev/mailbox?username=${encodeURIComponent(username)}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

async function verifyEmail(token: string, email: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${stack.url}/api/cognito/verify-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ AccessToken: 'ignored', email }),
  });
  return { status: res.status, text: await res.text() };
}

describe('reading the profile', () => {
  it('GET /api/me and GET /api/user/profile give email, phone and address from the pool', async () => {
    const { username, tokens } = await newGrower(stack);
    const me = await api(stack, 'GET', '/api/me', { token: tokens.IdToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ userName: username, email: `${username}@example.com`, phone: null, address: null });
    const profile = await api(stack, 'GET', '/api/user/profile', { token: tokens.IdToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      userName: username,
      email: `${username}@example.com`,
      phone: null,
      address: null,
      expiredDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      subscriptionType: 'full',
    });
    expect((await api(stack, 'GET', '/api/user/profile')).status).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('stores a phone as E.164 (an Australian number without country code too); an empty phone removes it', async () => {
    const { username, tokens } = await newGrower(stack);
    const mails = await mailCount(username);
    const res = await api(stack, 'PUT', '/api/user/profile', {
      token: tokens.IdToken,
      json: { phone: '0412 345 678' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ field: 'phone', profile: { phone: '+61412345678' } });
    expect((await attributesOf(username)).phone_number).toBe('+61412345678');
    // No code is sent for a phone (only email is verified by code), as in Cognito.
    expect(await mailCount(username)).toBe(mails);
    await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json: { phone: '+1 202 555 0143' } });
    expect((await attributesOf(username)).phone_number).toBe('+12025550143');
    expect((await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json: { phone: '' } })).status).toBe(
      200,
    );
    expect((await attributesOf(username)).phone_number).toBeUndefined();
    expect((await api(stack, 'GET', '/api/me', { token: tokens.IdToken })).body.phone).toBeNull();
  });

  it('refuses a phone that is not a number, naming the field, and changes nothing', async () => {
    const { username, tokens } = await newGrower(stack);
    await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json: { phone: '+61412345678' } });
    for (const phone of [
      '12',
      'call me',
      '+61 4123',
      '+999 123456789',
      'x'.repeat(40),
      1e300,
      null,
      ['+61412345678'],
    ]) {
      const res = await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json: { phone } });
      expect(res.status, String(phone)).toBe(400);
      expect(String(res.body.error)).toMatch(/^phone: /);
    }
    expect((await attributesOf(username)).phone_number).toBe('+61412345678');
  });

  it('stores an address, refuses one too long, and an empty address removes it', async () => {
    const { username, tokens } = await newGrower(stack);
    const res = await api(stack, 'PUT', '/api/user/profile', {
      token: tokens.IdToken,
      json: { address: '  12 Orchard Rd, Mildura VIC 3500 ' },
    });
    expect(res.status).toBe(200);
    expect((await attributesOf(username)).address).toBe('12 Orchard Rd, Mildura VIC 3500');
    const long = await api(stack, 'PUT', '/api/user/profile', {
      token: tokens.IdToken,
      json: { address: 'a'.repeat(257) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^address: /);
    expect((await attributesOf(username)).address).toBe('12 Orchard Rd, Mildura VIC 3500');
    await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json: { address: '' } });
    expect((await attributesOf(username)).address).toBeUndefined();
  });

  it('refuses bodies that name no change, several shapes, unknown keys and prototype keys', async () => {
    const { tokens } = await newGrower(stack);
    for (const raw of [
      '{}',
      '[]',
      '"phone"',
      '{"__proto__":{"phone":"+61412345678"}}',
      '{"constructor":"x"}',
      '{"address":"a","extra":1}',
      '{"phone":"+61412345678","address":"x"}',
      'not json',
    ]) {
      const res = await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, raw });
      expect(res.status, raw).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('changes the password only with the right old password and a new one that meets the rule', async () => {
    const { username, tokens } = await newGrower(stack);
    const token = tokens.IdToken!;
    const accessToken = tokens.AccessToken!;
    const wrong = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { oldPassword: 'Wrong1234', newPassword: 'Newpass123', accessToken },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('oldPassword: the old password is incorrect');
    const weak = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { oldPassword: GOOD_PASSWORD, newPassword: 'short', accessToken },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('newPassword: At least 8 characters with lower and upper case letters and numbers.');
    const noOld = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { newPassword: 'Newpass123', accessToken },
    });
    expect(noOld.status).toBe(400);
    expect(noOld.body.error).toBe('oldPassword: * You need to verify your password if you want to change it.');
    await expect(logIn(stack, username)).resolves.toHaveProperty('IdToken');

    const done = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { oldPassword: GOOD_PASSWORD, newPassword: 'Newpass123', accessToken },
    });
    expect(done.status).toBe(200);
    expect(done.body.field).toBe('password');
    await expect(logIn(stack, username)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(logIn(stack, username, 'Newpass123')).resolves.toHaveProperty('IdToken');
  });

  it("refuses to act with another user's access token, or with an ID token in its place", async () => {
    const a = await newGrower(stack);
    const b = await newGrower(stack);
    const withB = await api(stack, 'PUT', '/api/user/profile', {
      token: a.tokens.IdToken,
      json: { oldPassword: GOOD_PASSWORD, newPassword: 'Newpass123', accessToken: b.tokens.AccessToken },
    });
    expect(withB.status).toBe(403);
    const withId = await api(stack, 'PUT', '/api/user/profile', {
      token: a.tokens.IdToken,
      json: { email: `${a.username}.x@example.com`, accessToken: a.tokens.IdToken },
    });
    expect(withId.status).toBe(403);
    await expect(logIn(stack, b.username)).resolves.toHaveProperty('IdToken');
    expect((await attributesOf(a.username)).email).toBe(`${a.username}@example.com`);
  });

  it('an email change: not the current one, not taken, then the code from the mailbox verifies it', async () => {
    const { username, tokens } = await newGrower(stack);
    const other = await newGrower(stack);
    const token = tokens.IdToken!;
    const accessToken = tokens.AccessToken!;

    const same = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { email: `${username.toUpperCase()}@EXAMPLE.COM`, accessToken },
    });
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('email: Email provided is not a new one');
    const taken = await api(stack, 'PUT', '/api/user/profile', {
      token,
      json: { email: `${other.username}@example.com`, accessToken },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('email: Email has been taken');
    const bad = await api(stack, 'PUT', '/api/user/profile', { token, json: { email: 'not-an-address', accessToken } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('email: * Invalid Email Address');

    const before = await mailCount(username);
    const newEmail = `${username}.new@example.com`;
    const res = await api(stack, 'PUT', '/api/user/profile', { token, json: { email: newEmail, accessToken } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ field: 'email', emailCodeSent: true });
    expect(await mailCount(username)).toBe(before + 1);
    const code = await latestCode(stack, username, 'attribute');
    const { messages } = (await (await fetch(`${stack.url}/dev/mailbox?username=${username}`)).json()) as {
      messages: { kind: string; email: string }[];
    };
    expect(messages[0]).toMatchObject({ kind: 'attribute', email: newEmail });
    // Until the code is verified the old address stays (the pool keeps the original).
    expect((await attributesOf(username)).email).toBe(`${username}@example.com`);
    expect((await api(stack, 'GET', '/api/me', { token })).body.email).toBe(`${username}@example.com`);
    // A phone change while the code is pending neither sends another code nor spoils this one.
    await api(stack, 'PUT', '/api/user/profile', { token, json: { phone: '+61412345678' } });
    expect(await mailCount(username)).toBe(before + 1);
    await stack.cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }),
    );
    const attributes = await attributesOf(username);
    expect(attributes).toMatchObject({ email: newEmail, email_verified: 'true' });
    expect((await api(stack, 'GET', '/api/me', { token })).body.email).toBe(newEmail);
  });
});

describe('POST /api/cognito/verify-email', () => {
  it("answers 'true' for a free address (or the caller's own), 'false' for one another account holds", async () => {
    const { username, tokens } = await newGrower(stack);
    const other = await newGrower(stack);
    expect(await verifyEmail(tokens.IdToken!, `${username}.free@example.com`)).toEqual({ status: 200, text: 'true' });
    expect(await verifyEmail(tokens.IdToken!, `${other.username}@example.com`)).toEqual({ status: 200, text: 'false' });
    expect(await verifyEmail(tokens.IdToken!, `${other.username.toUpperCase()}@example.com`)).toEqual({
      status: 200,
      text: 'false',
    });
    expect(await verifyEmail(tokens.IdToken!, `${username}@example.com`)).toEqual({ status: 200, text: 'true' });
    const bad = await verifyEmail(tokens.IdToken!, 'a"b@example.com');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ error: 'email: * Invalid Email Address' });
    const anonymous = await fetch(`${stack.url}/api/cognito/verify-email`, {
      method: 'POST',
      body: '{"email":"x@example.com"}',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the subscription is never the grower’s to write', () => {
  it('refuses it through the profile route in every spelling', async () => {
    const { username, tokens } = await newGrower(stack);
    const before = await attributesOf(username);
    for (const json of [
      { expiredDate: '01-01-2099', subscriptionType: 'pro' },
      { subscriptionType: 'pro' },
      { expiredDate: '01-01-2099' },
      { 'custom:sub_expiry_date': '01-01-2099' },
      { 'custom:subscription_level': 'pro' },
      { birthdate: '01-01-2099' },
      { phone: '+61412345678', subscriptionType: 'pro' },
    ]) {
      const res = await api(stack, 'PUT', '/api/user/profile', { token: tokens.IdToken, json });
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.error).toBe('The subscription changes only with a payment or by an administrator');
    }
    const after = await attributesOf(username);
    expect(after['custom:sub_expiry_date']).toBe(before['custom:sub_expiry_date']);
    expect(after['custom:subscription_level']).toBe(before['custom:subscription_level']);
    expect(after.phone_number).toBeUndefined();
  });

  it('refuses it through Cognito directly, with the access token the browser holds', async () => {
    const { username, tokens } = await newGrower(stack);
    for (const Name of ['custom:sub_expiry_date', 'custom:subscription_level']) {
      await expect(
        stack.cognito.send(
          new UpdateUserAttributesCommand({
            AccessToken: tokens.AccessToken,
            UserAttributes: [{ Name, Value: 'pro' }],
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    const after = await attributesOf(username);
    expect(after['custom:subscription_level']).toBe('full');
    expect(after['custom:sub_expiry_date']).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });
});
