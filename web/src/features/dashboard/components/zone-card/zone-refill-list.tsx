/**
 * Each zone of a field with its time to refill, in one card: the Sensor Details page's view of
 * what Home shows on each zone's card (zone-card.tsx renders ZoneRefill itself).
 */
import { useFieldZones } from '../../../../api/zones';
import { CardMessage, DashboardCard } from '../dashboard-card';
import { ZoneRefill } from './zone-refill';
import { useT } from '../../../../lib/i18n/use-t';

export function ZoneRefillList({ fieldId }: { fieldId: string | null }) {
  const t = useT();
  const zones = useFieldZones(fieldId);
  if (!fieldId) return null;
  return (
    <DashboardCard title={t('dashboard.refillTitle')}>
      {zones.isPending ? <p className="zone-refill zone-refill--muted">{t('dashboard.loadingTheZones')}</p> : null}
      {zones.isError ? (
        <p className="zone-refill zone-refill--muted">{t('dashboard.zonesError', { error: zones.error.message })}</p>
      ) : null}
      {zones.isSuccess && zones.data.length === 0 ? (
        <CardMessage title={t('dashboard.noZones')}>{t('dashboard.noZonesText')}</CardMessage>
      ) : null}
      {zones.isSuccess && zones.data.length > 0 ? (
        <ul className="zone-refill-list">
          {zones.data.map((z) => (
            <li key={z.id}>
              <strong>{z.zonename}</strong>
              <ZoneRefill zoneId={z.id} />
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardCard>
  );
}
