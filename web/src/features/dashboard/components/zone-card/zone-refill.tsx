/**
 * One zone's time to refill, in words: "10 cm reaches refill in about 38 h (Fri 6 am): drying 0.8 % a day, ET0
 * forecast 6 mm a day".
 */
import { refillLine } from '@shared/advice/refill-line';
import { useZoneRefill } from '../../../../api/advice';
import { useWords } from '../../../../lib/words';

export function ZoneRefill({ zoneId }: { zoneId: string }) {
  const { t, f } = useWords();
  const q = useZoneRefill(zoneId);
  if (q.isPending) return <p className="zone-refill zone-refill--muted">{t('dashboard.refillWorking')}</p>;
  if (q.isError)
    return <p className="zone-refill zone-refill--muted">{t('dashboard.refillError', { error: q.error.message })}</p>;
  return (
    <p className="zone-refill" data-testid="zone-refill">
      {refillLine(q.data, { t, locale: f.locale, units: f.units })}
    </p>
  );
}
