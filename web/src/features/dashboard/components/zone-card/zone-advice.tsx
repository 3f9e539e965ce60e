/**
 * A zone's irrigation advice inside its card on Home: "West block: irrigate 18 mm ≈ 3 h 10 min by
 * Fri 6 am, ± 4 mm", and a "Why?" disclosure with every number it rests on, in words. Without a
 * system set it says so and links to the zones page; without a sensor or a reading it says why.
 */
import { Link } from 'react-router-dom';
import { Spinner } from '../../../../components/spinner';
import { useZoneRecommendation } from '../../../../api/advice';
import { adviceWords, basisWords, reasonWords } from '../../../../lib/advice-words';
import { useWords } from '../../../../lib/words';
import './zone-advice.css';

export function ZoneAdvice({ zoneId, zoneName }: { zoneId: string; zoneName: string }) {
  const w = useWords();
  const { t } = w;
  const q = useZoneRecommendation(zoneId);
  if (q.isPending) {
    return (
      <div className="zone-advice zone-advice--muted">
        <Spinner size="sm" label={t('dashboard.adviceWorkingOut', { zone: zoneName })} /> {t('dashboard.adviceWorking')}
      </div>
    );
  }
  if (q.isError) {
    return (
      <p className="zone-advice zone-advice--error" role="alert">
        {t('dashboard.adviceError', { zone: zoneName, error: q.error.message })}
      </p>
    );
  }
  const r = q.data;
  const words = adviceWords(r, undefined, w);
  const noSystem = r.basis.reason !== null && r.basis.method === null && r.basis.sensors.length > 0;
  return (
    <div className="zone-advice" data-testid="zone-advice">
      {words ? (
        <p className="zone-advice__headline">
          <strong>{zoneName}:</strong> {words}
        </p>
      ) : (
        <p className="zone-advice__headline zone-advice--muted">
          <strong>{zoneName}:</strong> {t('dashboard.adviceNone')} {reasonWords(r, w)}{' '}
          {noSystem || r.basis.method === null ? (
            <Link to="/app/Management/ZoneManagement">{t('dashboard.adviceSetSystem')}</Link>
          ) : null}
        </p>
      )}
      {words ? (
        <details className="zone-advice__why">
          <summary>{t('dashboard.adviceWhy')}</summary>
          <ul>
            {basisWords(r, undefined, w).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
