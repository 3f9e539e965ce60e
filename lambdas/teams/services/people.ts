/**
 * People on the team pages: each read from the user pool once per request (a member list reads
 * each member once, however many rows name them). An account gone from the pool still shows, by
 * its user name, with no address and no plan.
 */
import { getPoolUser } from '../../accounts';
import { personFrom, type Person } from '../rules/people';

export type People = (userName: string) => Promise<Person>;

/** A reader of people that asks the pool at most once per user name. */
export function peopleReader(): People {
  const seen = new Map<string, Promise<Person>>();
  return (userName) => {
    let person = seen.get(userName);
    if (!person) {
      person = getPoolUser(userName).then((u) => personFrom(userName, u?.attributes));
      seen.set(userName, person);
    }
    return person;
  };
}
