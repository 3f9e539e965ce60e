/**
 * "As of 06:10, 3 h ago": how old the page's data is, shown when it may be out of date (offline,
 * or older than a few minutes: the saved answers shown at start before fresh ones arrive). One
 * line in Home and the Dashboard.
 */
import { useOnline } from '../lib/pwa/online';
import { useDataAge } from '../lib/pwa/use-data-age';
import './data-age.css';

/** Fresh enough online not to mention: the queries' own staleTime is 30 s. */
const SHOWN_AFTER_MS = 5 * 60_000;

export function DataAge() {
  const online = useOnline();
  const age = useDataAge();
  if (!age || (online && age.ageMs < SHOWN_AFTER_MS)) return null;
  return (
    <p className="data-age" data-testid="data-age" role="status">
      {age.text}
    </p>
  );
}
