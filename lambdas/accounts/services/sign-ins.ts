/** Last sign-ins: recorded from the verified token's auth_time, read by the admin users page. */
import type { Caller } from '../../platform/auth';
import { recordSignIn } from '../adapters/sign-ins';
import { logger } from '../../platform/telemetry/logger';

/** Sign-in times this function instance has recorded already: later calls of a session write nothing. */
const noted = new Map<string, number>();
const NOTED_MAX = 10_000;

/** Record the caller's sign-in; a failure is logged and never fails the request. */
export async function noteSignIn(caller: Pick<Caller, 'userName' | 'authTime'>): Promise<void> {
  const { userName, authTime } = caller;
  if (authTime === undefined || noted.get(userName) === authTime) return;
  try {
    await recordSignIn(userName, new Date(authTime * 1000).toISOString());
    if (noted.size >= NOTED_MAX) noted.clear();
    noted.set(userName, authTime);
  } catch (error) {
    logger.warn('last sign-in not recorded', { caller: userName, error });
  }
}
