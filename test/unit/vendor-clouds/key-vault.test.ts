/** Vendor keys sealed at rest: they open only on their own link, under the same master key. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openKey, resetKeyVault, sealKey } from '../../../lambdas/vendor-clouds/adapters/key-vault';

const KEY = 'irx-3f9a1c2e-77b0-4d1e-9c55-0a1b2c3d4e5f';

beforeEach(() => {
  process.env.VENDOR_KEYS_KEY = 'test-master-key-one';
  delete process.env.VENDOR_KEYS_SECRET;
  resetKeyVault();
});
afterAll(() => {
  delete process.env.VENDOR_KEYS_KEY;
  resetKeyVault();
});

describe('key vault', () => {
  it('seals a key so that neither it nor any long piece of it shows, and opens it again', async () => {
    const sealed = await sealKey('vl-00000000000000000001', KEY);
    expect(sealed).not.toContain(KEY);
    expect(sealed).not.toContain(KEY.slice(0, 12));
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(await openKey('vl-00000000000000000001', sealed)).toBe(KEY);
  });

  it('the same key sealed twice differs (a fresh nonce each time)', async () => {
    expect(await sealKey('vl-a', KEY)).not.toBe(await sealKey('vl-a', KEY));
  });

  it('a sealed key copied onto another link does not open', async () => {
    const sealed = await sealKey('vl-00000000000000000001', KEY);
    await expect(openKey('vl-00000000000000000002', sealed)).rejects.toThrow();
  });

  it('a changed master key, or a tampered text, does not open', async () => {
    const sealed = await sealKey('vl-a', KEY);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    await expect(openKey('vl-a', [...parts.slice(0, 3), body.toString('base64url')].join('.'))).rejects.toThrow();
    process.env.VENDOR_KEYS_KEY = 'test-master-key-two';
    resetKeyVault();
    await expect(openKey('vl-a', sealed)).rejects.toThrow();
  });

  it('without a master key configured it refuses to seal (never stores a key in clear)', async () => {
    delete process.env.VENDOR_KEYS_KEY;
    resetKeyVault();
    await expect(sealKey('vl-a', KEY)).rejects.toThrow(/VENDOR_KEYS_SECRET/);
  });
});
