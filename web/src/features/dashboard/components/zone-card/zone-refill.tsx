/**
 * One zone's time to refill, in words: "10 cm reaches refill in about 38 h (Fri 6 am): drying 0.8 % a day, ET0
 * forecast 6 mm a day".
 */
import { refillLine } from '@shared/advice/refill-line';
import { useZoneRefill } from '../../../../api/advice';

export function ZoneRefill({ zoneId }: { zoneId: string }) {
  const q = useZoneRefill(zoneId);
  if (q.isPending) return <p className="zone-refill zone-refill--muted">Time to refill: working it out…</p>;
  if (q.isError)
    return <p className="zone-refill zone-refill--muted">Time to refill could not be loaded: {q.error.message}</p>;
  return (
    <p className="zone-refill" data-testid="zone-refill">
      {refillLine(q.data)}
    </p>
  );
}
