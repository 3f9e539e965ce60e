/**
 * When each account last signed in, as the API saw it: PK USER#<user> SK SIGN_IN, `at` the ID
 * token's auth_time (ISO). Written only when a newer sign-in shows up, so a session's many calls
 * cost one write per sign-in.
 */
import { getItems, keys, updateIf } from '../../platform/aws/items';

const SK = 'SIGN_IN';

/** Record a sign-in at `at` (ISO) unless one as recent is already recorded. */
export const recordSignIn = (userName: string, at: string) =>
  updateIf(keys.user(userName), SK, {
    update: 'SET #at = :at, #u = :u',
    condition: 'attribute_not_exists(#at) OR #at < :at',
    names: { '#at': 'at', '#u': 'user' },
    values: { ':at': at, ':u': userName },
  }).then(Boolean);

/** The last sign-in of each of these users that has one. */
export async function lastSignIns(userNames: readonly string[]): Promise<Map<string, string>> {
  const items = await getItems<{ user: string; at: string }>(userNames.map((u) => ({ PK: keys.user(u), SK })));
  return new Map(items.map((i) => [i.user, i.at]));
}
