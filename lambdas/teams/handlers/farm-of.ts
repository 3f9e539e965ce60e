/** The farm a team route acts in, as the dispatcher's membership check left it on the caller. */
import type { Caller, FarmContext } from '../../platform/auth';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';

/**
 * The caller's farm context for the farm the path names. The dispatcher sets it on every route
 * naming a farm by id (lambdas/platform/farm-access), or refuses the request; a context for
 * another farm, or none, is answered as a farm that does not exist, never acted on.
 */
export function farmOf(caller: Caller, farmId: string): FarmContext {
  if (!caller.farm || caller.farm.farmId !== farmId) throw new NotFoundError(refusal('refusals.farmNotFound'));
  return caller.farm;
}
