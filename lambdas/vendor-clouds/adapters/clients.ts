/**
 * The vendor clients the puller uses, from the functions' environment: `IRRIMAX_BASE_URL` and
 * `ZENTRA_BASE_URL` point them elsewhere (tests and the local stack: the fake services of
 * test/support; ZENTRA's EU server is https://zentracloud.eu), `VENDOR_TIMEOUT_MS` bounds a call.
 */
import * as z from 'zod';
import { irrimaxClient, type IrrimaxClient } from './irrimax';
import { zentraClient, type ZentraClient } from './zentra';

const vendorEnv = z.object({
  IRRIMAX_BASE_URL: z.string().url().optional(),
  ZENTRA_BASE_URL: z.string().url().optional(),
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

export function vendorClients(): { irrimax: IrrimaxClient; zentra: ZentraClient } {
  const parsed = vendorEnv.safeParse(process.env);
  if (!parsed.success)
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const e = parsed.data;
  const timeout = e.VENDOR_TIMEOUT_MS ? { timeoutMs: e.VENDOR_TIMEOUT_MS } : {};
  return {
    irrimax: irrimaxClient({ ...(e.IRRIMAX_BASE_URL ? { baseUrl: e.IRRIMAX_BASE_URL } : {}), ...timeout }),
    zentra: zentraClient({ ...(e.ZENTRA_BASE_URL ? { baseUrl: e.ZENTRA_BASE_URL } : {}), ...timeout }),
  };
}
